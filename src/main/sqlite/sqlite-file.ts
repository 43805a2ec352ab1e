import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export interface SqliteLog {
  warn: (message: string) => void;
}

/** One kind of file main keeps in the user-data folder: its tables, and how warnings name it. */
export interface SqliteFileKind {
  /** Kept in `PRAGMA user_version`: the tables a file written by this version holds. */
  version: number;
  /** Makes the tables in a new file or one of another version, in one transaction with recording `version`. */
  create: string;
  /**
   * A file written by a newer Linkdesk is left alone for it, and this run keeps its rows in memory. Without
   * this, `create` makes it over like a file of any other version.
   */
  keepNewer: boolean;
  /** The file as warnings name it: "The offline cache", "The QR designs file". */
  title: string;
  /** Its rows as a warning of a failed read or write names them: "The offline cache", "The QR designs". */
  contents: string;
  /** What stays in memory for the run when no file can be used: "saved answers". */
  kept: string;
}

class NewerFileError extends Error {}

function setUp(db: DatabaseSync, kind: SqliteFileKind): void {
  db.exec('PRAGMA journal_mode = WAL');
  // In WAL mode a commit survives the app crashing; only an OS crash or power cut could cost the last few
  // writes, and skipping an fsync per write is worth that for files that only add to the installation's data.
  db.exec('PRAGMA synchronous = NORMAL');
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  if (version === kind.version) return;
  if (kind.keepNewer && version > kind.version) {
    throw new NewerFileError(`it was written by a newer Linkdesk (schema ${version})`);
  }
  db.exec('BEGIN');
  try {
    db.exec(kind.create);
    db.exec(`PRAGMA user_version = ${kind.version}`);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Makes the file readable and writable by its owner only (0600), as accounts.json is: the offline cache holds
 * profiles and user lists. It is created empty with that mode when missing (SQLite takes an empty file for an
 * empty database), and tightened when an earlier version left it, or its WAL companions, readable to others.
 * SQLite gives the `-wal` and `-shm` it creates the permissions of the database file.
 */
function keepPrivate(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  for (const suffix of ['', '-wal', '-shm']) {
    try {
      chmodSync(file + suffix, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

function open(file: string, kind: SqliteFileKind): DatabaseSync {
  if (file !== ':memory:') keepPrivate(file);
  const db = new DatabaseSync(file);
  try {
    setUp(db, kind);
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
 * Opens the file, creating its folder and tables. What it holds only adds to the installation's data, so the
 * app works without it: a file that cannot be opened is damaged, set aside (never deleted) and replaced by an
 * empty one; if even that fails, or the file is a newer Linkdesk's to keep, the rows live in memory this run.
 */
export function openSqliteFile(file: string, log: SqliteLog, kind: SqliteFileKind): DatabaseSync {
  if (file === ':memory:') return open(file, kind);
  try {
    mkdirSync(dirname(file), { recursive: true });
    return open(file, kind);
  } catch (error) {
    if (error instanceof NewerFileError) {
      log.warn(
        `${kind.title} ${file} is left as it is: ${error.message}. ${capitalised(kind.kept)} are kept until Linkdesk quits.`,
      );
      return open(':memory:', kind);
    }
    try {
      const aside = moveAside(file);
      log.warn(`${kind.title} ${file} could not be opened (${String(error)}); it was moved to ${aside}.`);
      return open(file, kind);
    } catch (again) {
      log.warn(
        `${kind.title} ${file} could not be recreated (${String(again)}); ${kind.kept} are kept in memory until Linkdesk quits.`,
      );
      return open(':memory:', kind);
    }
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
