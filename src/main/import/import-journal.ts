import type { DatabaseSync } from 'node:sqlite';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImportLink } from '../../shared/import/row-check.ts';
import type {
  ImportCounts,
  ImportQuestion,
  ImportRowResult,
  ImportRowState,
  ImportState,
} from '../../shared/ipc/imports.ts';
import type { Sheet } from '../spreadsheet/sheet.ts';
import { moveAside, openSqliteFile, type SqliteLog, type SqliteFileKind } from '../sqlite/sqlite-file.ts';
import type { NotedLink } from './import-note.ts';
import type { MadeLink } from './import-runner.ts';
import { upgradeJournal } from './journal-upgrade.ts';
import { cellsWithoutPassword, passwordColumnOf } from './password-cells.ts';
import { placeOf, type Sealer } from './password-seal.ts';

/** An import whose rows are still going into the journal (`create`): never listed, never started. */
const PREPARING = 'preparing';
/** Rows written per transaction when an import is recorded: a few milliseconds of main's time each. */
const ROWS_PER_TURN = 2_000;

/** The sheet as it came in, without its rows: what the export writes back, with the short URLs added. */
export type SheetShape = Omit<Sheet, 'rows'>;

export interface JournalImport {
  importId: string;
  accountId: string;
  /** The installation the account pointed at when the import began: its rows go there or nowhere. */
  installation: string;
  fileName: string;
  sheet: SheetShape;
  state: ImportState;
  message: string | null;
  createdAt: number;
  /** Whose the rows are on the installation: only an account of the same user may take the import over. */
  owner: ImportOwner | null;
  /** The sheet's password column, blanked in the rows kept; null when the sheet had none. */
  passwordColumn: number | null;
  /**
   * The account's newest link when the import began to send: every link of its rows has a greater id. Null
   * until taken (before the first run), and for an import an older Linkdesk began.
   */
  newestLinkBefore: number | null;
}

/** The installation's user an import began as. */
export interface ImportOwner {
  /** '' when the key could not read its own account. */
  username: string;
  /** SHA-256 of the account's API key, for a key that cannot say whose it is. */
  keyPrint: string | null;
}

export interface JournalRow {
  row: number;
  state: ImportRowState;
  /** The link to make, without its password. */
  link: ImportLink | null;
  /** The row's password, sealed (`password-seal.ts`); null when it has none. */
  sealedPassword: string | null;
  /** When it was marked `sending`, in milliseconds since 1970. */
  sentAt: number | null;
}

/** A link an earlier import made: what tells a row of a sheet chosen again as already made. */
export interface MadeByImport {
  url: string;
  alias: string | null;
  fileName: string;
  createdAt: number;
}

export interface NewImport {
  importId: string;
  accountId: string;
  installation: string;
  fileName: string;
  sheet: Sheet;
  /** The rows to send, by index in `sheet.rows`; every other row is recorded as skipped with `skipped`'s reason. */
  send: readonly { row: number; link: NotedLink }[];
  skipped: ReadonlyMap<number, string>;
  createdAt: number;
  owner: ImportOwner;
  /** The sheet's password column, if the window said; else found from the rows sent with a password. */
  passwordColumn?: number | undefined;
}

const TABLES = `
  CREATE TABLE IF NOT EXISTS imports (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL,
    installation TEXT NOT NULL,
    file_name TEXT NOT NULL,
    sheet TEXT NOT NULL,
    state TEXT NOT NULL,
    message TEXT,
    created_at INTEGER NOT NULL,
    username TEXT,
    key_print TEXT,
    password_column INTEGER,
    newest_link_before INTEGER
  );
  CREATE TABLE IF NOT EXISTS import_rows (
    import_id TEXT NOT NULL REFERENCES imports(id) ON DELETE CASCADE,
    row INTEGER NOT NULL,
    cells TEXT NOT NULL,
    link TEXT,
    state TEXT NOT NULL,
    sent_at INTEGER,
    link_id INTEGER,
    short_url TEXT,
    message TEXT,
    password TEXT,
    maybe_link_id INTEGER,
    maybe_short_url TEXT,
    PRIMARY KEY (import_id, row)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS import_rows_to_send ON import_rows (import_id, state, row);
`;

const EMPTY_COUNTS: ImportCounts = { pending: 0, sending: 0, created: 0, failed: 0, skipped: 0 };
/** How many rows waiting for the person's word a summary names: the list shows them one by one. */
const QUESTIONS_SHOWN = 20;

const JOURNAL_FILE: SqliteFileKind = {
  version: 2,
  create: TABLES,
  keepNewer: true,
  title: 'The import journal',
  contents: 'The import journal',
  kept: 'imports',
};

/**
 * Opens the file with what keeps deleted passwords out of it: SQLite overwrites what it deletes with zeros
 * (`secure_delete`), and every erase ends with a checkpoint that empties the WAL (`erased` below).
 */
function openJournalFile(file: string, log: SqliteLog): DatabaseSync {
  let db = openSqliteFile(file, log, JOURNAL_FILE);
  db.exec('PRAGMA secure_delete = ON');
  try {
    if (upgradeJournal(db)) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } catch (error) {
    // A journal the upgrade cannot read is set aside like a damaged one, never deleted.
    db.close();
    const aside = moveAside(file);
    log.warn(
      `The import journal ${file} could not be upgraded (${String(error)}); it was moved to ${aside}.`,
    );
    db = openSqliteFile(file, log, JOURNAL_FILE);
    db.exec('PRAGMA secure_delete = ON');
  }
  return db;
}

/**
 * Every import and every row's outcome, in `imports.db` beside the other files. A row is marked `sending` and
 * the mark is on disk before its request leaves, and its answer is written as soon as it arrives: whatever
 * stops Linkdesk (a crash, a quit, a cut connection), the rows with an answer are never sent again and the
 * rows in between are known to need a check. Writes are synchronous with `synchronous = FULL`, so even a power
 * cut cannot lose a `sending` mark; a failed write throws, and the import stops rather than send unrecorded.
 *
 * Link passwords are never in the file in plain text: a row's password is kept sealed (`password-seal.ts`)
 * until the row is over (made, refused, or its import cancelled or done), then erased; the sheet's password
 * column is blanked in the cells kept for the export.
 */
export function createImportJournal(options: { file: string; log: SqliteLog }) {
  const db: DatabaseSync = openJournalFile(options.file, options.log);
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  // An import whose rows were still going in when Linkdesk stopped was never started: it goes, rows and all.
  db.prepare('DELETE FROM imports WHERE state = ?').run(PREPARING);

  const statements = {
    insertImport: db.prepare(
      `INSERT INTO imports (id, account_id, installation, file_name, sheet, state, message, created_at,
         username, key_print, password_column)
       VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
    ),
    insertRow: db.prepare(
      'INSERT INTO import_rows (import_id, row, cells, link, state, message, password) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    imports: db.prepare(`SELECT * FROM imports WHERE state != '${PREPARING}' ORDER BY created_at DESC`),
    oneImport: db.prepare(`SELECT * FROM imports WHERE id = ? AND state != '${PREPARING}'`),
    counts: db.prepare('SELECT state, COUNT(*) AS count FROM import_rows WHERE import_id = ? GROUP BY state'),
    // Rows whose answer is unknown come first: they are checked before anything new is sent. A row waiting for
    // the person's word is not worked on.
    next: db.prepare(
      `SELECT row, state, link, password, sent_at FROM import_rows
       WHERE import_id = ? AND state IN ('sending', 'pending') AND maybe_link_id IS NULL
       ORDER BY state = 'pending', row LIMIT 1`,
    ),
    setState: db.prepare('UPDATE imports SET state = ?, message = ? WHERE id = ?'),
    setOwner: db.prepare('UPDATE imports SET username = ?, key_print = ? WHERE id = ?'),
    setNewestLinkBefore: db.prepare('UPDATE imports SET newest_link_before = ? WHERE id = ?'),
    reattach: db.prepare('UPDATE imports SET account_id = ?, message = NULL WHERE id = ?'),
    markSending: db.prepare(
      "UPDATE import_rows SET state = 'sending', sent_at = ? WHERE import_id = ? AND row = ?",
    ),
    markCreated: db.prepare(
      `UPDATE import_rows SET state = 'created', link_id = ?, short_url = ?, message = NULL, password = NULL,
         maybe_link_id = NULL, maybe_short_url = NULL
       WHERE import_id = ? AND row = ?`,
    ),
    // The password stays: a row refused with the same words as the nine before it is put back to send again.
    markFailed: db.prepare(
      "UPDATE import_rows SET state = 'failed', message = ? WHERE import_id = ? AND row = ?",
    ),
    markPending: db.prepare(
      `UPDATE import_rows SET state = 'pending', sent_at = NULL, maybe_link_id = NULL, maybe_short_url = NULL,
         message = NULL
       WHERE import_id = ? AND row = ?`,
    ),
    markUnsure: db.prepare(
      "UPDATE import_rows SET maybe_link_id = ?, maybe_short_url = ? WHERE import_id = ? AND row = ? AND state = 'sending'",
    ),
    unsureCount: db.prepare(
      `SELECT COUNT(*) AS count FROM import_rows
       WHERE import_id = ? AND state = 'sending' AND maybe_link_id IS NOT NULL`,
    ),
    unsure: db.prepare(
      `SELECT row, maybe_link_id, maybe_short_url FROM import_rows
       WHERE import_id = ? AND state = 'sending' AND maybe_link_id IS NOT NULL ORDER BY row LIMIT ?`,
    ),
    oneUnsure: db.prepare(
      `SELECT maybe_link_id, maybe_short_url FROM import_rows
       WHERE import_id = ? AND row = ? AND state = 'sending' AND maybe_link_id IS NOT NULL`,
    ),
    erasePassword: db.prepare(
      'UPDATE import_rows SET password = NULL WHERE import_id = ? AND row = ? AND password IS NOT NULL',
    ),
    // Rows with their answer lose their password, and every row once the import is over.
    settlePasswords: db.prepare(
      `UPDATE import_rows SET password = NULL WHERE import_id = ? AND password IS NOT NULL
       AND (state IN ('created', 'failed', 'skipped')
            OR (SELECT state FROM imports WHERE id = import_id) IN ('done', 'cancelled'))`,
    ),
    // Every import's: a link another import made from the same address is not this row's either.
    createdLinkIds: db.prepare(
      "SELECT link_id FROM import_rows WHERE state = 'created' AND link_id IS NOT NULL",
    ),
    lastCreatedLinkId: db.prepare(
      "SELECT MAX(link_id) AS id FROM import_rows WHERE import_id = ? AND state = 'created'",
    ),
    results: db.prepare(
      'SELECT row, state, short_url, message FROM import_rows WHERE import_id = ? ORDER BY row',
    ),
    // The links an account's imports made, for a sheet chosen again: its rows would be refused or made twice.
    madeLinks: db.prepare(
      `SELECT json_extract(r.link, '$.url') AS url, json_extract(r.link, '$.custom') AS alias,
         i.file_name, i.created_at
       FROM import_rows r JOIN imports i ON i.id = r.import_id
       WHERE i.account_id = ? AND i.state != '${PREPARING}' AND r.state = 'created' AND r.link IS NOT NULL`,
    ),
    cells: db.prepare(
      'SELECT row, cells, state, short_url, message FROM import_rows WHERE import_id = ? ORDER BY row',
    ),
    // Passwords a journal of the first version kept in plain text in a row still to send.
    plainPasswords: db.prepare(
      "SELECT import_id, row, link FROM import_rows WHERE json_extract(link, '$.password') IS NOT NULL",
    ),
    sealOld: db.prepare('UPDATE import_rows SET link = ?, password = ? WHERE import_id = ? AND row = ?'),
    remove: db.prepare('DELETE FROM imports WHERE id = ?'),
  };

  const readImport = (row: Record<string, unknown>): JournalImport => ({
    importId: String(row.id),
    accountId: String(row.account_id),
    installation: String(row.installation),
    fileName: String(row.file_name),
    sheet: JSON.parse(String(row.sheet)) as SheetShape,
    state: row.state as ImportState,
    message: row.message === null ? null : String(row.message),
    createdAt: Number(row.created_at),
    owner:
      row.username === null
        ? null
        : { username: String(row.username), keyPrint: row.key_print === null ? null : String(row.key_print) },
    passwordColumn: row.password_column === null ? null : Number(row.password_column),
    newestLinkBefore: row.newest_link_before === null ? null : Number(row.newest_link_before),
  });

  /** The file's row number of the first data row: the one after the header. */
  const firstRowNumber = (importId: string) => {
    const row = statements.oneImport.get(importId);
    return row ? (readImport(row).sheet.headerRowNumber ?? 1) + 1 : 2;
  };

  const inTransaction = (work: () => void) => {
    db.exec('BEGIN');
    try {
      work();
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  };

  /**
   * After passwords were erased: the WAL still holds the pages as they were, so it is written back and
   * emptied. Not after each row made (a checkpoint costs a flush of the file): the run's end does it.
   */
  const emptyWal = () => db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  const erased = (changes: number | bigint) => {
    if (Number(changes) > 0) emptyWal();
  };

  /** After a run or at an import's end: also writes back the erases of the rows made meanwhile (`markCreated`). */
  const settlePasswords = (importId: string) => {
    statements.settlePasswords.run(importId);
    emptyWal();
  };

  return {
    /**
     * Records the import and all its rows: it exists whole or not at all. The rows go in ROWS_PER_TURN at a
     * time, each batch its own transaction with a turn of the event loop after it, so that a sheet of 100,000
     * rows does not stop main for the half second one transaction takes. Until the last batch is in, the import
     * is `preparing`: nobody lists it, and one left so by a crash is removed at the next open. The rows'
     * passwords are kept as `sealed` has them, by row (`sealPasswords`), and blanked in the cells kept; the
     * links' own are never written.
     */
    async create(fresh: NewImport, sealed: ReadonlyMap<number, string>): Promise<void> {
      const { rows, ...shape } = fresh.sheet;
      const links = new Map(fresh.send.map((entry) => [entry.row, entry.link]));
      const passwordColumn =
        fresh.passwordColumn ??
        passwordColumnOf(
          rows,
          fresh.send.map((entry) => ({ row: entry.row, password: entry.link.password })),
        );
      statements.insertImport.run(
        fresh.importId,
        fresh.accountId,
        fresh.installation,
        fresh.fileName,
        JSON.stringify(shape),
        PREPARING,
        fresh.createdAt,
        fresh.owner.username,
        fresh.owner.keyPrint,
        passwordColumn,
      );
      try {
        for (let first = 0; first < rows.length; first += ROWS_PER_TURN) {
          inTransaction(() => {
            rows.slice(first, first + ROWS_PER_TURN).forEach((cells, offset) => {
              const row = first + offset;
              const sent = links.get(row);
              const { password, ...link } = sent ?? { password: undefined };
              const sealedPassword = password === undefined ? null : sealed.get(row);
              if (sealedPassword === undefined) throw new Error(`The password of row ${row} was not sealed.`);
              statements.insertRow.run(
                fresh.importId,
                row,
                JSON.stringify(cellsWithoutPassword(cells, passwordColumn, password)),
                sent ? JSON.stringify(link) : null,
                sent ? 'pending' : 'skipped',
                sent ? null : (fresh.skipped.get(row) ?? 'Not sent: the row did not pass the checks.'),
                sealedPassword,
              );
            });
          });
          await nextTurn();
        }
        statements.setState.run('running', null, fresh.importId);
      } catch (error) {
        // Whatever was written goes with it (the rows by the foreign key's cascade).
        statements.remove.run(fresh.importId);
        throw error;
      }
    },

    imports: (): JournalImport[] => statements.imports.all().map(readImport),

    get(importId: string): JournalImport | null {
      const row = statements.oneImport.get(importId);
      return row ? readImport(row) : null;
    },

    counts(importId: string): ImportCounts {
      const counts = { ...EMPTY_COUNTS };
      for (const { state, count } of statements.counts.all(importId) as {
        state: ImportRowState;
        count: number;
      }[]) {
        counts[state] = count;
      }
      return counts;
    },

    /**
     * The next row to work on: one whose answer is unknown, else the first not sent; null when none is left
     * (rows waiting for the person's word aside).
     */
    next(importId: string): JournalRow | null {
      const row = statements.next.get(importId) as
        | {
            row: number;
            state: ImportRowState;
            link: string | null;
            password: string | null;
            sent_at: number | null;
          }
        | undefined;
      if (!row) return null;
      return {
        row: row.row,
        state: row.state,
        link: row.link === null ? null : (JSON.parse(row.link) as ImportLink),
        sealedPassword: row.password,
        sentAt: row.sent_at,
      };
    },

    /** Ends in `done` or `cancelled` erase every password the import still held. */
    setState(importId: string, state: ImportState, message: string | null = null): void {
      statements.setState.run(state, message, importId);
      if (state === 'done' || state === 'cancelled') settlePasswords(importId);
    },
    markSending: (importId: string, row: number, at: number) =>
      void statements.markSending.run(at, importId, row),
    /** Made: the row's password is erased. */
    markCreated: (importId: string, row: number, linkId: number, shortUrl: string) =>
      void statements.markCreated.run(linkId, shortUrl, importId, row),
    /** Refused: its password is erased by `erasePasswords` or `settlePasswords` once it cannot be put back. */
    markFailed: (importId: string, row: number, message: string) =>
      void statements.markFailed.run(message, importId, row),
    /** A row checked and found not to have reached the installation: it is sent again. */
    markPending: (importId: string, row: number) => void statements.markPending.run(importId, row),
    /** A row sent whose answer was lost, and a link Linkdesk cannot prove is its own: it waits for the person. */
    markUnsure: (importId: string, row: number, link: MadeLink) =>
      void statements.markUnsure.run(link.id, link.shorturl, importId, row),

    /** Rows waiting for the person's word: the first few, in order. */
    questions(importId: string): ImportQuestion[] {
      const firstRow = firstRowNumber(importId);
      return (
        statements.unsure.all(importId, QUESTIONS_SHOWN) as {
          row: number;
          maybe_short_url: string;
        }[]
      ).map((row) => ({ row: row.row, rowNumber: firstRow + row.row, shortUrl: row.maybe_short_url }));
    },
    /** How many rows wait for the person's word: all of them, not only those `questions` names. */
    unsureCount: (importId: string): number =>
      Number((statements.unsureCount.get(importId) as { count: number }).count),
    /** The link a row waiting for the person's word may have made; null when the row is not waiting. */
    unsureLink(importId: string, row: number): MadeLink | null {
      const found = statements.oneUnsure.get(importId, row) as
        { maybe_link_id: number; maybe_short_url: string } | undefined;
      return found ? { id: found.maybe_link_id, shorturl: found.maybe_short_url } : null;
    },

    /** Erases the passwords of these rows (refused for good). */
    erasePasswords(importId: string, rows: readonly number[]): void {
      let changes = 0;
      for (const row of rows) changes += Number(statements.erasePassword.run(importId, row).changes);
      erased(changes);
    },
    /** Erases what no row needs any more: the passwords of rows with their answer, all once the import is over. */
    settlePasswords,

    /**
     * Seals the passwords a journal of the first version kept in plain text for rows still to send; the
     * number sealed.
     */
    sealLeftovers(seal: Sealer): number {
      const rows = statements.plainPasswords.all() as { import_id: string; row: number; link: string }[];
      inTransaction(() => {
        for (const row of rows) {
          const { password, ...link } = JSON.parse(row.link) as ImportLink;
          statements.sealOld.run(
            JSON.stringify(link),
            seal(password!, placeOf(row.import_id, row.row)),
            row.import_id,
            row.row,
          );
        }
      });
      erased(rows.length);
      return rows.length;
    },
    /** Whether `sealLeftovers` has anything to do: the keychain is only asked when it has. */
    hasPlainPasswords: () => statements.plainPasswords.get() !== undefined,

    /** Records whose an import of the first version is, which it did not. */
    setOwner: (importId: string, owner: ImportOwner) =>
      void statements.setOwner.run(owner.username, owner.keyPrint, importId),
    /** Records the account's newest link before the import's first row is sent (`JournalImport`). */
    setNewestLinkBefore: (importId: string, linkId: number) =>
      void statements.setNewestLinkBefore.run(linkId, importId),
    /** Gives the import to another account (of the same user on the same installation: checked by the caller). */
    reattach: (importId: string, accountId: string) => void statements.reattach.run(accountId, importId),

    /** Links imports made, so that a check for an unknown row never claims one of them twice. */
    createdLinkIds(): Set<number> {
      return new Set((statements.createdLinkIds.all() as { link_id: number }[]).map((row) => row.link_id));
    },

    /**
     * The newest link this import made (installations number links in order): the link of a row sent after it
     * has a greater id. 0 before the first.
     */
    lastCreatedLinkId(importId: string): number {
      return Number((statements.lastCreatedLinkId.get(importId) as { id: number | null }).id ?? 0);
    },

    results(importId: string): ImportRowResult[] {
      const firstRow = firstRowNumber(importId);
      return (
        statements.results.all(importId) as {
          row: number;
          state: ImportRowState;
          short_url: string | null;
          message: string | null;
        }[]
      ).map((row) => ({
        row: row.row,
        rowNumber: firstRow + row.row,
        state: row.state,
        shortUrl: row.short_url,
        message: row.message,
      }));
    },

    /** Every link the account's imports made: its long URL and alias, and which import made it when. */
    madeLinks(accountId: string): MadeByImport[] {
      return (
        statements.madeLinks.all(accountId) as {
          url: unknown;
          alias: unknown;
          file_name: string;
          created_at: number;
        }[]
      ).flatMap((row) =>
        typeof row.url === 'string'
          ? [
              {
                url: row.url,
                alias: typeof row.alias === 'string' && row.alias !== '' ? row.alias : null,
                fileName: String(row.file_name),
                createdAt: Number(row.created_at),
              },
            ]
          : [],
      );
    },

    /** The sheet's rows as they came in (the password column blanked), with each one's outcome, for the export. */
    rowsWithResults(importId: string): { cells: string[]; result: ImportRowResult }[] {
      const firstRow = firstRowNumber(importId);
      return (
        statements.cells.all(importId) as {
          row: number;
          cells: string;
          state: ImportRowState;
          short_url: string | null;
          message: string | null;
        }[]
      ).map((row) => ({
        cells: JSON.parse(row.cells) as string[],
        result: {
          row: row.row,
          rowNumber: firstRow + row.row,
          state: row.state,
          shortUrl: row.short_url,
          message: row.message,
        },
      }));
    },

    /** Drops the import and its rows; with `secure_delete` and the checkpoint, nothing of them stays in the file. */
    remove(importId: string): void {
      statements.remove.run(importId);
      emptyWal();
    },
    close: () => {
      emptyWal();
      db.close();
    },
  };
}

export type ImportJournal = ReturnType<typeof createImportJournal>;
