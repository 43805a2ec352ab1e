import type { DatabaseSync } from 'node:sqlite';
import { guessMapping } from '../../shared/import/guess-mapping.ts';
import type { ImportLink } from '../../shared/import/row-check.ts';
import { cellsWithoutPassword, passwordColumnOf } from './password-cells.ts';

/** Columns the journal gained after its first version: a file written by an older one is given them on open. */
const ADDED_COLUMNS: Record<'imports' | 'import_rows', string[]> = {
  imports: ['username TEXT', 'key_print TEXT', 'password_column INTEGER', 'newest_link_before INTEGER'],
  import_rows: ['password TEXT', 'maybe_link_id INTEGER', 'maybe_short_url TEXT'],
};

const FINAL_ROWS = new Set(['created', 'failed', 'skipped']);
const FINAL_IMPORTS = new Set(['done', 'cancelled']);

const columnsOf = (db: DatabaseSync, table: string) =>
  new Set(
    (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).map(
      (c) => c.name,
    ),
  );

/**
 * The first version kept link passwords in plain text: in each row's `link` and in its `cells`, skipped rows
 * included, for good. The cells lose the password column (named by the links, else by the header); a row with
 * an answer, or of an import that is over, loses its link's password; a row still to send keeps it until
 * `sealLeftovers` can reach the keychain to seal it.
 */
function blankOldPasswords(db: DatabaseSync): void {
  const imports = db.prepare('SELECT id, sheet, state FROM imports').all() as {
    id: string;
    sheet: string;
    state: string;
  }[];
  const rowsOf = db.prepare('SELECT row, cells, link, state FROM import_rows WHERE import_id = ?');
  const setRow = db.prepare('UPDATE import_rows SET cells = ?, link = ? WHERE import_id = ? AND row = ?');
  const setColumn = db.prepare('UPDATE imports SET password_column = ? WHERE id = ?');
  for (const record of imports) {
    const rows = (
      rowsOf.all(record.id) as { row: number; cells: string; link: string | null; state: string }[]
    ).map((row) => ({
      ...row,
      cells: JSON.parse(row.cells) as string[],
      link: row.link === null ? null : (JSON.parse(row.link) as ImportLink),
    }));
    const cells = rows.map((row) => row.cells);
    const header = (JSON.parse(record.sheet) as { header: string[] }).header;
    const column =
      passwordColumnOf(
        cells,
        rows.map((row) => ({ row: row.row, password: row.link?.password })),
      ) ??
      guessMapping(header, cells).password ??
      null;
    setColumn.run(column, record.id);
    for (const row of rows) {
      const password = row.link?.password;
      if (column === null && password === undefined) continue;
      const link = row.link ? { ...row.link } : null;
      if (link && (FINAL_ROWS.has(row.state) || FINAL_IMPORTS.has(record.state))) delete link.password;
      setRow.run(
        JSON.stringify(cellsWithoutPassword(row.cells, column, password)),
        link ? JSON.stringify(link) : null,
        record.id,
        row.row,
      );
    }
  }
}

/**
 * Brings a journal written by an older Linkdesk up to date; true when it did. A file of the first version is
 * then rewritten whole (VACUUM), since that one left the rows it deleted in its free pages, passwords with them.
 */
export function upgradeJournal(db: DatabaseSync): boolean {
  // Only the first version, without sealed passwords, kept them in plain text.
  const plainPasswords = !columnsOf(db, 'import_rows').has('password');
  const missing = (Object.keys(ADDED_COLUMNS) as (keyof typeof ADDED_COLUMNS)[]).flatMap((table) => {
    const have = columnsOf(db, table);
    return ADDED_COLUMNS[table]
      .filter((column) => !have.has(column.split(' ')[0]!))
      .map((column) => `ALTER TABLE ${table} ADD COLUMN ${column}`);
  });
  if (missing.length === 0) return false;
  db.exec('BEGIN');
  try {
    for (const statement of missing) db.exec(statement);
    if (plainPasswords) blankOldPasswords(db);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  if (plainPasswords) db.exec('VACUUM');
  return true;
}
