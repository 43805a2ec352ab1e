import type { Api } from '../../../../shared/ipc/api.ts';
import { call } from '../../store/call.ts';
import { csvFileName, toCsv } from './csv.ts';
import type { Column } from './types.ts';

/** What an export came to: nothing to say when the person cancelled the save dialog. */
export type CsvExportOutcome =
  { saved: true; message: string; savedId: string | undefined } | { saved: false; problem: string } | null;

/** Saves the rows as CSV where the person chooses, and says what came of it ("Exported 42 links."). */
export async function saveCsv<T>(
  api: Api,
  baseName: string,
  rows: readonly T[],
  columns: readonly Column<T>[],
  noun: { one: string; other: string },
): Promise<CsvExportOutcome> {
  const suggestedName = csvFileName(baseName);
  const result = await call(() => api.saveFile({ suggestedName, content: toCsv(rows, columns) }));
  if (!result.ok) return { saved: false, problem: `The export was not saved: ${result.error.message}` };
  if (!result.value.saved) return null;
  return {
    saved: true,
    message: `Exported ${rows.length.toLocaleString('en-US')} ${rows.length === 1 ? noun.one : noun.other}.`,
    savedId: result.value.savedId,
  };
}
