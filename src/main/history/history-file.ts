import type { SqliteFileKind } from '../sqlite/sqlite-file.ts';

/**
 * Click history, kept as changes only: a snapshot row per look at an account (its totals since the look
 * before), an item row per link or QR code ever seen (its latest counters), and a point per item and look only
 * when its counters moved, so ten thousand quiet links cost almost nothing. Times are milliseconds since 1970.
 *
 * - `accounts`: Linkdesk's account id as a small number (every other row names it), the settings, and how far
 *   thinning has got (`hourly_until`, `daily_until`).
 * - `snapshots`: `prev_at` the look before; `after_gap` when that was too long ago for what came in between to
 *   be placed in time (the app was closed, asleep, or could not reach the installation); `clicks`/`scans` the
 *   links' and codes' counters' rises since `prev_at`, new items' whole counts included; `dropped` what counters
 *   lost (an installation's retention, a reset) and `dropped_items` how many went down.
 * - `items`: `remote_id` is the installation's id, which installations give again to the next item made after a
 *   delete, so an item is also known by its `address` (short URL, or a code's link); `gone_at` when it left the
 *   installation's list.
 * - `points`: the item's rise (`delta`, signed: a counter that went down is negative) and unique clicks' rise.
 */
const SCHEMA = `
  CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    account_id TEXT NOT NULL UNIQUE,
    settings TEXT NOT NULL,
    hourly_until INTEGER NOT NULL DEFAULT 0,
    daily_until INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE snapshots (
    account INTEGER NOT NULL,
    at INTEGER NOT NULL,
    prev_at INTEGER,
    after_gap INTEGER NOT NULL,
    clicks INTEGER NOT NULL,
    scans INTEGER NOT NULL,
    dropped INTEGER NOT NULL,
    dropped_items INTEGER NOT NULL,
    PRIMARY KEY (account, at)
  ) WITHOUT ROWID;
  CREATE TABLE items (
    key INTEGER PRIMARY KEY,
    account INTEGER NOT NULL,
    kind INTEGER NOT NULL,
    remote_id INTEGER NOT NULL,
    address TEXT NOT NULL,
    name TEXT NOT NULL,
    campaign INTEGER,
    channels TEXT NOT NULL,
    clicks INTEGER NOT NULL,
    uniques INTEGER NOT NULL,
    first_at INTEGER NOT NULL,
    gone_at INTEGER
  );
  CREATE INDEX items_of_account ON items (account, kind, remote_id);
  CREATE TABLE points (
    account INTEGER NOT NULL,
    item INTEGER NOT NULL,
    at INTEGER NOT NULL,
    delta INTEGER NOT NULL,
    unique_delta INTEGER NOT NULL,
    PRIMARY KEY (account, item, at)
  ) WITHOUT ROWID;
  CREATE INDEX points_by_time ON points (account, at, item, delta);
  CREATE TABLE milestones (
    id INTEGER PRIMARY KEY,
    account INTEGER NOT NULL,
    at INTEGER NOT NULL,
    item INTEGER NOT NULL,
    type TEXT NOT NULL,
    value INTEGER NOT NULL,
    usual INTEGER,
    quiet INTEGER NOT NULL
  );
  CREATE INDEX milestones_of_account ON milestones (account, at);
`;

/**
 * History can never be read again from an installation, so a file from a newer Linkdesk is left alone for it,
 * and this run keeps its snapshots in memory.
 */
export const HISTORY_FILE: SqliteFileKind = {
  version: 1,
  create: SCHEMA,
  keepNewer: true,
  title: 'The click history file',
  contents: 'The click history',
  kept: 'snapshots',
};

export const KIND_CODES = { link: 0, qr: 1 } as const;
export type ItemKind = keyof typeof KIND_CODES;
export const kindOfCode = (code: number): ItemKind => (code === 1 ? 'qr' : 'link');
