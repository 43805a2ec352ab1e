import type { DatabaseSync, StatementSync } from 'node:sqlite';
import {
  isCorruption,
  moveAside,
  openSqliteFile,
  type SqliteFileKind,
  type SqliteLog,
} from './sqlite-file.ts';

/** A store's statements by name, prepared. */
export type Statements<Name extends string> = Record<Name, StatementSync>;

export interface GuardedSqlite<Name extends string> {
  /**
   * Runs `work` with the prepared statements and the open file; on failure logs it, replaces a damaged file,
   * and answers `fallback`. `action` completes "could not …" in the warning.
   */
  guarded<T>(action: string, fallback: T, work: (statements: Statements<Name>, db: DatabaseSync) => T): T;
}

export interface GuardedSqliteOptions<Name extends string> {
  /** The SQLite file, or `':memory:'`. */
  file: string;
  log: SqliteLog;
  kind: SqliteFileKind;
  /** The SQL of the statements the store runs, by name; prepared again whenever a damaged file is replaced. */
  statements: Record<Name, string>;
}

function prepareAll<Name extends string>(db: DatabaseSync, sql: Record<Name, string>): Statements<Name> {
  return Object.fromEntries(
    Object.entries<string>(sql).map(([name, text]) => [name, db.prepare(text)]),
  ) as Statements<Name>;
}

/**
 * A store's file whose rows only add to the installation's data, so using it never fails the action around it:
 * errors are logged, and a file found damaged while in use is moved aside and started afresh.
 */
export function openGuardedSqlite<Name extends string>(
  options: GuardedSqliteOptions<Name>,
): GuardedSqlite<Name> {
  const { file, log, kind } = options;
  let db = openSqliteFile(file, log, kind);
  let statements = prepareAll(db, options.statements);

  return {
    guarded(action, fallback, work) {
      try {
        return work(statements, db);
      } catch (error) {
        if (isCorruption(error) && file !== ':memory:') {
          log.warn(
            `${kind.title} ${file} is damaged (${String(error)}); it is moved aside and started afresh.`,
          );
          try {
            db.close();
          } catch {
            // Already unusable; the file is replaced below either way.
          }
          moveAside(file);
          db = openSqliteFile(file, log, kind);
          statements = prepareAll(db, options.statements);
        } else {
          log.warn(`${kind.contents} could not ${action}: ${String(error)}`);
        }
        return fallback;
      }
    },
  };
}
