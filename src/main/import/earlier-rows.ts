import type { EarlierImportedRows } from '../../shared/ipc/imports.ts';
import type { MadeByImport } from './import-journal.ts';

/**
 * What tells a row as made: its long URL, and its alias when it has one (aliases are the same whatever their
 * case). The cells are trimmed as the preview's checks trim them, so a row is the link it would send.
 */
const keyOf = (url: string, alias: string | null) =>
  alias ? `alias ${alias.toLowerCase()} ${url}` : `url ${url}`;

/**
 * The rows of `rows` whose link an earlier import of the account made, with the imports they come from (newest
 * first). A row with an alias matches a made link with that alias and long URL (the installation would refuse
 * the alias as taken); one without matches a made link to the same address without an alias (it would be made
 * a second time).
 */
export function earlierImportedRows(
  rows: readonly (readonly string[])[],
  columns: { url: number; alias?: number | undefined },
  made: readonly MadeByImport[],
): EarlierImportedRows {
  const byKey = new Map<string, MadeByImport>();
  for (const link of made) {
    const key = keyOf(link.url, link.alias);
    const known = byKey.get(key);
    if (!known || known.createdAt < link.createdAt) byKey.set(key, link);
  }
  const found: number[] = [];
  let withAlias = 0;
  const sources = new Map<string, { fileName: string; createdAt: number }>();
  rows.forEach((cells, index) => {
    const url = (cells[columns.url] ?? '').trim();
    if (url === '') return;
    const alias = columns.alias === undefined ? '' : (cells[columns.alias] ?? '').trim();
    const earlier = byKey.get(keyOf(url, alias || null));
    if (!earlier) return;
    found.push(index);
    if (alias) withAlias += 1;
    sources.set(`${earlier.createdAt} ${earlier.fileName}`, {
      fileName: earlier.fileName,
      createdAt: earlier.createdAt,
    });
  });
  const imports = [...sources.values()].sort((a, b) => b.createdAt - a.createdAt);
  return { rows: found, withAlias, imports };
}
