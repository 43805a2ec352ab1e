import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createImportJournal, type NewImport } from '../../src/main/import/import-journal.ts';
import { tempDir } from '../support/sandbox.ts';

const log = { warn: () => undefined };

function newImport(importId: string, rows: number): NewImport {
  const cells = Array.from({ length: rows }, (_, row) => [`https://example.com/${row}`]);
  return {
    importId,
    accountId: 'account',
    installation: 'https://go.test',
    fileName: 'links.csv',
    sheet: { format: 'csv', sheetName: 'links', header: ['url'], rows: cells, delimiter: ',' },
    send: cells.map((row, index) => ({ row: index, link: { url: row[0]! } })),
    skipped: new Map(),
    createdAt: Date.now(),
    owner: { username: 'alex', keyPrint: null },
  };
}

describe('recording a new import in the journal', () => {
  const closers: (() => void)[] = [];
  afterEach(() => closers.splice(0).forEach((close) => close()));

  it('lets main answer other work while a large sheet goes in, and lists the import only once it is whole', async () => {
    const journal = createImportJournal({ file: join(tempDir('linkdesk-journal-'), 'imports.db'), log });
    closers.push(() => journal.close());
    let turns = 0;
    let listedWhileRecording = false;
    let recording = true;
    const ticker = (async () => {
      while (recording) {
        turns += 1;
        if (journal.imports().length > 0) listedWhileRecording = true;
        await nextTurn();
      }
    })();
    await journal.create(newImport('big', 20_000), new Map());
    recording = false;
    await ticker;

    // One transaction would have let nothing else run until every row was in.
    expect(turns).toBeGreaterThan(5);
    expect(listedWhileRecording).toBe(false);
    expect(journal.imports().map((record) => [record.importId, record.state])).toEqual([['big', 'running']]);
    expect(journal.counts('big').pending).toBe(20_000);
  });

  it('drops, at the next open, an import whose rows were still going in when Linkdesk stopped', async () => {
    const file = join(tempDir('linkdesk-journal-'), 'imports.db');
    const first = createImportJournal({ file, log });
    await first.create(newImport('whole', 10), new Map());
    // Stopped part-way: the import and its first batch of rows are on disk, the rest never came.
    const started = first.create(newImport('halfway', 20_000), new Map());
    first.close();
    await expect(started).rejects.toThrow();

    const raw = new DatabaseSync(file);
    const leftBefore = raw.prepare("SELECT COUNT(*) AS n FROM import_rows WHERE import_id = 'halfway'").get();
    raw.close();

    const reopened = createImportJournal({ file, log });
    closers.push(() => reopened.close());
    expect(reopened.imports().map((record) => record.importId)).toEqual(['whole']);
    const raw2 = new DatabaseSync(file);
    closers.push(() => raw2.close());
    const left = raw2.prepare("SELECT COUNT(*) AS n FROM import_rows WHERE import_id = 'halfway'").get();
    // The half-recorded rows were there, and the open removed them.
    expect(Number(leftBefore?.n)).toBeGreaterThan(0);
    expect(Number(left?.n)).toBe(0);
  });
});
