import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import { neutraliseFormulas } from '../../shared/spreadsheet/neutralise-formulas.ts';
import type { Sheet } from './sheet.ts';

/** A column to add at the end of the sheet: its header and one value per data row. */
export interface AddedColumn {
  header: string;
  values: string[];
}

/**
 * The sheet as it came in, every column and row in order, with the added columns at the end, in the sheet's own
 * format: delimited text with its delimiter (UTF-8 with a byte-order mark and CRLF line ends, which spreadsheet
 * apps read on every system), or an .xlsx workbook with one sheet of the same name (as
 * far as Excel allows: excelSheetName). Reading the result gives back
 * the original cells and the added columns, except that text a spreadsheet would run as a formula gets a quote
 * where the formula would start (neutraliseFormulas, as in the lists' CSV export), since the sheet and the
 * installation's refusals are text other people wrote; `-5` too, which the sheet holds as text. A column with
 * fewer values than rows is blank below them.
 */
export async function writeSpreadsheet(sheet: Sheet, added: AddedColumn[]): Promise<Uint8Array> {
  for (const column of added) {
    if (column.values.length > sheet.rows.length) {
      throw new Error(
        `The column “${column.header}” has ${column.values.length} values for ${sheet.rows.length} rows.`,
      );
    }
  }
  const table = [
    [...sheet.header, ...added.map((column) => column.header)],
    ...sheet.rows.map((row, index) => [...row, ...added.map((column) => column.values[index] ?? '')]),
  ].map((row) => row.map(neutraliseFormulas));
  return sheet.format === 'xlsx'
    ? writeWorkbook(table, sheet.sheetName)
    : writeDelimited(table, sheet.delimiter ?? ',');
}

function writeDelimited(table: string[][], delimiter: string): Uint8Array {
  // A cell holding a `,` or `;` is quoted whatever the delimiter, as in the lists' export, so that a spreadsheet
  // using the other one as its list separator still reads it as one cell.
  const text = stringify(table, {
    delimiter,
    record_delimiter: 'windows',
    bom: true,
    quoted_match: /[,;]/,
  });
  return new TextEncoder().encode(text);
}

async function writeWorkbook(table: string[][], sheetName: string): Promise<Uint8Array> {
  // Every cell as text, as it was read: a value such as 00123 or 2026-05-01 stays exactly that.
  const data = table.map((row) => row.map((value) => (value === '' ? null : { type: String, value })));
  const buffer = await writeXlsxFile(data, { sheet: excelSheetName(sheetName) }).toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * The sheet's name as Excel accepts one (and write-excel-file insists on): none of `[]/\:*?`, each of which becomes
 * `-`, at most 31 characters, and not empty. Other apps, and hand-made files, save names Excel would refuse.
 */
export function excelSheetName(name: string): string {
  let legal = name
    .replace(/[[\]/\\:*?]/g, '-')
    .trim()
    .slice(0, 31);
  // A character outside the BMP is two UTF-16 units, the ones Excel counts: never keep half of one.
  if (/[\uD800-\uDBFF]$/.test(legal)) legal = legal.slice(0, -1);
  legal = legal.trim();
  return legal === '' ? 'Sheet1' : legal;
}
