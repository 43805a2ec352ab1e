import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { formatDatetime } from '../../src/sandbox/http/format.ts';
import { DATABASE_FILE } from '../../src/sandbox/options.ts';
import type { TestSandbox } from './sandbox.ts';

/**
 * The clicks a running sandbox recorded, read straight from its database: what a link's counters should say
 * at any moment, and what an installation's retention would leave of them.
 *
 * The clicks table stores dates as `YYYY-MM-DD HH:MM:SS` in UTC, which sort as text in time order, and every
 * click falls on a whole second.
 */

/** A second connection to the sandbox's file (WAL lets it read and write while the server runs); close it. */
export function openSandboxDatabase(t: Pick<TestSandbox, 'dataDir'>): DatabaseSync {
  const db = new DatabaseSync(join(t.dataDir, DATABASE_FILE));
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
}

/** The stored form of a moment, to the second (milliseconds dropped, as the sandbox drops them). */
const stored = (ms: number) => formatDatetime(new Date(ms));

/** Clicks and unique visitors of `linkId` counted from its rows dated at or before `upToMs`. */
export function recordedClicks(
  db: DatabaseSync,
  linkId: number,
  upToMs: number,
): { clicks: number; uniques: number } {
  const row = db
    .prepare(
      'SELECT COUNT(*) AS clicks, COUNT(DISTINCT visitor) AS uniques FROM clicks WHERE link_id = ? AND date <= ?',
    )
    .get(linkId, stored(upToMs)) as { clicks: number; uniques: number };
  return { clicks: Number(row.clicks), uniques: Number(row.uniques) };
}

/**
 * Deletes the rows of `linkId` dated before `beforeMs`, as an installation that keeps clicks for a while
 * would: its counters go down with them (the sandbox's triggers). Answers how many went.
 */
export function forgetClicksBefore(db: DatabaseSync, linkId: number, beforeMs: number): number {
  // A click at second s is before `beforeMs` when s * 1000 < beforeMs, i.e. s < ceil(beforeMs / 1000).
  const limit = stored(Math.ceil(beforeMs / 1000) * 1000);
  return Number(db.prepare('DELETE FROM clicks WHERE link_id = ? AND date < ?').run(linkId, limit).changes);
}
