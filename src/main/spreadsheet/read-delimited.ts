import Papa from 'papaparse';
import type { Delimiter } from './sheet.ts';
import { createSheetTable, type SheetTable } from './sheet-table.ts';
import { unreadable } from './spreadsheet-errors.ts';

/**
 * Delimited text as a sheet's table, every cell exactly as written: quoted fields may hold delimiters, quotes and
 * line breaks; rows may have any number of fields; a stray quote inside an unquoted field is taken as text, as
 * spreadsheet apps take it. Papa Parse hands over one row at a time (`step`), and each row goes to the table as
 * soon as it is read, so that the table's limits stop a hostile file (one line of 20,000 fields, say) while it is
 * read, before any row is padded to the widest.
 */
export function readDelimited(text: string, delimiter: Delimiter): SheetTable {
  const table = createSheetTable();
  let refusal: unknown = null;
  let unclosedOnRow: number | null = null;
  let row = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: false,
    header: false,
    step: (result, parser) => {
      row += 1;
      if (unclosedOnRow === null && result.errors.some((error) => error.code === 'MissingQuotes')) {
        unclosedOnRow = row;
      }
      try {
        result.data.forEach((cell, column) => table.cell(column, cell));
        table.endRow();
      } catch (error) {
        // Papa Parse does not expect its step to throw: stop it, and refuse once it has returned.
        refusal = error;
        parser.abort();
      }
    },
  });
  if (refusal) throw refusal;
  if (unclosedOnRow !== null) {
    throw unreadable(
      `a value on row ${unclosedOnRow} opens a quotation mark (") that is never closed. Check the file in a text editor`,
    );
  }
  return table.finish();
}
