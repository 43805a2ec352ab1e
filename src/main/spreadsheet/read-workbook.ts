import readXlsxFile from 'read-excel-file/node';
import { cellText } from './cell-text.ts';
import { unreadable } from './spreadsheet-errors.ts';

/** Why read-excel-file refused a file, by its error code, in words that say what to do. */
const REFUSALS: Record<string, string> = {
  XLS_FILE_NOT_SUPPORTED:
    'it is an Excel 97–2003 workbook or a password-protected one. Save it as .xlsx without a password, or as CSV',
  FILE_NOT_SUPPORTED: 'it is not an Excel workbook (.xlsx), or it is damaged',
  INVALID_ZIP: 'it is not an Excel workbook (.xlsx), or it is damaged',
  NO_DATA: 'it is empty',
};

/** The first sheet of an .xlsx workbook: its name and every cell as text (see cellText). */
export async function readWorkbook(bytes: Uint8Array): Promise<{ sheetName: string; cells: string[][] }> {
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
  try {
    // Cells exactly as typed (no trimming), so that an export writes back what it read.
    sheets = await readXlsxFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      trim: false,
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw unreadable(
      (typeof code === 'string' && REFUSALS[code]) || 'the workbook is damaged or not an .xlsx file',
    );
  }
  const first = sheets[0];
  if (!first) throw unreadable('the workbook has no sheets');
  return { sheetName: first.sheet, cells: first.data.map((row) => row.map(cellText)) };
}
