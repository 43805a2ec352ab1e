import { openGuardedSqlite } from '../sqlite/guarded-sqlite.ts';
import type { SqliteLog } from '../sqlite/sqlite-file.ts';
import { CACHE_FILE } from './cache-file.ts';

/** The last good answer of every read, per account, kept in the user-data folder. */
export interface CachedEntry {
  value: unknown;
  /** ISO time the answer was received. */
  savedAt: string;
}

export interface OfflineCache {
  get(accountId: string, key: string): CachedEntry | null;
  put(accountId: string, key: string, value: unknown): void;
  forgetAccount(accountId: string): void;
  /** Drops the account's answers whose key starts with `keyPrefix` (a channel group, such as `users:`). */
  forgetKeys(accountId: string, keyPrefix: string): void;
  close(): void;
}

export interface OfflineCacheOptions {
  /** The SQLite file, or `':memory:'`. */
  file: string;
  now: () => number;
  log: SqliteLog;
  /** Answers kept per account before the least recently saved are dropped; 2,000 unless set. */
  maxEntriesPerAccount?: number;
}

/** Enough for every list, page and detail a person opens, small enough that the file cannot grow forever. */
const DEFAULT_MAX_ENTRIES = 2_000;

const STATEMENTS = {
  get: 'SELECT value, saved_at FROM answers WHERE account_id = ? AND key = ?',
  put: 'INSERT OR REPLACE INTO answers (account_id, key, value, saved_at) VALUES (?, ?, ?, ?)',
  count: 'SELECT count(*) AS count FROM answers WHERE account_id = ?',
  dropOldest:
    'DELETE FROM answers WHERE rowid IN (SELECT rowid FROM answers WHERE account_id = ? ORDER BY rowid LIMIT ?)',
  forget: 'DELETE FROM answers WHERE account_id = ?',
  // A prefix compared as text, not LIKE: keys hold `_` and `%` of their own (request fields, search words).
  forgetKeys: 'DELETE FROM answers WHERE account_id = ? AND substr(key, 1, length(?)) = ?',
};

/**
 * The offline cache in a SQLite file. Values are the answers of reads as the screens get them (normalised
 * data, never a request): API keys live in the keychain only and never pass through here. A failing cache never
 * fails a read: errors are logged, a damaged file is moved aside and started afresh, and the answer simply
 * is not kept.
 */
export function createOfflineCache(options: OfflineCacheOptions): OfflineCache {
  const { file, now, log } = options;
  const maxEntries = options.maxEntriesPerAccount ?? DEFAULT_MAX_ENTRIES;
  const { guarded } = openGuardedSqlite({ file, log, kind: CACHE_FILE, statements: STATEMENTS });

  return {
    get(accountId, key) {
      return guarded('read a saved answer', null, (statements) => {
        const row = statements.get.get(accountId, key) as { value: string; saved_at: number } | undefined;
        if (!row) return null;
        return { value: JSON.parse(row.value) as unknown, savedAt: new Date(row.saved_at).toISOString() };
      });
    },

    put(accountId, key, value) {
      guarded('save an answer', undefined, (statements, db) => {
        const json = JSON.stringify(value);
        db.exec('BEGIN');
        try {
          statements.put.run(accountId, key, json, now());
          const { count } = statements.count.get(accountId) as { count: number };
          if (count > maxEntries) statements.dropOldest.run(accountId, count - maxEntries);
          db.exec('COMMIT');
        } catch (error) {
          if (db.isTransaction) db.exec('ROLLBACK');
          throw error;
        }
      });
    },

    forgetAccount(accountId) {
      guarded('forget an account', undefined, (statements) => void statements.forget.run(accountId));
    },

    forgetKeys(accountId, keyPrefix) {
      guarded(
        'forget saved answers',
        undefined,
        (statements) => void statements.forgetKeys.run(accountId, keyPrefix, keyPrefix),
      );
    },

    close() {
      guarded('close', undefined, (_statements, db) => db.close());
    },
  };
}
