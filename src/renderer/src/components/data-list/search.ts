import type { Column, SortState } from './types.ts';

/**
 * Whether any of the item's own text or numbers contain every word of the query, ignoring case: a local
 * search over what is loaded, for installations without a server search.
 */
export function matchesQuery(item: unknown, query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchableText(item);
  return words.every((word) => text.includes(word));
}

function searchableText(item: unknown): string {
  if (item === null || typeof item !== 'object') return String(item ?? '').toLocaleLowerCase();
  const parts: string[] = [];
  for (const value of Object.values(item)) {
    if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
  }
  return parts.join('\n').toLocaleLowerCase();
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

type Value = string | number | boolean | null;

function compareValues(a: Value, b: Value): number {
  // Empty values go last whichever way the column is sorted would be nicer, but a stable rule is clearer.
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return collator.compare(String(a), String(b));
}

/** The items in the column's order; the original order breaks ties, so equal rows never jump around. */
export function sortItems<T>(
  items: readonly T[],
  columns: readonly Column<T>[],
  sort: SortState | null,
): T[] {
  const column = sort ? columns.find((candidate) => candidate.id === sort.columnId) : undefined;
  if (!sort || !column) return items as T[];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = items.map((item, index) => ({ item, index, value: column.value(item) }));
  keyed.sort((a, b) => sign * compareValues(a.value, b.value) || a.index - b.index);
  return keyed.map((entry) => entry.item);
}
