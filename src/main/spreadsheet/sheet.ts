import { MAX_IMPORT_ROWS } from '../../shared/ipc/imports.ts';

/** The characters that separate fields in delimited text, in the order they are preferred when a file could be either. */
export const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** A spreadsheet as the import sees it: every cell as text, every row as wide as the widest. */
export interface Sheet {
  format: 'csv' | 'xlsx';
  /** The workbook's first sheet; for delimited text, the file's name without its extension. */
  sheetName: string;
  /** The first row that is not empty. */
  header: string[];
  /** Every row after the header, blank ones in the middle included, so that an export lines up row for row. */
  rows: string[][];
  /** Delimited text only: the character between fields, which the export keeps. */
  delimiter?: Delimiter;
  /** The header's row number in the file (1 when the file starts with it), so that rows[i] is row headerRowNumber + 1 + i. */
  headerRowNumber?: number;
}

/** Larger files are refused before reading: the whole file is held in memory while it is read. */
export const MAX_SPREADSHEET_BYTES = 50 * 1024 * 1024;
/** More rows than an import sends in an afternoon at installations' rate limits; the IPC contract's bound too. */
export const MAX_DATA_ROWS = MAX_IMPORT_ROWS;

/*
 * What a sheet may hold once read. A file's size says little about it: one cell at XFD20000 in a 2.7 kB workbook,
 * or one 20,000-field line above 50,000 short ones in a CSV, makes a table of 10^8 to 10^9 cells once every row is
 * as wide as the widest. So the readers count as they go and stop at these, before anything is padded.
 */

/**
 * Columns of a sheet. An import maps eight fields; exports from other tools have a few dozen columns. 256 (Excel
 * 2003's last column, IV) leaves room for any of them, and keeps the preview's table within what a window shows.
 */
export const MAX_COLUMNS = 256;
/**
 * Cells of the table: rows times the widest row. 3,000,000 is every one of the 100,000 rows with 30 columns, almost
 * four times the fields an import maps; the table goes to the window, so this bounds that answer as well.
 */
export const MAX_CELLS = 3_000_000;
/** Characters of all cells together: about as much text as the largest CSV Linkdesk reads holds. */
export const MAX_TEXT_CHARS = 50_000_000;
/**
 * Unpacked bytes of one part of a workbook (the sheet, its shared text, its styles). A sheet at the cell and text
 * limits above takes about 170 MB of XML; a part that unpacks to more is refused, whatever the archive says.
 */
export const MAX_PART_BYTES = 256 * 1024 * 1024;
