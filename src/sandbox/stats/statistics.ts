import type { Statistics } from '../../shared/api/models.ts';
import type { Database } from '../db/database.ts';

const TOP = 10;

const SOCIAL: Record<keyof Statistics['socialCount'], string[]> = {
  facebook: ['facebook.com', 'm.facebook.com', 'l.facebook.com', 'fb.com'],
  twitter: ['twitter.com', 't.co', 'x.com', 'mobile.twitter.com'],
  instagram: ['instagram.com', 'l.instagram.com'],
};

function top(
  db: Database,
  column: 'country' | 'referrer' | 'browser' | 'os',
  linkId: number,
): Record<string, string> {
  // The column name comes from the fixed union above, never from a request.
  const rows = db.all<{ key: string; n: number }>(
    `SELECT ${column} AS key, COUNT(*) AS n FROM clicks WHERE link_id = ? GROUP BY ${column} ORDER BY n DESC, key LIMIT ${TOP}`,
    linkId,
  );
  return Object.fromEntries(rows.map((row) => [row.key, String(row.n)]));
}

/** The statistics object of a link or a dynamic QR code, shaped as the reference shows it. */
export function statisticsFor(db: Database, linkId: number | null): Statistics {
  if (linkId === null) {
    return {
      clicks: 0,
      uniqueClicks: 0,
      topCountries: {},
      topReferrers: {},
      topBrowsers: {},
      topOs: {},
      socialCount: { facebook: 0, twitter: 0, instagram: 0 },
    };
  }
  const totals = db.get<{ clicks: number; unique: number }>(
    'SELECT clicks, unique_clicks AS "unique" FROM links WHERE id = ?',
    linkId,
  ) ?? { clicks: 0, unique: 0 };
  const social = (hosts: string[]) =>
    db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM clicks WHERE link_id = ? AND referrer IN (${hosts.map(() => '?').join(', ')})`,
      linkId,
      ...hosts,
    )!.n;
  return {
    clicks: totals.clicks,
    uniqueClicks: totals.unique,
    topCountries: top(db, 'country', linkId),
    topReferrers: top(db, 'referrer', linkId),
    topBrowsers: top(db, 'browser', linkId),
    topOs: top(db, 'os', linkId),
    socialCount: {
      facebook: social(SOCIAL.facebook),
      twitter: social(SOCIAL.twitter),
      instagram: social(SOCIAL.instagram),
    },
  };
}
