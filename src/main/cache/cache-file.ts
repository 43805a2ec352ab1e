import type { SqliteFileKind } from '../sqlite/sqlite-file.ts';

/**
 * One row per (account, key): the JSON of the last good answer and when it arrived. Rows are appended in
 * save order (INSERT OR REPLACE gives a replaced row a new, larger rowid), so the smallest rowids of an
 * account are its least recently saved answers.
 */
const SCHEMA = `
  CREATE TABLE answers (
    account_id TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    saved_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX answers_by_key ON answers (account_id, key);
  CREATE INDEX answers_by_account ON answers (account_id);
`;

/**
 * The offline cache's file. A cache is disposable: a file of another version (newer ones too) is emptied,
 * since its rows cost nothing to lose, and the version is bumped whenever the table changes.
 */
export const CACHE_FILE: SqliteFileKind = {
  version: 1,
  create: `DROP TABLE IF EXISTS answers; ${SCHEMA}`,
  keepNewer: false,
  title: 'The offline cache',
  contents: 'The offline cache',
  kept: 'saved answers',
};
