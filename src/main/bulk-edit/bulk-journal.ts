import type { DatabaseSync } from 'node:sqlite';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BulkChanges } from '../../shared/bulk-edit/bulk-changes.ts';
import type { BulkLinkState, FieldChange, PlannedBody } from '../../shared/bulk-edit/plan-link.ts';
import type {
  BulkEditCounts,
  BulkEditState,
  BulkRowResult,
  BulkRowState,
} from '../../shared/ipc/bulk-edit.ts';
import { openSqliteFile, type SqliteFileKind, type SqliteLog } from '../sqlite/sqlite-file.ts';

const JOURNAL_FILE: SqliteFileKind = {
  version: 1,
  create: `
    CREATE TABLE IF NOT EXISTS edits (
      edit_id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL,
      installation TEXT NOT NULL,
      label TEXT NOT NULL,
      kind TEXT NOT NULL,
      undo_of TEXT,
      undone_by TEXT,
      changes TEXT NOT NULL,
      replaces INTEGER NOT NULL,
      state TEXT NOT NULL,
      message TEXT,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS edit_rows (
      edit_id TEXT NOT NULL REFERENCES edits(edit_id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      link_id INTEGER NOT NULL,
      shorturl TEXT NOT NULL,
      state TEXT NOT NULL,
      restore TEXT,
      before TEXT,
      changes TEXT,
      message TEXT,
      sent_at INTEGER,
      PRIMARY KEY (edit_id, position)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS edit_rows_by_state ON edit_rows (edit_id, state, position);
  `,
  keepNewer: true,
  title: 'The bulk edit journal',
  contents: 'The bulk edits',
  kept: 'bulk edits',
};

/** What an Undo row puts back, and what the link must still hold for it to be put back. */
export interface RowRestore {
  body: PlannedBody;
  /** The values the edit left, field by field: a link that holds others was changed since and is left alone. */
  expect: Partial<Record<keyof PlannedBody, unknown>>;
}

export interface JournalEdit {
  editId: string;
  accountId: string;
  /** The installation the account pointed at when the edit began: its links are there or nowhere. */
  installation: string;
  label: string;
  kind: 'edit' | 'undo';
  undoOf: string | null;
  undoneBy: string | null;
  changes: BulkChanges;
  /** Decided once, when the edit begins: whether updates there replace the whole link. */
  replaces: boolean;
  state: BulkEditState;
  message: string | null;
  createdAt: number;
}

export interface JournalRow {
  position: number;
  linkId: number;
  shorturl: string;
  state: BulkRowState;
  restore: RowRestore | null;
  /** The link as read just before it was sent. */
  before: BulkLinkState | null;
  changes: FieldChange[];
  message: string | null;
}

export interface NewEditRow {
  linkId: number;
  shorturl: string;
  restore?: RowRestore;
}

/** Rows written per transaction when an edit is recorded: a few milliseconds of main's time each. */
const ROWS_PER_TURN = 2_000;
/** An edit whose rows are still going into the journal: never listed, never started; gone at the next open. */
const PREPARING = 'preparing';
const STATES: BulkRowState[] = ['pending', 'sending', 'changed', 'unchanged', 'failed', 'skipped'];

interface EditRecord {
  edit_id: string;
  account_id: string;
  installation: string;
  label: string;
  kind: string;
  undo_of: string | null;
  undone_by: string | null;
  changes: string;
  replaces: number;
  state: string;
  message: string | null;
  created_at: number;
}

interface RowRecord {
  position: number;
  link_id: number;
  shorturl: string;
  state: string;
  restore: string | null;
  before: string | null;
  changes: string | null;
  message: string | null;
}

const editOf = (record: EditRecord): JournalEdit => ({
  editId: record.edit_id,
  accountId: record.account_id,
  installation: record.installation,
  label: record.label,
  kind: record.kind === 'undo' ? 'undo' : 'edit',
  undoOf: record.undo_of,
  undoneBy: record.undone_by,
  changes: JSON.parse(record.changes) as BulkChanges,
  replaces: record.replaces === 1,
  state: record.state as BulkEditState,
  message: record.message,
  createdAt: record.created_at,
});

const rowOf = (record: RowRecord): JournalRow => ({
  position: record.position,
  linkId: record.link_id,
  shorturl: record.shorturl,
  state: record.state as BulkRowState,
  restore: record.restore === null ? null : (JSON.parse(record.restore) as RowRestore),
  before: record.before === null ? null : (JSON.parse(record.before) as BulkLinkState),
  changes: record.changes === null ? [] : (JSON.parse(record.changes) as FieldChange[]),
  message: record.message,
});

/**
 * Every bulk edit and each link's course (bulk-edits.db). A row is marked `sending`, with the link as it was
 * read, before its request leaves, and settled as soon as the answer arrives; `synchronous = FULL`, so not even a
 * power cut loses a mark, and a failed write throws, which stops the edit rather than send unrecorded. The
 * values read before each change are what an Undo puts back.
 */
export function createBulkJournal(options: { file: string; log: SqliteLog }) {
  const db: DatabaseSync = openSqliteFile(options.file, options.log, JOURNAL_FILE);
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec(`DELETE FROM edits WHERE state = '${PREPARING}'`);

  const statements = {
    insertEdit: db.prepare(
      `INSERT INTO edits (edit_id, account_id, installation, label, kind, undo_of, undone_by, changes, replaces,
         state, message, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, NULL, ?)`,
    ),
    insertRow: db.prepare(
      `INSERT INTO edit_rows (edit_id, position, link_id, shorturl, state, restore) VALUES (?, ?, ?, ?, 'pending', ?)`,
    ),
    edit: db.prepare('SELECT * FROM edits WHERE edit_id = ?'),
    edits: db.prepare(`SELECT * FROM edits WHERE state != '${PREPARING}' ORDER BY created_at DESC, edit_id`),
    setStateOnly: db.prepare('UPDATE edits SET state = ? WHERE edit_id = ?'),
    counts: db.prepare('SELECT state, COUNT(*) AS count FROM edit_rows WHERE edit_id = ? GROUP BY state'),
    // One state at a time, each along the index: an ORDER BY over both would sort every row left, per row.
    firstIn: db.prepare('SELECT * FROM edit_rows WHERE edit_id = ? AND state = ? ORDER BY position LIMIT 1'),
    rows: db.prepare('SELECT * FROM edit_rows WHERE edit_id = ? ORDER BY position'),
    // What the person looks at first: refusals, links left alone, then the rest in order.
    results: db.prepare(
      `SELECT * FROM edit_rows WHERE edit_id = ? AND state != 'pending'
       ORDER BY CASE state WHEN 'failed' THEN 0 WHEN 'skipped' THEN 1 WHEN 'sending' THEN 2 ELSE 3 END, position
       LIMIT ?`,
    ),
    dropPreparing: db.prepare(`DELETE FROM edits WHERE state = '${PREPARING}'`),
    markSending: db.prepare(
      `UPDATE edit_rows SET state = 'sending', before = ?, changes = ?, sent_at = ? WHERE edit_id = ? AND position = ?`,
    ),
    settle: db.prepare(
      `UPDATE edit_rows SET state = ?, message = ?, changes = COALESCE(?, changes) WHERE edit_id = ? AND position = ?`,
    ),
    setState: db.prepare('UPDATE edits SET state = ?, message = ? WHERE edit_id = ?'),
    setUndoneBy: db.prepare('UPDATE edits SET undone_by = ? WHERE edit_id = ?'),
    putBack: db.prepare(`UPDATE edit_rows SET state = 'pending' WHERE edit_id = ? AND position = ?`),
    dropPending: db.prepare(
      `UPDATE edit_rows SET state = 'skipped', message = ? WHERE edit_id = ? AND state = 'pending'`,
    ),
  };

  return {
    /**
     * Records an edit whole before it is started: its rows go in ROWS_PER_TURN to a transaction, with a turn of
     * main's event loop between, under a state nothing lists; an edit cut short there is dropped at the next open.
     */
    async create(
      edit: Omit<JournalEdit, 'state' | 'message' | 'undoneBy'>,
      rows: readonly NewEditRow[],
    ): Promise<void> {
      statements.insertEdit.run(
        edit.editId,
        edit.accountId,
        edit.installation,
        edit.label,
        edit.kind,
        edit.undoOf,
        JSON.stringify(edit.changes),
        edit.replaces ? 1 : 0,
        PREPARING,
        edit.createdAt,
      );
      try {
        for (let start = 0; start < rows.length; start += ROWS_PER_TURN) {
          db.exec('BEGIN');
          try {
            for (const [offset, row] of rows.slice(start, start + ROWS_PER_TURN).entries()) {
              statements.insertRow.run(
                edit.editId,
                start + offset,
                row.linkId,
                row.shorturl,
                row.restore ? JSON.stringify(row.restore) : null,
              );
            }
            db.exec('COMMIT');
          } catch (error) {
            db.exec('ROLLBACK');
            throw error;
          }
          if (start + ROWS_PER_TURN < rows.length) await nextTurn();
        }
        db.exec('BEGIN');
        statements.setStateOnly.run('running', edit.editId);
        if (edit.undoOf) statements.setUndoneBy.run(edit.editId, edit.undoOf);
        db.exec('COMMIT');
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK');
        statements.dropPreparing.run();
        throw error;
      }
    },

    get(editId: string): JournalEdit | null {
      const record = statements.edit.get(editId) as EditRecord | undefined;
      return record ? editOf(record) : null;
    },

    list(): JournalEdit[] {
      return (statements.edits.all() as unknown as EditRecord[]).map(editOf);
    },

    counts(editId: string): BulkEditCounts {
      const counts = Object.fromEntries(STATES.map((state) => [state, 0])) as BulkEditCounts;
      for (const { state, count } of statements.counts.all(editId) as {
        state: BulkRowState;
        count: number;
      }[]) {
        counts[state] = count;
      }
      return counts;
    },

    /** The row to handle next: one left `sending` (its answer lost) first, since it is checked before anything goes. */
    next(editId: string): JournalRow | null {
      const record = (statements.firstIn.get(editId, 'sending') ??
        statements.firstIn.get(editId, 'pending')) as RowRecord | undefined;
      return record ? rowOf(record) : null;
    },

    rows(editId: string): JournalRow[] {
      return (statements.rows.all(editId) as unknown as RowRecord[]).map(rowOf);
    },

    /** The rows handled so far, problems first, at most `limit` of them. */
    results(editId: string, limit: number): BulkRowResult[] {
      const records = statements.results.all(editId, limit) as unknown as RowRecord[];
      return records.map(rowOf).map(({ linkId, shorturl, state, message, changes }) => ({
        linkId,
        shorturl,
        state,
        message,
        changes,
      }));
    },

    /** Before the request leaves: the link as read, and what will change. */
    markSending(editId: string, position: number, before: BulkLinkState, changes: FieldChange[], at: number) {
      statements.markSending.run(JSON.stringify(before), JSON.stringify(changes), at, editId, position);
    },

    settle(
      editId: string,
      position: number,
      state: Exclude<BulkRowState, 'pending' | 'sending'>,
      message: string | null = null,
      changes?: FieldChange[],
    ) {
      statements.settle.run(state, message, changes ? JSON.stringify(changes) : null, editId, position);
    },

    setState(editId: string, state: BulkEditState, message: string | null = null) {
      statements.setState.run(state, message, editId);
    },

    /** A request certainly not applied (taken out of the queue, refused before sending): it goes again. */
    putBack(editId: string, position: number) {
      statements.putBack.run(editId, position);
    },

    /** A cancel: rows not sent yet are left out, said so. */
    leaveOutPending(editId: string, message: string) {
      statements.dropPending.run(message, editId);
    },

    close() {
      db.close();
    },
  };
}

export type BulkJournal = ReturnType<typeof createBulkJournal>;
