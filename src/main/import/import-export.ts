import { isPlainFileName } from '../../shared/ipc/contract.ts';
import type { ImportRowResult } from '../../shared/ipc/imports.ts';
import type { Sheet } from '../spreadsheet/sheet.ts';
import type { AddedColumn } from '../spreadsheet/write-spreadsheet.ts';
import type { ImportJournal } from './import-journal.ts';

/** Each row's outcome in the export's last column, in words. */
function outcome(result: ImportRowResult): string {
  switch (result.state) {
    case 'created':
      return 'Created';
    case 'failed':
      return `Refused: ${result.message ?? 'the installation refused it'}`;
    case 'skipped':
      return `Not sent: ${result.message ?? 'it did not pass the checks'}`;
    case 'sending':
      return 'Sent, answer not received yet';
    case 'pending':
      return 'Not sent yet';
  }
}

/**
 * "links.csv" → "links with short URLs.csv": beside the original, never over it, with its extension (a .tsv
 * stays tab-separated, so it stays .tsv). A name the save dialog should not be given (a line break, a
 * backslash, a Windows device name: the chosen file's name is whatever the disk allowed) becomes "import with
 * short URLs".
 */
export function exportName(fileName: string, format: 'csv' | 'xlsx'): string {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName) || 'import';
  const extension = format === 'xlsx' ? 'xlsx' : dot > 0 ? fileName.slice(dot + 1).toLowerCase() : 'csv';
  const name = `${base} with short URLs.${extension}`;
  return isPlainFileName(name)
    ? name
    : `import with short URLs.${isPlainFileName(`x.${extension}`) ? extension : 'csv'}`;
}

/** Writes a sheet with columns added: writeSpreadsheet, which main runs in the spreadsheet worker. */
export type SpreadsheetWriter = (sheet: Sheet, added: AddedColumn[]) => Promise<Uint8Array>;

/**
 * The sheet as it came in, in its own format, with each row's short URL and outcome in two more columns; every
 * cell, the outcome's words from the installation included, goes through writeSpreadsheet's formula guard.
 */
export async function exportImport(
  journal: ImportJournal,
  importId: string,
  write: SpreadsheetWriter,
): Promise<{ name: string; bytes: Uint8Array }> {
  const record = journal.get(importId);
  if (!record) throw new Error(`No import ${importId} in the journal.`);
  const rows = journal.rowsWithResults(importId);
  const bytes = await write({ ...record.sheet, rows: rows.map((row) => row.cells) }, [
    { header: 'Short URL', values: rows.map((row) => row.result.shortUrl ?? '') },
    { header: 'Import result', values: rows.map((row) => outcome(row.result)) },
  ]);
  return { name: exportName(record.fileName, record.sheet.format), bytes };
}
