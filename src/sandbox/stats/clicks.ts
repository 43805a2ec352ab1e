import type { Database } from '../db/database.ts';
import type { Visit } from './visit.ts';

/** Records one click on a link; statistics of links and dynamic QR codes are computed from these rows. */
export function recordClick(db: Database, linkId: number, visit: Visit, date: string): void {
  db.run(
    'INSERT INTO clicks (link_id, date, country, referrer, browser, os, visitor) VALUES (?, ?, ?, ?, ?, ?, ?)',
    linkId,
    date,
    visit.country,
    visit.referrer,
    visit.browser,
    visit.os,
    visit.visitor,
  );
}
