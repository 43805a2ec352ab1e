import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { createImportJournal } from '../../src/main/import/import-journal.ts';
import { prepareJournal } from '../../src/main/import/journal-prepare.ts';
import { createPasswordSeal, placeOf } from '../../src/main/import/password-seal.ts';
import { MapCredentials } from '../support/fakes.ts';
import { tempDir } from '../support/sandbox.ts';

/** The tables as the first version of the journal made them (schema 1). */
const FIRST_VERSION = `
  PRAGMA journal_mode = WAL;
  CREATE TABLE imports (
    id TEXT PRIMARY KEY, account_id TEXT NOT NULL, installation TEXT NOT NULL, file_name TEXT NOT NULL,
    sheet TEXT NOT NULL, state TEXT NOT NULL, message TEXT, created_at INTEGER NOT NULL
  );
  CREATE TABLE import_rows (
    import_id TEXT NOT NULL REFERENCES imports(id) ON DELETE CASCADE, row INTEGER NOT NULL,
    cells TEXT NOT NULL, link TEXT, state TEXT NOT NULL, sent_at INTEGER, link_id INTEGER,
    short_url TEXT, message TEXT, PRIMARY KEY (import_id, row)
  ) WITHOUT ROWID;
  CREATE INDEX import_rows_to_send ON import_rows (import_id, state, row);
  PRAGMA user_version = 1;
`;

const SHEET = JSON.stringify({ format: 'csv', sheetName: 'links', header: ['url', 'alias', 'password'] });
const MADE = 'OLDPW-made-s3cr3t';
const WAITING = 'OLDPW-waiting-s3cr3t';
const SKIPPED = 'OLDPW-skipped-s3cr3t';
const FORGOTTEN = 'OLDPW-forgotten-s3cr3t';

/** A journal as the first version left it: passwords in links and cells, and a removed import's rows. */
function writeFirstVersionJournal(file: string): void {
  const db = new DatabaseSync(file);
  db.exec(FIRST_VERSION);
  db.exec('PRAGMA foreign_keys = ON');
  const addImport = db.prepare(
    "INSERT INTO imports VALUES (?, 'account-1', 'https://go.test', 'links.csv', ?, ?, NULL, 0)",
  );
  const addRow = db.prepare(
    'INSERT INTO import_rows (import_id, row, cells, link, state) VALUES (?, ?, ?, ?, ?)',
  );
  const row = (
    importId: string,
    index: number,
    url: string,
    password: string,
    state: string,
    sent: boolean,
  ) =>
    addRow.run(
      importId,
      index,
      JSON.stringify([url, '', password]),
      sent ? JSON.stringify({ url, password }) : null,
      state,
    );
  addImport.run('kept', SHEET, 'paused');
  row('kept', 0, 'https://example.com/0', MADE, 'created', true);
  row('kept', 1, 'https://example.com/1', WAITING, 'pending', true);
  row('kept', 2, 'not a web address', SKIPPED, 'skipped', false);
  // "Remove" in the first version: the rows went, their bytes stayed in the file's free space.
  addImport.run('removed', SHEET, 'done');
  for (let index = 0; index < 200; index++)
    row('removed', index, `https://example.com/r/${index}`, FORGOTTEN, 'created', true);
  db.prepare("DELETE FROM imports WHERE id = 'removed'").run();
  db.close();
}

function hits(file: string, text: string): number {
  let count = 0;
  for (const suffix of ['', '-wal']) {
    if (!existsSync(file + suffix)) continue;
    const bytes = readFileSync(file + suffix);
    for (let at = bytes.indexOf(text); at !== -1; at = bytes.indexOf(text, at + 1)) count++;
  }
  return count;
}

describe('a journal written by the first version', () => {
  let folder: string | null = null;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('loses every plain password on open: blanked, erased, or sealed for the row still to send', async () => {
    folder = tempDir('linkdesk-journal-upgrade-');
    const file = join(folder, 'imports.db');
    writeFirstVersionJournal(file);
    // What the first version left on disk, "Remove" included.
    for (const password of [MADE, WAITING, SKIPPED, FORGOTTEN])
      expect(hits(file, password)).toBeGreaterThan(0);

    const journal = createImportJournal({ file, log: { warn: () => undefined } });
    const seal = createPasswordSeal(new MapCredentials());
    await prepareJournal({
      journal,
      seal,
      ownerOf: async () => ({ username: 'alex', keyPrint: null }),
      log: { warn: () => undefined },
    });

    // The row still to send keeps its password, sealed with the keychain's key, and only that row can open it.
    const next = journal.next('kept')!;
    expect(next).toMatchObject({ row: 1, link: { url: 'https://example.com/1' } });
    expect(next.link).not.toHaveProperty('password');
    expect(await seal.open(next.sealedPassword!, placeOf('kept', 1))).toBe(WAITING);
    expect(await seal.open(next.sealedPassword!, placeOf('kept', 0))).toBeNull();
    // The password column is found from the links and blanked in every row kept for the export.
    expect(journal.get('kept')).toMatchObject({ passwordColumn: 2, owner: { username: 'alex' } });
    expect(journal.rowsWithResults('kept').map((row) => row.cells[2])).toEqual(['', '', '']);
    journal.close();

    for (const password of [MADE, WAITING, SKIPPED, FORGOTTEN]) expect(hits(file, password)).toBe(0);
  });
});
