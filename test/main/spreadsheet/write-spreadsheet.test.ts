import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../../src/main/spreadsheet/read-spreadsheet.ts';
import type { Sheet } from '../../../src/main/spreadsheet/sheet.ts';
import { excelSheetName, writeSpreadsheet } from '../../../src/main/spreadsheet/write-spreadsheet.ts';
import { useTempFiles } from './temp-files.ts';

const files = useTempFiles();

/** Writes the export to a real file and reads that file back as an import would. */
async function exportAndReadBack(name: string, sheet: Sheet, added: { header: string; values: string[] }[]) {
  const path = await files.write(name, await writeSpreadsheet(sheet, added));
  return { sheet: await readSpreadsheet(name, await files.read(path)), bytes: await files.read(path) };
}

const shortUrls = { header: 'Short URL', values: ['https://go.brand/boots', '', 'https://go.brand/x'] };

describe('exporting the sheet with the short URLs added', () => {
  it('writes a CSV back with its own delimiter, every cell as it was, and the added columns at the end', async () => {
    const original = await readSpreadsheet(
      'europe.csv',
      new TextEncoder().encode(
        'Long URL;Title;Notes\nhttps://a.example;"Boots; brown";"two\nlines"\n;;\nhttps://b.example;  padded  ;He said "hi"\n',
      ),
    );
    expect(original.delimiter).toBe(';');
    const { sheet, bytes } = await exportAndReadBack('europe.csv', original, [
      shortUrls,
      { header: 'Problem', values: ['', '', 'Alias “x” must be 3 to 50 letters, digits, - or _'] },
    ]);
    expect(sheet).toEqual({
      ...original,
      header: [...original.header, 'Short URL', 'Problem'],
      rows: [
        [...original.rows[0]!, 'https://go.brand/boots', ''],
        [...original.rows[1]!, '', ''],
        [...original.rows[2]!, 'https://go.brand/x', 'Alias “x” must be 3 to 50 letters, digits, - or _'],
      ],
    });
    // UTF-8 with a byte-order mark and Windows line ends, which spreadsheet apps read everywhere.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Long URL;Title;Notes;Short URL;Problem\r\n');
  });

  it('writes a tab-separated file back with tabs, and a Windows-1252 one as UTF-8 with the same characters', async () => {
    const tabs = await readSpreadsheet(
      'links.tsv',
      new TextEncoder().encode('Long URL\tTitle\nhttps://a.example\tBoots, brown\n'),
    );
    const exported = await exportAndReadBack('links.tsv', tabs, [
      { header: 'Short URL', values: ['https://go.brand/a'] },
    ]);
    expect(exported.sheet.delimiter).toBe('\t');
    expect(exported.sheet.rows).toEqual([['https://a.example', 'Boots, brown', 'https://go.brand/a']]);

    const windows = await readSpreadsheet(
      'w.csv',
      new Uint8Array([...'Title\nCaf'].map((c) => c.charCodeAt(0)).concat(0xe9, 0x0a)),
    );
    const again = await exportAndReadBack('w.csv', windows, []);
    expect(again.sheet.rows).toEqual([['Café']]);
  });

  it('writes a workbook back as one sheet of the same name, with the same cells and the added columns', async () => {
    const original: Sheet = {
      format: 'xlsx',
      sheetName: 'Spring links',
      headerRowNumber: 1,
      header: ['Long URL', 'Code', 'Expiry', 'Title'],
      rows: [
        ['https://a.example', '00123', '2031-06-30', '  padded  '],
        ['', '', '', ''],
        ['https://b.example', '42', '2031-06-30T18:05:09', 'Café – 日本'],
      ],
    };
    const { sheet } = await exportAndReadBack('links.xlsx', original, [shortUrls]);
    expect(sheet).toEqual({
      ...original,
      header: [...original.header, 'Short URL'],
      rows: original.rows.map((row, index) => [...row, shortUrls.values[index]!]),
    });
    // Text a spreadsheet would run as a formula is the one thing not written back as it was (see export-formulas.test.ts).
    const formula = await exportAndReadBack(
      'formula.xlsx',
      { ...original, rows: [['=1+1', '', '', '']] },
      [],
    );
    expect(formula.sheet.rows).toEqual([["'=1+1", '', '', '']]);
  });

  it('writes a workbook whose sheet name Excel would refuse under a name it accepts', async () => {
    const named = (sheetName: string): Sheet => ({
      format: 'xlsx',
      sheetName,
      headerRowNumber: 1,
      header: ['Long URL'],
      rows: [['https://a.example']],
    });
    const names = async (sheetName: string) =>
      (await exportAndReadBack('named.xlsx', named(sheetName), [])).sheet.sheetName;
    expect(await names('Campaign links for the spring sale 2026')).toBe('Campaign links for the spring s');
    expect(await names('a/b:c')).toBe('a-b-c');
    expect(await names('[?*]')).toBe('----');
    expect(excelSheetName(' / ')).toBe('-');
    expect(excelSheetName('   ')).toBe('Sheet1');
    // 30 letters and an emoji (two UTF-16 units): the emoji is left out whole, never cut in half.
    expect(excelSheetName(`${'a'.repeat(30)}🙂`)).toBe('a'.repeat(30));
  });

  it('leaves an added column blank below its last value, and refuses one with more values than rows', async () => {
    const original: Sheet = {
      format: 'csv',
      sheetName: 'x',
      delimiter: ',',
      header: ['Long URL'],
      rows: [['https://a.example'], ['https://b.example']],
    };
    const { sheet } = await exportAndReadBack('x.csv', original, [
      { header: 'Short URL', values: ['https://go.brand/a'] },
    ]);
    expect(sheet.rows).toEqual([
      ['https://a.example', 'https://go.brand/a'],
      ['https://b.example', ''],
    ]);
    await expect(
      writeSpreadsheet(original, [{ header: 'Short URL', values: ['a', 'b', 'c'] }]),
    ).rejects.toThrow('The column “Short URL” has 3 values for 2 rows.');
  });
});
