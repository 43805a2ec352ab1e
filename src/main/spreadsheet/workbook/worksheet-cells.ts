import { cellText } from '../cell-text.ts';
import { MAX_COLUMNS } from '../sheet.ts';
import type { SheetTableBuilder } from '../sheet-table.ts';
import { columnOutOfReach } from '../spreadsheet-errors.ts';
import { columnLetters, LAST_ROW, parseCellReference } from './cell-reference.ts';
import { workbookDate } from './date-formats.ts';
import { readPart, unescapeWorkbookText } from './workbook-part.ts';
import { damaged } from './xml-reader.ts';
import type { ZipArchive } from './zip-archive.ts';

/** What a worksheet's cells point to elsewhere in the workbook. */
export interface WorksheetContext {
  sharedStrings: readonly string[];
  isDateStyle: (style: number) => boolean;
  date1904: boolean;
}

/** A cell as its XML gives it: type (`t`), format (`s`), value (`<v>`) and inline text (`<is>`). */
interface RawCell {
  type: string | undefined;
  style: string | undefined;
  value: string | undefined;
  inline: string | undefined;
}

/**
 * The worksheet's cells into the table, row by row as they unpack. Rows and cells the file leaves out are blank;
 * a row number that skips ahead stands for blank rows, which the table only counts. A cell with text past column
 * MAX_COLUMNS refuses the sheet at once, before anything is built for it; an empty one there (a format applied to
 * whole rows, as spreadsheet apps save it) is passed over, and so is the range the sheet says it uses
 * (`<dimension>`), which counts such cells too. Formulas give their cached value, as text.
 */
export function readWorksheetCells(
  archive: ZipArchive,
  path: string,
  context: WorksheetContext,
  table: SheetTableBuilder,
): void {
  let inData = false;
  let lastRow = 0;
  let row: number | null = null;
  let rowOpen = false;
  let lastColumn = 0;
  let cell: (RawCell & { column: number }) | null = null;
  let inValue = false;
  let inInline = false;
  let inInlineText = false;
  let inPhonetic = false;

  /** The row being read gets its number: the row element's, its first cell's, or the one after the last. */
  const startRow = (number: number) => {
    if (number <= lastRow || number > LAST_ROW) throw damaged();
    if (number > lastRow + 1) table.blankRows(number - lastRow - 1);
    row = number;
  };
  const columnOf = (reference: string | undefined) => {
    if (reference === undefined) return lastColumn + 1;
    const parsed = parseCellReference(reference);
    if (!parsed) throw damaged();
    if (row === null) startRow(parsed.row);
    return parsed.column;
  };

  const found = readPart(archive, path, {
    open(name, attributes) {
      if (name === 'sheetData') inData = true;
      else if (!inData) return;
      else if (name === 'row') {
        const { r } = attributes();
        rowOpen = true;
        row = null;
        lastColumn = 0;
        if (r !== undefined) {
          if (!/^[1-9][0-9]{0,6}$/.test(r)) throw damaged();
          startRow(Number(r));
        }
      } else if (name === 'c' && rowOpen) {
        const { r, t, s } = attributes();
        const column = columnOf(r);
        if (column <= lastColumn) throw damaged();
        lastColumn = column;
        cell = { column, type: t, style: s, value: undefined, inline: undefined };
      } else if (cell) {
        if (name === 'v') {
          inValue = true;
          cell.value = '';
        } else if (name === 'is') {
          inInline = true;
          cell.inline = '';
        } else if (name === 't' && inInline) inInlineText = true;
        else if (name === 'rPh') inPhonetic = true;
      }
    },
    close(name) {
      if (name === 'sheetData') inData = false;
      else if (name === 'row' && rowOpen) {
        if (row === null) startRow(lastRow + 1);
        table.endRow();
        lastRow = row ?? lastRow + 1;
        rowOpen = false;
      } else if (name === 'c' && cell) {
        if (row === null) startRow(lastRow + 1);
        const text = cellValue(cell, context);
        if (text !== '' && cell.column > MAX_COLUMNS) {
          throw columnOutOfReach(columnLetters(cell.column), cell.column);
        }
        if (text !== '') table.cell(cell.column - 1, text);
        cell = null;
      } else if (name === 'v') inValue = false;
      else if (name === 'is') inInline = false;
      else if (name === 't') inInlineText = false;
      else if (name === 'rPh') inPhonetic = false;
    },
    text(text) {
      if (!cell) return;
      if (inValue) cell.value += text;
      else if (inInline && inInlineText && !inPhonetic) cell.inline += text;
    },
  });
  if (!found) throw damaged();
}

/**
 * A cell's text: shared or inline text as it is, a formula's cached result, booleans as TRUE/FALSE, numbers and
 * dates as cellText writes them. '' for a cell with nothing in it (or an error, or a formula never calculated).
 */
function cellValue(cell: RawCell, { sharedStrings, isDateStyle, date1904 }: WorksheetContext): string {
  const { value, inline } = cell;
  switch (cell.type ?? 'n') {
    case 'str':
      return value ? unescapeWorkbookText(value) : '';
    case 'inlineStr':
      return inline ? unescapeWorkbookText(inline) : '';
    case 's': {
      if (!value) return '';
      const text = sharedStrings[Number(value)];
      if (text === undefined) throw damaged();
      return text;
    }
    case 'b':
      if (!value) return '';
      if (value !== '0' && value !== '1') throw damaged();
      return value === '1' ? 'TRUE' : 'FALSE';
    case 'e':
      return '';
    case 'd': {
      if (!value) return '';
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) throw damaged();
      return cellText(date);
    }
    case 'n': {
      if (!value) return '';
      const number = Number(value);
      if (Number.isNaN(number)) throw damaged();
      const dated = cell.style !== undefined && isDateStyle(Number(cell.style));
      return cellText(dated ? workbookDate(number, date1904) : number);
    }
    default:
      throw damaged();
  }
}
