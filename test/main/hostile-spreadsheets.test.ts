import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import { createGateway } from '../../src/main/api/gateway.ts';
import { createOfflineCache } from '../../src/main/cache/offline-cache.ts';
import { createMemoryClipboard } from '../../src/main/clipboard/memory-clipboard.ts';
import { registerHandlers } from '../../src/main/handlers.ts';
import { createImportJournal } from '../../src/main/import/import-journal.ts';
import { createQrDesignStore } from '../../src/main/qr/design-store.ts';
import {
  JOB_DEADLINE_MS,
  runInWorker,
  type SpreadsheetWorkerScript,
} from '../../src/main/spreadsheet/run-in-worker.ts';
import { readingTooSlow, writingTooSlow } from '../../src/main/spreadsheet/spreadsheet-errors.ts';
import { SOURCE_SPREADSHEET_WORKER } from '../../src/main/spreadsheet/source-worker.ts';
import { MAX_DATA_ROWS } from '../../src/main/spreadsheet/sheet.ts';
import { MapCredentials, MemoryRecords } from '../support/fakes.ts';
import { createTestIpc } from '../support/ipc.ts';
import { declaringSize, workbookFile, worksheetXml } from './spreadsheet/workbook-file.ts';

// Hostile files of the security review (N1) and their kin, read as the app reads a chosen file: in the real
// spreadsheet worker, started from its source.

const text = (value: string) => new TextEncoder().encode(value);
const read = (
  fileName: string,
  bytes: Uint8Array,
  script: SpreadsheetWorkerScript = SOURCE_SPREADSHEET_WORKER,
) => runInWorker(script, { kind: 'read', fileName, bytes });

async function refusal(fileName: string, bytes: Uint8Array, script?: SpreadsheetWorkerScript) {
  const error = await read(fileName, bytes, script).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
}

const inline = (reference: string, value: string) =>
  `<c r="${reference}" t="inlineStr"><is><t>${value}</t></is></c>`;

describe('hostile spreadsheets, read in the spreadsheet worker', () => {
  it('reads an ordinary file whole: its sheet and the columns guessed for it', async () => {
    const opened = await read('links.csv', text('Long URL,Alias\nhttps://a.example,boots\n'));
    expect(opened).toEqual({
      sheet: {
        format: 'csv',
        sheetName: 'links',
        delimiter: ',',
        headerRowNumber: 1,
        header: ['Long URL', 'Alias'],
        rows: [['https://a.example', 'boots']],
      },
      guess: { url: 0, alias: 1 },
    });
  });

  it('refuses a 2.7 kB workbook with one cell at XFD20000, naming the column, before building any row', async () => {
    const sparse = workbookFile(
      worksheetXml(
        `<row r="1">${inline('A1', 'Long URL')}</row><row r="20000">${inline('XFD20000', 'x')}</row>`,
      ),
    );
    expect(sparse.byteLength).toBeLessThan(2_800);
    expect(await refusal('sparse-XFD20000.xlsx', sparse)).toEqual({
      code: 'validation',
      message:
        'This sheet reaches column XFD (column 16,384); Linkdesk reads up to 256 columns, up to column IV. Delete the columns you do not need, or save the columns you import as a new file.',
    });
  });

  it('reads a sheet whose empty formatted cells and range (<dimension>) reach past the last column it reads', async () => {
    // Spreadsheet apps save a format applied to whole rows as empty cells out to XFD, and count them in the range.
    const formatted = workbookFile(
      worksheetXml(
        `<row r="1">${inline('A1', 'Long URL')}<c r="XFD1" s="1"/></row><row r="2">${inline('A2', 'https://a.example')}<c r="XFD2" s="1"><v></v></c></row>`,
        'A1:XFD2',
      ),
    );
    expect((await read('formatted.xlsx', formatted)).sheet).toMatchObject({
      header: ['Long URL'],
      rows: [['https://a.example']],
    });
  });

  it('refuses a 468 kB CSV of one 20,000-field row above 50,000 short rows, with the row’s width', async () => {
    const wide = `${'x,'.repeat(19_999)}x\n${'a,b,c\n'.repeat(50_000)}`;
    expect(wide.length).toBeGreaterThan(300_000);
    expect(await refusal('wide-20000x50000.csv', text(wide))).toEqual({
      code: 'validation',
      message:
        'This sheet has a row with 20,000 columns; Linkdesk reads up to 256. Delete the columns you do not need, or save the columns you import as a new file.',
    });
  });

  it('refuses a sheet that padding would make more than 3,000,000 cells, though its file is small', async () => {
    // 256 columns in the header, then 11,719 rows of one cell: 11,720 × 256 cells once every row is as wide.
    const csv = `${Array.from({ length: 256 }, (_, index) => `c${index}`).join(',')}\n${'x\n'.repeat(11_719)}`;
    expect((await refusal('padded.csv', text(csv))).message).toBe(
      'This sheet has more than 3,000,000 cells (its rows times the columns of its widest row); Linkdesk reads up to 3,000,000. Delete the columns you do not need, or split it into smaller files.',
    );
  });

  it('refuses a workbook whose cells repeat one long shared text past 50,000,000 characters', async () => {
    // A 1,000,000-character text packs to a few kB; 51 cells pointing at it would be 51 million characters.
    const cells = Array.from({ length: 51 }, (_, index) => `<c r="A${index + 2}" t="s"><v>0</v></c>`);
    const rows = cells.map((cell, index) => `<row r="${index + 2}">${cell}</row>`).join('');
    const workbook = workbookFile(worksheetXml(`<row r="1">${inline('A1', 'Title')}</row>${rows}`), [
      'a'.repeat(1_000_000),
    ]);
    expect(workbook.byteLength).toBeLessThan(10_000);
    expect((await refusal('long-text.xlsx', workbook)).message).toBe(
      'This sheet holds more than 50,000,000 characters of text; Linkdesk reads up to 50,000,000. Split it into smaller files.',
    );
  });

  it('refuses a workbook whose shared text, used by its other sheets, holds more than 50,000,000 characters', async () => {
    const long = 'a'.repeat(1_000_000);
    const workbook = workbookFile(worksheetXml(`<row r="1"><c r="A1" t="s"><v>0</v></c></row>`), [
      'Long URL',
      ...Array.from({ length: 51 }, () => long),
    ]);
    expect((await refusal('shared-text.xlsx', workbook)).message).toBe(
      'This workbook’s shared text holds more than 50,000,000 characters; Linkdesk reads up to 50,000,000. Save the columns you import as a new workbook or as CSV.',
    );
  });

  it('refuses a stored (unpacked) sheet with a 3 MB attribute as damaged, rather than reading it again and again', async () => {
    // saxen reads a token it cannot finish again with every piece: pieces of 16 kB made 8 MB of this take
    // 10 s, 48 MB six minutes. No real sheet has a token longer than a cell's 32,767 characters.
    const attribute = `<row r="1"><c r="A1" t="inlineStr"><is><t a="${'a'.repeat(3 * 1024 * 1024)}">Long URL</t></is></c></row>`;
    const workbook = workbookFile(worksheetXml(attribute), undefined, { stored: true });
    expect(workbook.byteLength).toBeGreaterThan(3 * 1024 * 1024);
    expect((await refusal('stored-attribute.xlsx', workbook)).message).toBe(
      'This file is not a spreadsheet Linkdesk can read: the workbook is damaged or not an .xlsx file',
    );
  });

  it('reads a 4 MB stored sheet of cells as long as a spreadsheet app allows, whole', async () => {
    const longest = (row: number) => `${row}${'x'.repeat(32_767 - String(row).length)}`;
    const rows = Array.from(
      { length: 128 },
      (_, index) => `<row r="${index + 2}">${inline(`A${index + 2}`, longest(index + 2))}</row>`,
    ).join('');
    const workbook = workbookFile(
      worksheetXml(`<row r="1">${inline('A1', 'Title')}</row>${rows}`),
      undefined,
      {
        stored: true,
      },
    );
    expect(workbook.byteLength).toBeGreaterThan(4_000_000);
    const { sheet } = await read('long-cells.xlsx', workbook);
    expect(sheet.rows.map(([cell]) => cell)).toEqual(
      Array.from({ length: 128 }, (_, index) => longest(index + 2)),
    );
  });

  it('refuses a part whose archive entry says it unpacks to 1 GB, before unpacking any of it', async () => {
    const sheet = worksheetXml(`<row r="1">${inline('A1', 'Long URL')}</row>`);
    const bomb = declaringSize(workbookFile(sheet), 'xl/worksheets/sheet1.xml', 1024 * 1024 * 1024);
    expect(await refusal('bomb-1g.xlsx', bomb)).toEqual({
      code: 'validation',
      message:
        'This workbook unpacks to 1024.0 MB of data for one sheet; Linkdesk reads up to 256 MB. Save the columns you import as a new workbook or as CSV.',
    });
  });

  it('stops unpacking a part as soon as it holds more than its archive entry says', async () => {
    // 8 MB of rows packed into a few kB, declared as 100 kB: a bomb that lies about its size.
    const rows = `<row r="1">${inline('A1', 'Long URL')}</row>${'<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(170_000)}`;
    const lying = declaringSize(workbookFile(worksheetXml(rows)), 'xl/worksheets/sheet1.xml', 100_000);
    expect((await refusal('lying.xlsx', lying)).message).toBe(
      'This file is not a spreadsheet Linkdesk can read: the workbook is damaged or not an .xlsx file',
    );
  });

  it('counts a sheet’s rows past the limit without keeping them, and says how many there are', async () => {
    const far = workbookFile(
      worksheetXml(
        `<row r="1">${inline('A1', 'Long URL')}</row><row r="1048576">${inline('A1048576', 'x')}</row>`,
      ),
    );
    expect((await refusal('far.xlsx', far)).message).toBe(
      'This sheet has 1,048,575 rows; Linkdesk imports up to 100,000 at a time. Split it into smaller files.',
    );
    const csv = `Long URL\n${'https://a.example\n'.repeat(MAX_DATA_ROWS + 5)}`;
    expect((await refusal('many.csv', text(csv))).message).toMatch(/^This sheet has 100,005 rows;/);
  });

  it('drops any number of blank rows at the end without building them', async () => {
    const csv = `Long URL\nhttps://a.example\n${',,,\n'.repeat(2_000_000)}`;
    expect((await read('trailing.csv', text(csv))).sheet.rows).toEqual([['https://a.example']]);
  });

  it('keeps main’s event loop turning while a 100,000-row sheet is read', async () => {
    const csv = `Long URL,Alias,Title\n${'https://a.example/some/page,alias,A title\n'.repeat(MAX_DATA_ROWS)}`;
    let turns = 0;
    let reading = true;
    const turn = () => {
      turns += 1;
      if (reading) setImmediate(turn);
    };
    setImmediate(turn);
    const opened = await read('big.csv', text(csv));
    reading = false;
    expect(opened.sheet.rows).toHaveLength(MAX_DATA_ROWS);
    // Read on main's thread, the whole file would have been one turn.
    expect(turns).toBeGreaterThan(10);
  });

  describe('a blow-up nobody foresaw', () => {
    let folder: string;
    let greedy: string;
    let busy: string;
    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'linkdesk-worker-'));
      greedy = join(folder, 'greedy-worker.mjs');
      // Stands in for a reader that some file makes allocate without end.
      await writeFile(
        greedy,
        'const kept = [];\nfor (;;) kept.push(new Array(1_000_000).fill(kept.length));\n',
      );
      // Stands in for a reader that some file keeps busy without end.
      busy = join(folder, 'busy-worker.mjs');
      await writeFile(busy, 'for (;;);\n');
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));

    it('ends the worker alone at its heap limit, refused in words, and main reads the next file', async () => {
      expect(await refusal('links.csv', text('x'), greedy)).toEqual({
        code: 'validation',
        message:
          'This file is not a spreadsheet Linkdesk can read: reading it took more memory than Linkdesk sets aside for a spreadsheet. Save the columns you import as a new file, or split it into smaller files',
      });
      expect((await read('links.csv', text('Long URL\nhttps://a.example\n'))).sheet.rows).toEqual([
        ['https://a.example'],
      ]);
    });

    it('ends a worker still busy at its deadline, refused in words, and main reads the next file', async () => {
      const error = await runInWorker(
        busy,
        { kind: 'read', fileName: 'links.csv', bytes: text('x') },
        300,
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).toData()).toEqual({
        code: 'validation',
        message:
          'Linkdesk stopped reading this file after a second: it is far slower to read than a spreadsheet of its size should be. Save it again from your spreadsheet app, or as CSV.',
      });
      // The deadline a read gets unless told otherwise, in the words a person sees.
      expect(readingTooSlow(JOB_DEADLINE_MS.read).message).toBe(
        'Linkdesk stopped reading this file after a minute: it is far slower to read than a spreadsheet of its size should be. Save it again from your spreadsheet app, or as CSV.',
      );
      expect(writingTooSlow(JOB_DEADLINE_MS.write).message).toMatch(
        /^Linkdesk stopped writing this export after 5 minutes, so it was not saved\./,
      );
      expect((await read('links.csv', text('Long URL\nhttps://a.example\n'))).sheet.rows).toEqual([
        ['https://a.example'],
      ]);
    });
  });
});

describe('imports:openFile', () => {
  /** Main's handlers with the file the open dialog "chooses" next; the worker is the default, its source. */
  function handlers() {
    const ipc = createTestIpc();
    const log = { warn: () => undefined };
    const chosen: { name: string; bytes: Uint8Array }[] = [];
    const emit = () => undefined;
    registerHandlers(ipc.registrar, {
      records: new MemoryRecords(),
      credentials: new MapCredentials(),
      fetch: (input, init) => fetch(input, init),
      sandbox: { ensure: () => Promise.reject(new Error('Not used.')) },
      openExternal: async () => undefined,
      newId: randomUUID,
      now: () => new Date(),
      gateway: createGateway({
        cache: createOfflineCache({ file: ':memory:', now: Date.now, log }),
        emit,
        now: Date.now,
      }),
      emit,
      designs: createQrDesignStore({ file: ':memory:', log }),
      importJournal: createImportJournal({ file: ':memory:', log }),
      openFile: async () => chosen.shift() ?? null,
      saveFile: async () => ({ saved: false }),
      copyImage: async () => undefined,
      clipboard: createMemoryClipboard(),
    });
    return { api: ipc.api, choose: (name: string, bytes: Uint8Array) => void chosen.push({ name, bytes }) };
  }

  it('answers the 2.7 kB workbook with a refusal in words, and main goes on answering', async () => {
    const { api, choose } = handlers();
    choose(
      'sparse-XFD20000.xlsx',
      workbookFile(worksheetXml(`<row r="20000">${inline('XFD20000', 'x')}</row>`)),
    );
    expect(await api.openImportFile({})).toMatchObject({
      ok: false,
      error: { code: 'validation', message: expect.stringMatching(/^This sheet reaches column XFD/) },
    });
    choose('links.csv', text('Long URL\nhttps://a.example\n'));
    expect(await api.openImportFile({})).toMatchObject({
      ok: true,
      value: { cancelled: false, sheet: { rows: [['https://a.example']] }, guess: { url: 0 } },
    });
  });

  it('keeps main’s event loop turning while it reads a 100,000-row sheet', async () => {
    const { api, choose } = handlers();
    choose('big.csv', text(`Long URL,Alias\n${'https://a.example/some/page,alias\n'.repeat(MAX_DATA_ROWS)}`));
    let turns = 0;
    let reading = true;
    const turn = () => {
      turns += 1;
      if (reading) setImmediate(turn);
    };
    setImmediate(turn);
    const opened = await api.openImportFile({});
    reading = false;
    expect(opened).toMatchObject({ ok: true, value: { cancelled: false } });
    // Read on main's thread, the whole file would have been one turn.
    expect(turns).toBeGreaterThan(10);
  });
});
