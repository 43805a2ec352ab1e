import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { moveAside, type CacheLog } from '../cache/cache-file.ts';

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

/** Raised with the schema: what a file written by this version holds. */
export const DESIGN_SCHEMA_VERSION = 1;

class NewerFileError extends Error {}

function setUp(db: DatabaseSync): void {
  db.exec('PRAGMA journal_mode = WAL');
  // In WAL mode a commit survives the app crashing; only an OS crash or power cut could cost the last saves.
  db.exec('PRAGMA synchronous = NORMAL');
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  if (version === DESIGN_SCHEMA_VERSION) return;
  if (version > DESIGN_SCHEMA_VERSION) {
    throw new NewerFileError(`it was written by a newer Linkdesk (schema ${version})`);
  }
  db.exec('BEGIN');
  try {
    db.exec(SCHEMA);
    db.exec(`PRAGMA user_version = ${DESIGN_SCHEMA_VERSION}`);
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

/**
 * Opens the designs file, creating its folder and table. A file that cannot be opened is damaged: it is set
 * aside (never deleted) and replaced by an empty one. A file from a newer Linkdesk is left alone for it, and
 * designs live in memory for this run, as they do when not even a new file can be made: previews then lose
 * their local logos after a restart, but nothing else fails.
 */
export function openDesignFile(file: string, log: CacheLog): DatabaseSync {
  if (file === ':memory:') return open(file);
  try {
    mkdirSync(dirname(file), { recursive: true });
    return open(file);
  } catch (error) {
    if (error instanceof NewerFileError) {
      log.warn(
        `The QR designs file ${file} is left as it is: ${error.message}. Designs are kept until Linkdesk quits.`,
      );
      return open(':memory:');
    }
    try {
      const aside = moveAside(file);
      log.warn(
        `The QR designs file ${file} could not be opened (${String(error)}); it was moved to ${aside}.`,
      );
      return open(file);
    } catch (again) {
      log.warn(
        `The QR designs file ${file} could not be recreated (${String(again)}); designs are kept in memory until Linkdesk quits.`,
      );
      return open(':memory:');
    }
  }
}
