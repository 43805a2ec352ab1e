import { createElement } from 'react';
import { DATETIME_PATTERN } from '../../../../shared/api/constants.ts';
import type { Column } from './types.ts';

const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateAndTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** The API's `YYYY-MM-DD HH:MM:SS`, in UTC; null when it is something else. */
function parseApiDate(value: string): Date | null {
  if (!DATETIME_PATTERN.test(value)) return null;
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

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
      const date = parseApiDate(item.date);
      if (!date) return item.date;
      return createElement('span', { title: dateAndTime.format(date) }, shortDate.format(date));
    },
    width,
    sortFirst: 'descending',
    ...options,
  };
}
