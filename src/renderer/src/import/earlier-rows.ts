import type { EarlierImportedRows } from '../../../shared/ipc/imports.ts';
import { formatCount, formatSeenAt } from '../components/format.ts';

/** When the rows were imported, for a sentence: the newest import that made them, "at 14:02" or "on 27 November…". */
export function importedWhen(earlier: EarlierImportedRows, now: Date = new Date()): string {
  const newest = earlier.imports[0];
  if (!newest) return '';
  const when = formatSeenAt(new Date(newest.createdAt).toISOString(), now);
  return earlier.imports.length > 1 ? `${when} and before` : when;
}

/** What sending the rows again would do: an alias is refused as taken, a row without one makes a second link. */
export function earlierRowsWarning(
  earlier: EarlierImportedRows,
  accountName: string,
  now: Date = new Date(),
): string {
  const count = earlier.rows.length;
  const rows = count === 1 ? '1 row of this file was' : `${formatCount(count)} rows of this file were`;
  const lead = `${rows} already imported to ${accountName} ${importedWhen(earlier, now)}.`;
  const withAlias = earlier.withAlias;
  const without = count - withAlias;
  const them = count === 1 ? 'it' : 'them';
  if (without === 0)
    return `${lead} Sent again, ${count === 1 ? 'it would be' : 'they would be'} refused as duplicates.`;
  if (withAlias === 0) {
    return `${lead} Sending ${them} again would make ${count === 1 ? 'a second short link' : 'second short links'} to the same ${count === 1 ? 'address' : 'addresses'}.`;
  }
  return `${lead} Sent again, the ${formatCount(withAlias)} with an alias would be refused as duplicates, and the ${formatCount(without)} without one would make ${without === 1 ? 'a second short link' : 'second short links'}.`;
}
