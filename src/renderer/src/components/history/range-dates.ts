import { fromDate, getLocalTimeZone, toCalendarDate, type CalendarDate } from '@internationalized/date';
import type { HistoryRange, HistoryRangePreset } from '../../../../shared/ipc/history.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each preset reaches back from now; "all" starts where history does. */
export const PRESET_MS: Record<Exclude<HistoryRangePreset, 'all'>, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
};

/** A day of the person's calendar, as the date fields hold it. */
export function calendarDay(at: number, timeZone = getLocalTimeZone()): CalendarDate {
  return toCalendarDate(fromDate(new Date(at), timeZone));
}

/** Two whole days, the first's start to the end of the last, in the person's time zone. */
export function rangeOfDays(
  first: CalendarDate,
  last: CalendarDate,
  timeZone = getLocalTimeZone(),
): { from: number; to: number } {
  return {
    from: first.toDate(timeZone).getTime(),
    to: last.add({ days: 1 }).toDate(timeZone).getTime(),
  };
}

/** The days a range covers, to fill the date fields: a custom range's own, or a preset's as of `now`. */
export function daysOfRange(
  range: HistoryRange,
  now: number,
  since: number | null = null,
  timeZone = getLocalTimeZone(),
): { first: CalendarDate; last: CalendarDate } {
  if ('from' in range) {
    return { first: calendarDay(range.from, timeZone), last: calendarDay(range.to - 1, timeZone) };
  }
  const reach = range.preset === 'all' ? now - (since ?? now - PRESET_MS['30d']) : PRESET_MS[range.preset];
  return { first: calendarDay(now - reach, timeZone), last: calendarDay(now, timeZone) };
}

/** Whether two ranges ask for the same thing (a preset, or the same two times). */
export function sameRange(a: HistoryRange, b: HistoryRange): boolean {
  if ('preset' in a) return 'preset' in b && a.preset === b.preset;
  return 'from' in b && a.from === b.from && a.to === b.to;
}

/** A range as text that stays the same while it means the same, for keys and dependencies. */
export function rangeKey(range: HistoryRange): string {
  return 'preset' in range ? range.preset : `${range.from}-${range.to}`;
}
