import { chmodSync, closeSync, openSync } from 'node:fs';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { migrate } from './migrations.ts';
import { ReadCache } from './read-cache.ts';

export type Row = Record<string, SQLInputValue>;

/**
 * Makes the file readable and writable by its owner only (0600): it holds every user's API key in plain text.
 * It is created empty with that mode when missing (SQLite takes an empty file for an empty database), and
 * tightened when an earlier version left it, or its WAL companions, readable to others. SQLite gives the `-wal`
 * and `-shm` it creates the permissions of the database file.
 */
function keepPrivate(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  for (const suffix of ['', '-wal', '-shm']) {
    try {
      chmodSync(path + suffix, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/**
 * The sandbox's one SQLite database. Statements are prepared once and cached by their text;
 * every parameter is bound, never interpolated. Reads are answered from a cache until the next write
 * (ours, or another connection's commit), which is what lets list reads keep up with a bare route.
 */
export class Database {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  readonly #cache = new ReadCache();
  #depth = 0;

  constructor(path: string) {
    if (path !== ':memory:' && path !== '') keepPrivate(path);
    this.#db = new DatabaseSync(path);
    this.#db.exec('PRAGMA journal_mode = WAL');
    // In WAL mode NORMAL commits into the log without an fsync: an acknowledged write survives the
    // process being killed at any moment, and only an OS crash or power loss could cost the last few.
    // FULL would fsync every commit, blocking the event loop (in the app: the main process) for the
    // length of a disk flush on each write, for a guarantee a local sandbox does not need.
    this.#db.exec('PRAGMA synchronous = NORMAL');
    this.#db.exec('PRAGMA foreign_keys = ON');
    this.#db.exec('PRAGMA busy_timeout = 5000');
    migrate(this);
  }

  exec(sql: string): void {
    this.#cache.clear();
    this.#db.exec(sql);
  }

  /**
   * Drops cached reads if another connection has committed since the last call. The server calls it once
   * per request (checking on every read would cost as much as the reads it saves), so a request sees other
   * connections' commits as of its start, and its own writes always.
   */
  refresh(): void {
    const version = this.#statement('PRAGMA data_version').get() as { data_version: number };
    this.#cache.sync(version.data_version);
  }

  #statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** One row, frozen (it may be shared with other readers), or undefined. */
  get<T = Row>(sql: string, ...params: SQLInputValue[]): T | undefined {
    return this.#cache.read(sql, params, () => this.#statement(sql).get(...params) as T | undefined);
  }

  /** All rows, frozen (they may be shared with other readers). */
  all<T = Row>(sql: string, ...params: SQLInputValue[]): readonly T[] {
    return this.#cache.read(sql, params, () => this.#statement(sql).all(...params) as T[]);
  }

  /** Runs a write and answers the new row id and the number of rows changed. */
  run(sql: string, ...params: SQLInputValue[]): { id: number; changes: number } {
    this.#cache.clear();
    const result = this.#statement(sql).run(...params);
    return { id: Number(result.lastInsertRowid), changes: Number(result.changes) };
  }

  /**
   * Runs `work` in one transaction: all of it is committed or none of it. Nested calls join the
   * outer transaction, so a route can compose store functions that are transactional on their own.
   */
  transaction<T>(work: () => T): T {
    if (this.#depth > 0) return work();
    this.#db.exec('BEGIN IMMEDIATE');
    this.#depth++;
    try {
      const result = work();
      this.#db.exec('COMMIT');
      return result;
    } catch (error) {
      // Reads inside the transaction may have cached what is now undone.
      this.#cache.clear();
      this.#db.exec('ROLLBACK');
      throw error;
    } finally {
      this.#depth--;
    }
  }

  get isEmpty(): boolean {
    return (this.get<{ n: number }>('SELECT COUNT(*) AS n FROM users')?.n ?? 0) === 0;
  }

  close(): void {
    this.#statements.clear();
    if (this.#db.isOpen) this.#db.close();
  }
}
