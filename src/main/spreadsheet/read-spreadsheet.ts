import { decodeText } from './decode-text.ts';
import { detectDelimiter } from './detect-delimiter.ts';
import { fileFormatOf, sheetNameOf } from './file-format.ts';
import { readDelimited } from './read-delimited.ts';
import { readWorkbook } from './read-workbook.ts';
import { MAX_SPREADSHEET_BYTES, type Sheet } from './sheet.ts';
import { tooLarge, unreadable } from './spreadsheet-errors.ts';

/** The first bytes of a ZIP archive (which an .xlsx is) and of an old OLE container (.xls, or an encrypted .xlsx). */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * A spreadsheet file the person chose, as a sheet of text cells: delimited text (.csv, .tsv, .txt) or the first
 * sheet of an .xlsx workbook, by the file's extension. Refuses, in words for people, files it cannot read, files
 * over MAX_SPREADSHEET_BYTES, and sheets past the limits of sheet.ts (rows, columns, cells, text, unpacked size),
 * each as soon as the reader finds it. CPU-bound: main runs it in a worker (spreadsheet-worker.ts).
 */
export async function readSpreadsheet(fileName: string, bytes: Uint8Array): Promise<Sheet> {
  if (bytes.byteLength > MAX_SPREADSHEET_BYTES) throw tooLarge(bytes.byteLength);
  const format = fileFormatOf(fileName);
  if (bytes.byteLength === 0) throw unreadable('it is empty');

  if (format.format === 'xlsx') {
    const { sheetName, table } = readWorkbook(bytes);
    return { format: 'xlsx', sheetName, ...table };
  }
  // A workbook renamed to .csv reads as garbage; say what it is instead.
  if (startsWith(bytes, ZIP_SIGNATURE)) {
    throw unreadable('it is an Excel workbook with a text file’s name. Rename it to end in .xlsx');
  }
  if (startsWith(bytes, OLE_SIGNATURE)) {
    throw unreadable('it is an Excel 97–2003 workbook with a text file’s name. Save it as .xlsx or CSV');
  }
  const text = decodeText(bytes);
  const delimiter = detectDelimiter(text, format.usualDelimiter);
  return { format: 'csv', sheetName: sheetNameOf(fileName), delimiter, ...readDelimited(text, delimiter) };
}
