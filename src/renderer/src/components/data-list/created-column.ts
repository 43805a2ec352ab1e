import { createElement } from 'react';
import { formatApiDay } from '../format.ts';
import type { Column } from './types.ts';

/**
 * The "Created" column of items the installation dates. The API's `YYYY-MM-DD HH:MM:SS` sorts as text in time
 * order, and exports as the installation wrote it; the cell shows the day in the reader's own short format
 * ("5 Mar 2025"), and its tooltip the day and time. Newest first on the first click.
 */
export function createdColumn<T extends { date: string }>(
  width: string,
  options: { dropOrder?: number } = {},
): Column<T> {
  return {
    id: 'date',
    title: 'Created',
    value: (item) => item.date,
    render: (item) => {
      const formatted = formatApiDay(item.date);
      if (!formatted) return item.date;
      return createElement('span', { className: 'truncated', title: formatted.dayAndTime }, formatted.day);
    },
    width,
    sortFirst: 'descending',
    ...options,
  };
}
