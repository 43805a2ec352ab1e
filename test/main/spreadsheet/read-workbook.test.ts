import { describe, expect, it } from 'vitest';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { AppError } from '../../../src/shared/ipc/app-error.ts';
import { readSpreadsheet } from '../../../src/main/spreadsheet/read-spreadsheet.ts';
import { useTempFiles } from './temp-files.ts';

const files = useTempFiles();

/** Writes a workbook to a real file and reads the file back as the app would. */
async function workbookFile(name: string, sheets: { sheet: string; data: SheetData }[]) {
  const path = await files.write(name, await writeXlsxFile(sheets).toBuffer());
  return readSpreadsheet(name, await files.read(path));
}

describe('reading .xlsx workbooks', () => {
  it('reads the first sheet, with its name, every cell as text', async () => {
    const sheet = await workbookFile('links.xlsx', [
      {
        sheet: 'Spring links',
        data: [
          ['Long URL', 'Alias', 'Clicks'],
          ['https://a.example', 'boots', 12],
          ['https://b.example', null, 0],
        ],
      },
      { sheet: 'Notes', data: [['not this one']] },
    ]);
    expect(sheet).toEqual({
      format: 'xlsx',
      sheetName: 'Spring links',
      headerRowNumber: 1,
      header: ['Long URL', 'Alias', 'Clicks'],
      rows: [
        ['https://a.example', 'boots', '12'],
        ['https://b.example', '', '0'],
      ],
    });
  });

  it('writes numbers without floating-point noise, and booleans as a spreadsheet shows them', async () => {
    const sheet = await workbookFile('numbers.xlsx', [
      {
        sheet: 'Sheet1',
        data: [['Value'], [0.1 + 0.2], [1234567.891], [123456789012], [-2.5], [1e-7], [true], [false]],
      },
    ]);
    expect(sheet.rows.map((row) => row[0])).toEqual([
      '0.3',
      '1234567.891',
      '123456789012',
      '-2.5',
      '1e-7',
      'TRUE',
      'FALSE',
    ]);
  });

  it('writes dates as ISO text of the time they show: the date alone at midnight', async () => {
    const sheet = await workbookFile('dates.xlsx', [
      {
        sheet: 'Sheet1',
        data: [
          ['Expiry'],
          [{ value: new Date(Date.UTC(2031, 5, 30)), type: Date, format: 'yyyy-mm-dd' }],
          [{ value: new Date(Date.UTC(2031, 5, 30, 18, 5, 9)), type: Date, format: 'yyyy-mm-dd hh:mm:ss' }],
          [{ value: new Date(Date.UTC(2031, 0, 2, 7, 30)), type: Date, format: 'dd/mm/yyyy hh:mm' }],
        ],
      },
    ]);
    expect(sheet.rows).toEqual([['2031-06-30'], ['2031-06-30T18:05:09'], ['2031-01-02T07:30:00']]);
  });

  it('keeps text exactly as typed: spaces, leading zeros and what looks like a formula', async () => {
    const sheet = await workbookFile('text.xlsx', [
      {
        sheet: 'Sheet1',
        data: [
          ['Title', 'Code'],
          ['  padded  ', '00123'],
          ['=1+1', 'Café – 日本'],
        ],
      },
    ]);
    expect(sheet.rows).toEqual([
      ['  padded  ', '00123'],
      ['=1+1', 'Café – 日本'],
    ]);
  });

  it('starts at the first row with anything in it and pads short rows', async () => {
    const sheet = await workbookFile('gaps.xlsx', [
      {
        sheet: 'Sheet1',
        data: [
          [null],
          [null, null],
          ['Long URL', 'Alias', 'Title'],
          ['https://a.example'],
          [null],
          ['https://b.example', 'hats'],
        ],
      },
    ]);
    expect(sheet.headerRowNumber).toBe(3);
    expect(sheet.rows).toEqual([
      ['https://a.example', '', ''],
      ['', '', ''],
      ['https://b.example', 'hats', ''],
    ]);
  });

  it('refuses files that are not workbooks, in words for people', async () => {
    const refusal = async (name: string, bytes: Uint8Array) => {
      const error = await readSpreadsheet(name, bytes).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      return { code: (error as AppError).code, message: (error as AppError).message };
    };
    expect(await refusal('links.xlsx', new TextEncoder().encode('Long URL,Alias\n'))).toEqual({
      code: 'validation',
      message:
        'This file is not a spreadsheet Linkdesk can read: it is not an Excel workbook (.xlsx), or it is damaged',
    });
    const ole = new Uint8Array(4096);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await refusal('old.xlsx', ole)).message).toBe(
      'This file is not a spreadsheet Linkdesk can read: it is an Excel 97–2003 workbook or a password-protected one. Save it as .xlsx without a password, or as CSV',
    );
    // A real workbook cut short: the archive cannot be read to its end.
    const whole = new Uint8Array(await writeXlsxFile([['Long URL'], ['https://a.example']]).toBuffer());
    expect((await refusal('cut.xlsx', whole.subarray(0, Math.floor(whole.length / 2)))).message).toMatch(
      /^This file is not a spreadsheet Linkdesk can read: /,
    );
  });
});
