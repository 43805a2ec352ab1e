import { createSheetTable, type SheetTable } from './sheet-table.ts';
import { unreadable } from './spreadsheet-errors.ts';
import { readDateStyles } from './workbook/cell-styles.ts';
import { readSharedStrings } from './workbook/shared-strings.ts';
import { firstSheet } from './workbook/workbook-index.ts';
import { readWorksheetCells } from './workbook/worksheet-cells.ts';
import { openZip } from './workbook/zip-archive.ts';

/** The first bytes of an old OLE container: an .xls, or an .xlsx saved with a password. */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * The first sheet of an .xlsx workbook: its name and its table, every cell as text (see cellText), exactly as
 * typed (no trimming). Only the parts that sheet needs are unpacked (the workbook's index, the sheet, its shared
 * text and its cell formats), each held to MAX_PART_BYTES and read as it unpacks; the cells go straight into
 * the table, which holds them to the sheet's limits.
 */
export function readWorkbook(bytes: Uint8Array): { sheetName: string; table: SheetTable } {
  if (OLE_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    throw unreadable(
      'it is an Excel 97–2003 workbook or a password-protected one. Save it as .xlsx without a password, or as CSV',
    );
  }
  const archive = openZip(bytes);
  const sheet = firstSheet(archive);
  const sharedStrings = readSharedStrings(archive, sheet.sharedStrings);
  const isDateStyle = readDateStyles(archive, sheet.styles);
  const table = createSheetTable();
  readWorksheetCells(archive, sheet.path, { sharedStrings, isDateStyle, date1904: sheet.date1904 }, table);
  return { sheetName: sheet.name, table: table.finish() };
}
