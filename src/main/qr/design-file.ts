import type { SqliteFileKind } from '../sqlite/sqlite-file.ts';

/**
 * One row per (account, code). `design` is the JSON of everything but the logo file's bytes, which sit in
 * `logo_bytes` as a BLOB: base64 text would make every logo a third larger and cost a conversion each way.
 */
const SCHEMA = `
  CREATE TABLE designs (
    account_id TEXT NOT NULL,
    qr_id INTEGER NOT NULL,
    design TEXT NOT NULL,
    logo_bytes BLOB,
    PRIMARY KEY (account_id, qr_id)
  );
`;

/**
 * The designs' file. Unlike the cache's rows, designs cannot be fetched again, so a file from a newer Linkdesk
 * is left alone for it; designs then live in memory for this run, as they do when not even a new file can be
 * made: previews lose their local logos after a restart, but nothing else fails.
 */
export const DESIGN_FILE: SqliteFileKind = {
  // Raised with the schema: what a file written by this version holds.
  version: 1,
  create: SCHEMA,
  keepNewer: true,
  title: 'The QR designs file',
  contents: 'The QR designs',
  kept: 'designs',
};
