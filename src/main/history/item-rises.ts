import type { DatabaseSync } from 'node:sqlite';

/** Each item's rise in a range and in the range before it: the rising list's and the groups' one read. */
export interface ItemRises {
  keys: number[];
  now: number[];
  before: number[];
}

/**
 * One pass over the account's points of both ranges, (beforeFrom, from] and (from, to], by the time index.
 * A month of a busy account is half a million points, a quarter of a second of SQLite: it runs in a worker
 * (history-rises jobs), so that main's event loop never waits for it.
 */
export function readItemRises(
  db: DatabaseSync,
  account: number,
  beforeFrom: number,
  from: number,
  to: number,
): ItemRises {
  const rows = db
    .prepare(
      `SELECT item,
              SUM(CASE WHEN at > ?1 THEN MAX(delta, 0) ELSE 0 END) AS now,
              SUM(CASE WHEN at <= ?1 THEN MAX(delta, 0) ELSE 0 END) AS before
       FROM points WHERE account = ?2 AND at > ?3 AND at <= ?4 GROUP BY item`,
    )
    .all(from, account, beforeFrom, to) as { item: number; now: number; before: number }[];
  const rises: ItemRises = { keys: [], now: [], before: [] };
  for (const row of rows) {
    if (row.now === 0 && row.before === 0) continue;
    rises.keys.push(row.item);
    rises.now.push(row.now);
    rises.before.push(row.before);
  }
  return rises;
}
