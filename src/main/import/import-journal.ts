import type { DatabaseSync } from 'node:sqlite';
import type { ImportLink } from '../../shared/import/row-check.ts';
import type { ImportCounts, ImportRowResult, ImportRowState, ImportState } from '../../shared/ipc/imports.ts';
import type { Sheet } from '../spreadsheet/sheet.ts';
import { openSqliteFile, type SqliteLog } from '../sqlite/sqlite-file.ts';

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
}

export interface JournalRow {
  row: number;
  state: ImportRowState;
  link: ImportLink | null;
  /** When it was marked `sending`, in milliseconds since 1970. */
  sentAt: number | null;
}

export interface NewImport {
  importId: string;
  accountId: string;
  installation: string;
  fileName: string;
  sheet: Sheet;
  /** The rows to send, by index in `sheet.rows`; every other row is recorded as skipped with `skipped`'s reason. */
  send: readonly { row: number; link: ImportLink }[];
  skipped: ReadonlyMap<number, string>;
  createdAt: number;
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
    created_at INTEGER NOT NULL
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
    PRIMARY KEY (import_id, row)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS import_rows_to_send ON import_rows (import_id, state, row);
`;

const EMPTY_COUNTS: ImportCounts = { pending: 0, sending: 0, created: 0, failed: 0, skipped: 0 };

/**
 * Every import and every row's outcome, in `imports.db` beside the other files. A row is marked `sending` and
 * the mark is on disk before its request leaves, and its answer is written as soon as it arrives: whatever
 * stops Linkdesk (a crash, a quit, a cut connection), the rows with an answer are never sent again and the
 * rows in between are known to need a check. Writes are synchronous with `synchronous = FULL`, so even a power
 * cut cannot lose a `sending` mark; a failed write throws, and the import stops rather than send unrecorded.
 */
export function createImportJournal(options: { file: string; log: SqliteLog }) {
  const db: DatabaseSync = openSqliteFile(options.file, options.log, {
    version: 1,
    create: TABLES,
    keepNewer: true,
    title: 'The import journal',
    contents: 'The import journal',
    kept: 'imports',
  });
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');

  const statements = {
    insertImport: db.prepare(
      `INSERT INTO imports (id, account_id, installation, file_name, sheet, state, message, created_at)
       VALUES (?, ?, ?, ?, ?, ?, NULL, ?)`,
    ),
    insertRow: db.prepare(
      'INSERT INTO import_rows (import_id, row, cells, link, state, message) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    imports: db.prepare('SELECT * FROM imports ORDER BY created_at DESC'),
    oneImport: db.prepare('SELECT * FROM imports WHERE id = ?'),
    counts: db.prepare('SELECT state, COUNT(*) AS count FROM import_rows WHERE import_id = ? GROUP BY state'),
    // Rows whose answer is unknown come first: they are checked before anything new is sent.
    next: db.prepare(
      `SELECT row, state, link, sent_at FROM import_rows WHERE import_id = ? AND state IN ('sending', 'pending')
       ORDER BY state = 'pending', row LIMIT 1`,
    ),
    setState: db.prepare('UPDATE imports SET state = ?, message = ? WHERE id = ?'),
    markSending: db.prepare(
      "UPDATE import_rows SET state = 'sending', sent_at = ? WHERE import_id = ? AND row = ?",
    ),
    markCreated: db.prepare(
      "UPDATE import_rows SET state = 'created', link_id = ?, short_url = ?, message = NULL WHERE import_id = ? AND row = ?",
    ),
    markFailed: db.prepare(
      "UPDATE import_rows SET state = 'failed', message = ? WHERE import_id = ? AND row = ?",
    ),
    markPending: db.prepare(
      "UPDATE import_rows SET state = 'pending', sent_at = NULL WHERE import_id = ? AND row = ?",
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
    cells: db.prepare(
      'SELECT row, cells, state, short_url, message FROM import_rows WHERE import_id = ? ORDER BY row',
    ),
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

  return {
    /** Records the import and all its rows in one transaction: it exists whole or not at all. */
    create(fresh: NewImport): void {
      const { rows, ...shape } = fresh.sheet;
      const links = new Map(fresh.send.map((entry) => [entry.row, entry.link]));
      inTransaction(() => {
        statements.insertImport.run(
          fresh.importId,
          fresh.accountId,
          fresh.installation,
          fresh.fileName,
          JSON.stringify(shape),
          'running',
          fresh.createdAt,
        );
        rows.forEach((cells, row) => {
          const link = links.get(row);
          statements.insertRow.run(
            fresh.importId,
            row,
            JSON.stringify(cells),
            link ? JSON.stringify(link) : null,
            link ? 'pending' : 'skipped',
            link ? null : (fresh.skipped.get(row) ?? 'Not sent: the row did not pass the checks.'),
          );
        });
      });
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

    /** The next row to work on: one whose answer is unknown, else the first not sent; null when none is left. */
    next(importId: string): JournalRow | null {
      const row = statements.next.get(importId) as
        { row: number; state: ImportRowState; link: string | null; sent_at: number | null } | undefined;
      if (!row) return null;
      return {
        row: row.row,
        state: row.state,
        link: row.link === null ? null : (JSON.parse(row.link) as ImportLink),
        sentAt: row.sent_at,
      };
    },

    setState(importId: string, state: ImportState, message: string | null = null): void {
      statements.setState.run(state, message, importId);
    },
    markSending: (importId: string, row: number, at: number) =>
      void statements.markSending.run(at, importId, row),
    markCreated: (importId: string, row: number, linkId: number, shortUrl: string) =>
      void statements.markCreated.run(linkId, shortUrl, importId, row),
    markFailed: (importId: string, row: number, message: string) =>
      void statements.markFailed.run(message, importId, row),
    /** A row checked and found not to have reached the installation: it is sent again. */
    markPending: (importId: string, row: number) => void statements.markPending.run(importId, row),

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

    /** The sheet's rows as they came in, with each one's outcome, for the export. */
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

    remove: (importId: string) => void statements.remove.run(importId),
    close: () => db.close(),
  };
}

export type ImportJournal = ReturnType<typeof createImportJournal>;
