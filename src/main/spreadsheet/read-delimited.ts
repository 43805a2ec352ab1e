import Papa from 'papaparse';
import type { Delimiter } from './sheet.ts';
import { unreadable } from './spreadsheet-errors.ts';

/**
 * Delimited text as rows of cells, exactly as written: quoted fields may hold delimiters, quotes and line
 * breaks; rows may have any number of fields; a stray quote inside an unquoted field is taken as text, as
 * spreadsheet apps take it. Papa Parse reads a 50,000-row sheet in well under the tenth of a second the
 * preview can spend on it.
 */
export function readDelimited(text: string, delimiter: Delimiter): string[][] {
  const result = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false, header: false });
  const unclosed = result.errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed) {
    throw unreadable(
      `a value on row ${(unclosed.row ?? 0) + 1} opens a quotation mark (") that is never closed. Check the file in a text editor`,
    );
  }
  // A file ending with a line break leaves one empty field after it, which is not a row of the sheet.
  const rows = result.data;
  const last = rows.at(-1);
  if (last && last.length === 1 && last[0] === '') rows.pop();
  return rows;
}
