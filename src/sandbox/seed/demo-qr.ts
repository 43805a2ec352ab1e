import { DYNAMIC_QR_TYPES } from '../../shared/api/constants.ts';
import { qrPayload } from '../../shared/qr/payload.ts';
import type { DemoBioPage, DemoQr } from './demo-catalog.ts';
import type { DemoWriter, SeededItem } from './demo-writer.ts';

/** A hidden link (behind a dynamic QR code or a bio page) with its visits. */
function insertHiddenLink(
  writer: DemoWriter,
  userId: number,
  kind: 'qr' | 'bio',
  alias: string,
  longUrl: string,
  date: string,
): number {
  return writer.db.run(
    'INSERT INTO links (user_id, kind, alias, long_url, date) VALUES (?, ?, ?, ?, ?)',
    userId,
    kind,
    alias,
    longUrl,
    date,
  ).id;
}

/**
 * Stored as the QR API stores a code: `data` as the API takes it (JSON), and for dynamic types a hidden
 * link under the code's own alias that leads to the payload; that link's clicks are the code's scans.
 */
function insertDemoQr(writer: DemoWriter, userId: number, qr: DemoQr, date: string): number {
  const alias = writer.alias();
  const dynamic = DYNAMIC_QR_TYPES.includes(qr.type);
  const linkId = dynamic
    ? insertHiddenLink(writer, userId, 'qr', alias, qrPayload(qr.type, qr.data), date)
    : null;
  const id = writer.db.run(
    `INSERT INTO qr_codes (user_id, type, data, name, alias, background, foreground, link_id, date,
       background_set, foreground_set)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    userId,
    qr.type,
    JSON.stringify(qr.data),
    // The legacy revision predates QR names.
    writer.revision === 'legacy' ? '' : qr.name,
    alias,
    qr.background ?? 'rgb(255,255,255)',
    qr.foreground ?? 'rgb(0,0,0)',
    linkId,
    date,
    // As the API would have stored them: a colour left out is the default, and marked as never given.
    qr.background === undefined ? 0 : 1,
    qr.foreground === undefined ? 0 : 1,
  ).id;
  if (linkId !== null) {
    writer.addClicks(linkId, { popularity: qr.popularity, daysAgo: qr.daysAgo, audience: 'scan' });
  }
  return id;
}

export function seedQrCodes(writer: DemoWriter, userId: number, codes: readonly DemoQr[]): SeededItem[] {
  return writer.dated(codes).map(({ item: qr, date }) => ({
    id: insertDemoQr(writer, userId, qr, date),
    daysAgo: qr.daysAgo,
    channels: qr.channels ?? [],
  }));
}

/** A bio page is opened through a hidden link of its own (no long URL: the page is the destination). */
export function seedBioPages(
  writer: DemoWriter,
  userId: number,
  pages: readonly DemoBioPage[],
): SeededItem[] {
  return writer.dated(pages).map(({ item: page, date }) => {
    const linkId = insertHiddenLink(writer, userId, 'bio', writer.alias(), '', date);
    writer.addClicks(linkId, { popularity: page.popularity, daysAgo: page.daysAgo, audience: 'web' });
    const id = writer.db.run(
      'INSERT INTO bio_pages (user_id, name, link_id, content, date) VALUES (?, ?, ?, ?, ?)',
      userId,
      page.name,
      linkId,
      JSON.stringify(page.links),
      date,
    ).id;
    return { id, daysAgo: page.daysAgo, channels: page.channels };
  });
}
