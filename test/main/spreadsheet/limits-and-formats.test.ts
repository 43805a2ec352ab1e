import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { AppError } from '../../../src/shared/ipc/app-error.ts';
import { readSpreadsheet } from '../../../src/main/spreadsheet/read-spreadsheet.ts';
import { MAX_DATA_ROWS, MAX_SPREADSHEET_BYTES } from '../../../src/main/spreadsheet/sheet.ts';

async function refusal(name: string, bytes: Uint8Array): Promise<{ code: string; message: string }> {
  const error = await readSpreadsheet(name, bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
}

const text = (value: string) => new TextEncoder().encode(value);

describe('what readSpreadsheet refuses', () => {
  it('refuses a file over 50 MB before reading it', async () => {
    expect(await refusal('huge.csv', new Uint8Array(MAX_SPREADSHEET_BYTES + 1))).toEqual({
      code: 'validation',
      message:
        'This file is 50.0 MB; Linkdesk reads spreadsheets of up to 50 MB. Split it into smaller files.',
    });
  });

  it('refuses a sheet of more than 100,000 data rows, and takes exactly 100,000', async () => {
    const rows = (count: number) => 'Long URL\n' + 'https://a.example\n'.repeat(count);
    expect(await refusal('many.csv', text(rows(MAX_DATA_ROWS + 1)))).toEqual({
      code: 'validation',
      message:
        'This sheet has 100,001 rows; Linkdesk imports up to 100,000 at a time. Split it into smaller files.',
    });
    expect((await readSpreadsheet('enough.csv', text(rows(MAX_DATA_ROWS) + '\n\n'))).rows).toHaveLength(
      MAX_DATA_ROWS,
    );
  });

  it('refuses formats it does not read, saying what to do', async () => {
    expect((await refusal('links.ods', text('x'))).message).toBe(
      'This file is not a spreadsheet Linkdesk can read: OpenDocument spreadsheets (.ods) are not supported. Save it as .xlsx or CSV and choose that file',
    );
    expect((await refusal('links.xls', text('x'))).message).toBe(
      'This file is not a spreadsheet Linkdesk can read: Excel 97–2003 workbooks (.xls) are not supported. Save it as .xlsx or CSV and choose that file',
    );
    expect((await refusal('links.pdf', text('x'))).message).toBe(
      'This file is not a spreadsheet Linkdesk can read: choose a .csv, .tsv, .txt or .xlsx file',
    );
    expect((await refusal('/home/me/.csv', text('x'))).message).toBe(
      'This file is not a spreadsheet Linkdesk can read: choose a .csv, .tsv, .txt or .xlsx file',
    );
  });

  it('says what a workbook or binary file under a text file’s name is', async () => {
    const workbook = new Uint8Array(await writeXlsxFile([['Long URL']]).toBuffer());
    expect((await refusal('links.csv', workbook)).message).toBe(
      'This file is not a spreadsheet Linkdesk can read: it is an Excel workbook with a text file’s name. Rename it to end in .xlsx',
    );
    expect((await refusal('links.csv', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).message).toBe(
      'This file is not a spreadsheet Linkdesk can read: it is an Excel 97–2003 workbook with a text file’s name. Save it as .xlsx or CSV',
    );
    expect((await refusal('image.csv', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0x1a]))).message).toBe(
      'This file is not a spreadsheet Linkdesk can read: it holds binary data, not text',
    );
  });

  it('refuses empty files and files of blank rows, and a quote that never closes', async () => {
    expect((await refusal('empty.csv', new Uint8Array())).message).toBe(
      'This file is not a spreadsheet Linkdesk can read: it is empty',
    );
    expect((await refusal('blank.csv', text('\uFEFF\r\n,,\r\n\t\r\n'))).message).toBe(
      'This file is not a spreadsheet Linkdesk can read: it has no rows with anything in them',
    );
    expect(
      (await refusal('quote.csv', text('Long URL,Title\nhttps://a.example,"Boots\nhttps://b.example,Hats\n')))
        .message,
    ).toBe(
      'This file is not a spreadsheet Linkdesk can read: a value on row 2 opens a quotation mark (") that is never closed. Check the file in a text editor',
    );
  });

  it('reads a header with no rows under it as a sheet without rows', async () => {
    const sheet = await readSpreadsheet('header.csv', text('Long URL,Alias\n'));
    expect(sheet.header).toEqual(['Long URL', 'Alias']);
    expect(sheet.rows).toEqual([]);
  });
});
