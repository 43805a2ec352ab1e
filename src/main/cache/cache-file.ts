import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export interface CacheLog {
  warn: (message: string) => void;
}

/** Bumped when the table changes; a file of another version is emptied, since its rows cost nothing to lose. */
const SCHEMA_VERSION = 1;

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

function setUp(db: DatabaseSync): void {
  db.exec('PRAGMA journal_mode = WAL');
  // A cache needs no fsync per answer: losing the last few after a power cut costs only freshness.
  db.exec('PRAGMA synchronous = NORMAL');
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  if (version === SCHEMA_VERSION) return;
  db.exec('BEGIN');
  try {
    db.exec('DROP TABLE IF EXISTS answers');
    db.exec(SCHEMA);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

function open(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  try {
    setUp(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Moves the file (and its WAL companions) to `<file>.corrupt`, replacing an older one so they cannot pile up. */
export function moveAside(file: string): string {
  const aside = `${file}.corrupt`;
  for (const suffix of ['', '-wal', '-shm']) {
    rmSync(aside + suffix, { force: true });
    if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
  }
  return aside;
}

/** SQLite's words for a file that is damaged or is not a database at all. */
export function isCorruption(error: unknown): boolean {
  return /malformed|not a database|corrupt|SQLITE_CORRUPT|SQLITE_NOTADB/i.test(String(error));
}

/**
 * Opens the cache file, creating its folder and table. A cache is disposable: a file that cannot be opened
 * or is damaged is moved aside and replaced by an empty one, and if even that fails the cache lives in memory
 * for this run, so the app works either way.
 */
export function openCacheFile(file: string, log: CacheLog): DatabaseSync {
  if (file === ':memory:') return open(file);
  try {
    mkdirSync(dirname(file), { recursive: true });
    return open(file);
  } catch (error) {
    try {
      const aside = moveAside(file);
      log.warn(`The offline cache ${file} could not be opened (${String(error)}); it was moved to ${aside}.`);
      return open(file);
    } catch (again) {
      log.warn(
        `The offline cache ${file} could not be recreated (${String(again)}); saved answers are kept in memory until Linkdesk quits.`,
      );
      return open(':memory:');
    }
  }
}
