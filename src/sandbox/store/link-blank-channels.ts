import type { Database } from '../db/database.ts';

/**
 * Rows a deployed installation adds to a link's channels when an update names no channel: one each time,
 * with no channel id. Kept apart from `channel_items`, which only holds real channels (see migration 3).
 */
export function addBlankChannelRow(db: Database, linkId: number, date: string): void {
  db.run('INSERT INTO link_blank_channels (link_id, date) VALUES (?, ?)', linkId, date);
}

/** How many such rows each of `linkIds` has; links with none are left out. */
export function countBlankChannelRows(db: Database, linkIds: readonly number[]): Map<number, number> {
  if (linkIds.length === 0) return new Map();
  // One placeholder per id: the statement text depends only on how many ids a page holds.
  const rows = db.all<{ link_id: number; n: number }>(
    `SELECT link_id, COUNT(*) AS n FROM link_blank_channels
      WHERE link_id IN (${linkIds.map(() => '?').join(', ')}) GROUP BY link_id`,
    ...linkIds,
  );
  return new Map(rows.map((row) => [row.link_id, row.n]));
}
