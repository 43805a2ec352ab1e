import type { Column, SortState } from './types.ts';

type Direction = SortState['direction'];

/**
 * Which way a column sorts on its first click: as stated, or most first for numbers (clicks, scans: the
 * busiest is what people look for), A to Z for text.
 */
export function firstDirection<T>(column: Column<T>, items: readonly T[]): Direction {
  if (column.sortFirst) return column.sortFirst;
  const sample = items.find((item) => column.value(item) !== null);
  return sample !== undefined && typeof column.value(sample) === 'number' ? 'descending' : 'ascending';
}
