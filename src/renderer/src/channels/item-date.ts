import { formatApiDay } from '../components/format.ts';

/** The API gives the day an item went into a channel as `YYYY-MM-DD`, a calendar day with no time zone. */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
let calendarDay: Intl.DateTimeFormat | null = null;

/**
 * "Added Nov 19, 2026": the day in the app's one short date format, as the lists show dates. The day is the
 * server's calendar day, so it is written as it is, not moved into the reader's time zone.
 */
export function addedOn(value: string): string {
  if (DAY_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(day.getTime())) {
      calendarDay ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
      return `Added ${calendarDay.format(day)}`;
    }
  }
  const readable = formatApiDay(value);
  return readable ? `Added ${readable.day}` : value ? `Added ${value}` : '';
}
