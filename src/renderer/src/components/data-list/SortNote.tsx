import Info from 'lucide-react/icons/info';
import type { Column, SortState } from './types.ts';

interface SortNoteProps<T> {
  sort: SortState;
  columns: Column<T>[];
  loaded: number;
  total: number;
  noun: { one: string; other: string };
  onLoadAll: () => void;
}

/**
 * Sorting orders only the items loaded: when that is one page of several, the list says so and offers to
 * load the whole collection, so "most clicks" never quietly means "most clicks among these 15".
 */
export function SortNote<T>({ sort, columns, loaded, total, noun, onLoadAll }: SortNoteProps<T>) {
  const title = columns.find((column) => column.id === sort.columnId)?.title ?? sort.columnId;
  return (
    <div className="data-list-sort-note" role="note">
      <Info aria-hidden="true" size={16} />
      <p>
        {`Sorted by ${title} within this page only: ${loaded.toLocaleString()} of ${total.toLocaleString()} ${total === 1 ? noun.one : noun.other} are loaded.`}
      </p>
      <button type="button" className="button button-small" onClick={onLoadAll}>
        {`Load all ${total.toLocaleString()} to sort them`}
      </button>
    </div>
  );
}
