import { isBlankRow } from '../../shared/import/row-check.ts';
import { MAX_DATA_ROWS } from './sheet.ts';
import { tooManyRows, unreadable } from './spreadsheet-errors.ts';

/**
 * Rows of cells as a sheet's table: the first row that is not blank is the header, the rows after it are data
 * (blank ones in the middle kept, blank ones at the end dropped), and every row is padded to the widest, so that
 * a column index means the same in every row.
 */
export function sheetTable(cells: string[][]): {
  header: string[];
  rows: string[][];
  headerRowNumber: number;
} {
  const headerIndex = cells.findIndex((row) => !isBlankRow(row));
  if (headerIndex < 0) throw unreadable('it has no rows with anything in them');
  let end = cells.length;
  while (end > headerIndex + 1 && isBlankRow(cells[end - 1]!)) end -= 1;
  const dataRows = end - headerIndex - 1;
  if (dataRows > MAX_DATA_ROWS) throw tooManyRows(dataRows);

  const table = cells.slice(headerIndex, end);
  const width = table.reduce((widest, row) => Math.max(widest, row.length), 0);
  const padded = table.map((row) =>
    row.length === width ? row : [...row, ...Array<string>(width - row.length).fill('')],
  );
  return { header: padded[0]!, rows: padded.slice(1), headerRowNumber: headerIndex + 1 };
}
