import type { Column, SortState } from './types.ts';

const wordsOf = (query: string) => query.toLocaleLowerCase().split(/\s+/).filter(Boolean);

/** A search over one array of items, asked again on every keystroke. */
export interface SearchIndex<T> {
  /**
   * The items whose text contains every word of `query`, ignoring case, in their order; all of them for an
   * empty query. The text is `textOf`'s, or all of the item's own text and numbers.
   */
  filter(query: string): T[];
  /** Reads every item's text now (while the window is idle) rather than on the first keystroke. */
  prepare(): void;
}

/**
 * What a search box filters with when the list may hold tens of thousands of items: each item's lower-cased
 * text is made once, on the first search, and a query that only adds to the last one (the next letter typed)
 * looks only through what the last one matched.
 */
export function createSearchIndex<T>(items: readonly T[], textOf?: (item: T) => string): SearchIndex<T> {
  let texts: string[] | null = null;
  let last: { query: string; matched: number[] } | null = null;
  const read = () =>
    (texts ??= items.map((item) => (textOf ? textOf(item) : searchableText(item)).toLocaleLowerCase()));
  return {
    prepare: () => void read(),
    filter(query) {
      const lower = query.toLocaleLowerCase();
      const words = wordsOf(lower);
      if (words.length === 0) return items as T[];
      const all = read();
      // Every match of "abc" or "ab c" is a match of "ab": only those need looking at again.
      const candidates = last !== null && lower.startsWith(last.query) ? last.matched : null;
      const matched: number[] = [];
      const consider = (index: number) => {
        const text = all[index]!;
        for (const word of words) if (!text.includes(word)) return;
        matched.push(index);
      };
      if (candidates) for (const index of candidates) consider(index);
      else for (let index = 0; index < all.length; index++) consider(index);
      last = { query: lower, matched };
      // Everything matched: the same array, so the list has nothing new to draw.
      if (matched.length === items.length) return items as T[];
      return matched.map((index) => items[index]!);
    },
  };
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
