import type { SqliteFileKind } from '../sqlite/sqlite-file.ts';

/**
 * Link health: a row per account (settings, the last run, the hosts of its short links as the last run found
 * them, which a check of one item never asks), a row per link or QR code checked (the settled
 * verdict and a pending one, as JSON: `settle.ts`; the addresses checked besides the destination), and the
 * latest checks per item. Nothing of an answer but its status, final address and certificate dates is kept.
 * Times are milliseconds since 1970. The file can be made again by checking again, so one of another version
 * is started afresh.
 */
const SCHEMA = `
  CREATE TABLE accounts (
    account_id TEXT PRIMARY KEY,
    settings TEXT NOT NULL,
    last_run_at INTEGER,
    last_error TEXT NOT NULL DEFAULT '',
    short_hosts TEXT NOT NULL DEFAULT '[]'
  ) WITHOUT ROWID;
  CREATE TABLE items (
    account_id TEXT NOT NULL,
    kind INTEGER NOT NULL,
    remote_id INTEGER NOT NULL,
    url TEXT NOT NULL,
    state TEXT NOT NULL,
    targets TEXT NOT NULL DEFAULT '[]',
    targets_read_at INTEGER,
    PRIMARY KEY (account_id, kind, remote_id)
  ) WITHOUT ROWID;
  CREATE TABLE checks (
    account_id TEXT NOT NULL,
    kind INTEGER NOT NULL,
    remote_id INTEGER NOT NULL,
    at INTEGER NOT NULL,
    about TEXT NOT NULL,
    url TEXT NOT NULL,
    outcome TEXT NOT NULL
  );
  CREATE INDEX checks_of_item ON checks (account_id, kind, remote_id, at);
`;

export const HEALTH_FILE: SqliteFileKind = {
  version: 2,
  create: SCHEMA,
  keepNewer: false,
  title: 'The link health file',
  contents: 'Link health',
  kept: 'checks',
};
