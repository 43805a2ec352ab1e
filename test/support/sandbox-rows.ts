import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { join } from 'node:path';
import { DATABASE_FILE } from '../../src/sandbox/options.ts';
import type { TestSandbox } from './sandbox.ts';

/**
 * Direct access to a running test sandbox's database file, for what the API cannot do: rows only the seed
 * makes (splash pages, overlays, bio pages) and checks that rows are really gone.
 */
export class SandboxRows {
  readonly #t: TestSandbox;

  constructor(t: TestSandbox) {
    this.#t = t;
  }

  #open<T>(work: (db: DatabaseSync) => T): T {
    const db = new DatabaseSync(join(this.#t.dataDir, DATABASE_FILE));
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      return work(db);
    } finally {
      db.close();
    }
  }

  /** Runs an INSERT and answers the new row id. */
  insert(sql: string, ...params: SQLInputValue[]): number {
    return this.#open((db) => Number(db.prepare(sql).run(...params).lastInsertRowid));
  }

  all<T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] {
    return this.#open((db) => db.prepare(sql).all(...params) as T[]);
  }

  count(sql: string, ...params: SQLInputValue[]): number {
    return this.#open((db) => Number((db.prepare(sql).get(...params) as { n: number }).n));
  }

  /** The id of the seeded account with `username`. */
  userId(username: 'admin' | 'alex' | 'sam'): number {
    return this.#t.sandbox.accounts.find((account) => account.username === username)!.id;
  }
}
