import { isBlankRow } from '../../shared/import/row-check.ts';
import { MAX_CELLS, MAX_COLUMNS, MAX_DATA_ROWS, MAX_TEXT_CHARS } from './sheet.ts';
import { tooManyCells, tooManyColumns, tooManyRows, tooMuchText, unreadable } from './spreadsheet-errors.ts';

/**
 * A sheet's table: the first row that is not blank is the header, the rows after it are data (blank ones in the
 * middle kept, blank ones at the end dropped), and every row is as wide as the widest, so that a column index
 * means the same in every row.
 */
export interface SheetTable {
  header: string[];
  rows: string[][];
  /** The header's row number in the file. */
  headerRowNumber: number;
}

/** Takes a sheet's cells row by row, as a reader finds them, and keeps them as a SheetTable. */
export interface SheetTableBuilder {
  /** A cell of the current row, `column` counted from 0; cells come left to right, and blank ones may be left out. */
  cell(column: number, text: string): void;
  /** Ends the current row: the next cell starts the row below. */
  endRow(): void;
  /** Rows with nothing in them, between rows ended with endRow (a workbook leaves them out of its file). */
  blankRows(count: number): void;
  /** The table, or the refusal of a sheet that holds nothing. */
  finish(): SheetTable;
}

/** Blank rows waiting to learn whether a row with something follows: a run of empty ones, or one holding spaces. */
type PendingBlank = { fields: number; count: number } | string[];

/**
 * A builder that holds the sheet to the limits as it grows, so that a hostile file is refused before it costs
 * memory: a row wider than MAX_COLUMNS is refused when it ends (its cells past the limit are never kept), the
 * table when it would pass MAX_CELLS (rows times the widest row, the size it has once padded) or MAX_TEXT_CHARS.
 * Blank rows are held back until a row with something follows (blank rows at the end are dropped), empty ones
 * only counted, so that any number of them costs nothing. Past MAX_DATA_ROWS rows are counted, not kept, so that
 * the refusal can say how many there are.
 */
export function createSheetTable(): SheetTableBuilder {
  let row: string[] = [];
  /** How far right the current row reaches, cells past MAX_COLUMNS included. */
  let reach = 0;
  /** Rows ended so far, blank ones included: the row number of the last one. */
  let rowsEnded = 0;
  let headerRowNumber = 0;
  /** The header, then the data rows kept so far. */
  const table: string[][] = [];
  const pending: PendingBlank[] = [];
  let pendingRows = 0;
  /** What the blank rows held back that hold spaces would add to the table. */
  let pendingCells = 0;
  let pendingCharacters = 0;
  let width = 0;
  let characters = 0;
  /** Rows from the one after the header to the last one with anything in it. */
  let dataRows = 0;
  let onlyCounting = false;

  const keep = (cells: string[], fields = cells.length) => {
    width = Math.max(width, fields);
    for (const text of cells) characters += text.length;
    if (characters > MAX_TEXT_CHARS) throw tooMuchText();
    table.push(cells);
    if (table.length * width > MAX_CELLS) throw tooManyCells();
  };

  const holdBlank = (cells: string[]) => {
    if (headerRowNumber === 0 || onlyCounting) return;
    pendingRows += 1;
    // Past MAX_DATA_ROWS these rows can only be dropped (a row with something after them is one too many), so
    // what they hold need not be kept: counting them is enough.
    const keepable = table.length - 1 + pendingRows <= MAX_DATA_ROWS;
    if (!keepable || cells.every((text) => text === '')) {
      const last = pending.at(-1);
      if (last && !Array.isArray(last) && last.fields === cells.length) last.count += 1;
      else pending.push({ fields: cells.length, count: 1 });
      return;
    }
    // Spaces, tabs, line breaks: kept as written, since an export writes the rows back.
    pendingCells += cells.length;
    for (const text of cells) pendingCharacters += text.length;
    if (pendingCharacters + characters > MAX_TEXT_CHARS) throw tooMuchText();
    if (pendingCells > MAX_CELLS) throw tooManyCells();
    pending.push(cells);
  };

  const keepPending = () => {
    for (const blank of pending) {
      if (Array.isArray(blank)) keep(blank);
      else for (let count = 0; count < blank.count; count++) keep([], blank.fields);
    }
    pending.length = 0;
    pendingRows = 0;
    pendingCells = 0;
    pendingCharacters = 0;
  };

  const endRow = () => {
    const cells = row;
    const columns = reach;
    row = [];
    reach = 0;
    rowsEnded += 1;
    if (columns > MAX_COLUMNS) throw tooManyColumns(columns);
    if (isBlankRow(cells)) {
      holdBlank(cells);
      return;
    }
    if (headerRowNumber === 0) {
      headerRowNumber = rowsEnded;
      keep(cells);
      return;
    }
    dataRows = rowsEnded - headerRowNumber;
    if (dataRows > MAX_DATA_ROWS && !onlyCounting) {
      // Refused at the end; what was kept is let go now.
      onlyCounting = true;
      table.length = 0;
      pending.length = 0;
    }
    if (onlyCounting) return;
    keepPending();
    keep(cells);
  };

  return {
    cell(column, text) {
      reach = Math.max(reach, column + 1);
      if (column >= MAX_COLUMNS) return;
      while (row.length < column) row.push('');
      row[column] = text;
    },
    endRow,
    blankRows(count) {
      rowsEnded += count;
      if (headerRowNumber === 0 || onlyCounting) return;
      pendingRows += count;
      const last = pending.at(-1);
      if (last && !Array.isArray(last) && last.fields === 0) last.count += count;
      else pending.push({ fields: 0, count });
    },
    finish() {
      if (reach > 0) endRow();
      if (onlyCounting) throw tooManyRows(dataRows);
      if (headerRowNumber === 0) throw unreadable('it has no rows with anything in them');
      for (const cells of table) while (cells.length < width) cells.push('');
      return { header: table[0]!, rows: table.slice(1), headerRowNumber };
    },
  };
}
