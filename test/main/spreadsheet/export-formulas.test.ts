import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../../src/main/spreadsheet/read-spreadsheet.ts';
import { runInWorker } from '../../../src/main/spreadsheet/run-in-worker.ts';
import type { Delimiter, Sheet } from '../../../src/main/spreadsheet/sheet.ts';
import { SOURCE_SPREADSHEET_WORKER } from '../../../src/main/spreadsheet/source-worker.ts';

// N9 of the security review: an import's export writes the sheet's cells and the installation's refusals, text
// other people wrote, so it goes through the lists' formula guard (D4) too. Written by the real worker.

/** The lists' export's payloads (D4): formula signs after spaces, invisible characters and quotes, in every form. */
const PAYLOADS = [
  '=1+1',
  '+1',
  '-1+cmd',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  ' =1+1',
  '   @SUM(A1)',
  '\u00a0=1+1',
  '\u200b=1+1',
  '\u200d\u200c=1+1',
  '\ufeff=1+1',
  '\u2060=1+1',
  '\u202e=1+1',
  '\u3000=1+1',
  '\u2003\u200b =1+1',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(A1)',
  '"=1+1"',
  'a;=HYPERLINK("http://evil.example","x")',
  'a; =1+1',
  'a;\u200b=1+1',
  'a;＝1+1',
  'a;"=1+1"',
  'ok;@SUM(A1);-2+3;+4',
  'first line\n=1+1',
  'first line\r\n  @SUM(A1)',
  'x\t=1+1',
  'Refused: alias taken;=1+1',
];

/** Whether a spreadsheet would run this cell as a formula (the same test as the lists' export's). */
const runsAsFormula = (cell: string) =>
  /^[\s\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}"]*[=+\-@＝＋－＠\t\r\n]/u.test(cell);

const sheetOf = (format: 'csv' | 'xlsx', delimiter?: Delimiter): Sheet => ({
  format,
  sheetName: 'links',
  ...(delimiter ? { delimiter } : {}),
  headerRowNumber: 1,
  header: ['Long URL', 'Title', 'Price'],
  rows: PAYLOADS.map((payload) => ['https://a.example', payload, '-5']),
});

const write = (sheet: Sheet) =>
  runInWorker(SOURCE_SPREADSHEET_WORKER, {
    kind: 'write',
    sheet,
    added: [{ header: 'Import result', values: PAYLOADS }],
  });

describe('the formula guard in an import’s export', () => {
  it.each([
    ['a comma', ','],
    ['a semicolon', ';'],
    ['a tab', '\t'],
  ] as const)('leaves no cell of %s file that a spreadsheet would run', async (_, delimiter) => {
    const bytes = await write(sheetOf('csv', delimiter));
    const back = await readSpreadsheet(`export.${delimiter === '\t' ? 'tsv' : 'csv'}`, bytes);
    const cells = [back.header, ...back.rows].flat();
    expect(cells.filter(runsAsFormula)).toEqual([]);
    // Each payload is still there, with a quote where a formula would start.
    for (const [index, payload] of PAYLOADS.entries()) {
      expect(back.rows[index]![1]!.replaceAll("'", '')).toBe(payload.replaceAll("'", ''));
      expect(back.rows[index]![3]!.replaceAll("'", '')).toBe(payload.replaceAll("'", ''));
    }
    // The sheet's numbers are text to the export: a negative one gets its quote too.
    expect(back.rows.every((row) => row[2] === "'-5")).toBe(true);
  });

  it('leaves nothing a `;` spreadsheet would run when it opens a comma file, quoting any cell with a `;`', async () => {
    const csv = new TextDecoder().decode(await write(sheetOf('csv', ',')));
    // Such a spreadsheet splits each line at every `;` (quotes aside), and each piece is a cell to it.
    const pieces = csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(';'));
    expect(pieces.filter(runsAsFormula)).toEqual([]);
    expect(csv).toContain(`,"Refused: alias taken;'=1+1",'-5,"Refused: alias taken;'=1+1"\r\n`);
    expect(csv).toContain("https://a.example,'=1+1,'-5,'=1+1\r\n");
  });

  it('writes no workbook cell a spreadsheet would run, should it ever be edited or saved as CSV', async () => {
    const back = await readSpreadsheet('export.xlsx', await write(sheetOf('xlsx')));
    expect([back.header, ...back.rows].flat().filter(runsAsFormula)).toEqual([]);
    expect(back.rows[0]).toEqual(['https://a.example', "'=1+1", "'-5", "'=1+1"]);
  });
});
