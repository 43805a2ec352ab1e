import { formatApiDate } from '../format.ts';
import type { Column } from './types.ts';

/**
 * The "Created" column of items the installation dates. The API's `YYYY-MM-DD HH:MM:SS` sorts as text in time
 * order, and exports as the installation wrote it; only the cell is shown in the reader's own format.
 */
export function createdColumn<T extends { date: string }>(width: string): Column<T> {
  return {
    id: 'date',
    title: 'Created',
    value: (item) => item.date,
    render: (item) => formatApiDate(item.date),
    width,
  };
}
