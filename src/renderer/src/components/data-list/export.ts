import type { Api } from '../../../../shared/ipc/api.ts';
import { call } from '../../store/call.ts';
import { csvFileName, toCsv } from './csv.ts';
import type { Column } from './types.ts';

/** Saves the rows as CSV where the person chooses; answers what to tell them ("" when they cancelled). */
export async function saveCsv<T>(
  api: Api,
  baseName: string,
  rows: readonly T[],
  columns: readonly Column<T>[],
  noun: { one: string; other: string },
): Promise<string> {
  const suggestedName = csvFileName(baseName);
  const result = await call(() => api.saveFile({ suggestedName, content: toCsv(rows, columns) }));
  if (!result.ok) return `The export was not saved: ${result.error.message}`;
  if (!result.value.saved) return '';
  return `Exported ${rows.length.toLocaleString()} ${rows.length === 1 ? noun.one : noun.other} to a CSV file.`;
}
