import type { ColumnMapping } from '../../src/shared/import/import-fields.ts';
import { checkRows, type ImportLink } from '../../src/shared/import/row-check.ts';

/**
 * The rows an opened sheet would send, as the window finds them: checked with the guessed columns on an account
 * with no domains, campaigns or channels; rows that fail a check are left out.
 */
export function rowsToSend(rows: string[][], guess: ColumnMapping): { row: number; link: ImportLink }[] {
  const checks = checkRows(rows, guess, { domains: [], campaigns: [], channels: [] }, new Date());
  return checks.flatMap((check, row) => (check.ok ? [{ row, link: check.link }] : []));
}
