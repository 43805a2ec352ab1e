import type { Delimiter } from './sheet.ts';
import { unreadable } from './spreadsheet-errors.ts';

/** What a file's extension says it is: delimited text (with the delimiter to expect when the text leaves it open) or a workbook. */
export type FileFormat = { format: 'csv'; usualDelimiter: Delimiter } | { format: 'xlsx' };

/** Formats people are likely to pick, with what to do instead. */
const OTHER_FORMATS: Record<string, string> = {
  xls: 'Excel 97–2003 workbooks (.xls) are not supported. Save it as .xlsx or CSV and choose that file',
  xlsm: 'workbooks with macros (.xlsm) are not supported. Save it as .xlsx or CSV and choose that file',
  xlsb: 'binary workbooks (.xlsb) are not supported. Save it as .xlsx or CSV and choose that file',
  ods: 'OpenDocument spreadsheets (.ods) are not supported. Save it as .xlsx or CSV and choose that file',
  numbers: 'Numbers spreadsheets are not supported. Export it as .xlsx or CSV and choose that file',
};

export function fileFormatOf(fileName: string): FileFormat {
  const extension = extensionOf(fileName);
  switch (extension) {
    case 'csv':
      return { format: 'csv', usualDelimiter: ',' };
    // Spreadsheet apps save "Text (Tab delimited)" as .txt.
    case 'tsv':
    case 'tab':
    case 'txt':
      return { format: 'csv', usualDelimiter: '\t' };
    case 'xlsx':
      return { format: 'xlsx' };
  }
  throw unreadable(OTHER_FORMATS[extension] ?? 'choose a .csv, .tsv, .txt or .xlsx file');
}

export function extensionOf(fileName: string): string {
  const base = baseNameOf(fileName);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The name without folders or extension: what a CSV's one sheet is called. */
export function sheetNameOf(fileName: string): string {
  const base = baseNameOf(fileName);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? base : base.slice(0, dot);
}

function baseNameOf(fileName: string): string {
  return fileName.split(/[\\/]/).pop() ?? fileName;
}
