import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { migrate } from './migrations.ts';

export type Row = Record<string, SQLInputValue>;

/**
 * The sandbox's one SQLite database. Statements are prepared once and cached by their text;
 * every parameter is bound, never interpolated.
 */
export class Database {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  #depth = 0;

  constructor(path: string) {
    this.#db = new DatabaseSync(path);
    this.#db.exec('PRAGMA journal_mode = WAL');
    // FULL makes each commit durable on disk before the response goes out, so an acknowledged
    // write survives a crash of the process and of the machine alike.
    this.#db.exec('PRAGMA synchronous = FULL');
    this.#db.exec('PRAGMA foreign_keys = ON');
    this.#db.exec('PRAGMA busy_timeout = 5000');
    migrate(this);
  }

  exec(sql: string): void {
    this.#db.exec(sql);
  }

  #statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  get<T = Row>(sql: string, ...params: SQLInputValue[]): T | undefined {
    return this.#statement(sql).get(...params) as T | undefined;
  }

  all<T = Row>(sql: string, ...params: SQLInputValue[]): T[] {
    return this.#statement(sql).all(...params) as T[];
  }

  /** Runs a write and answers the new row id and the number of rows changed. */
  run(sql: string, ...params: SQLInputValue[]): { id: number; changes: number } {
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
