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
