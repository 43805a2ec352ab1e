import { HISTORY_RATE_SHARE, type HistoryInterval, type HistoryRange } from '../../../shared/ipc/history.ts';
import { formatCount } from '../components/format.ts';

/** The three periods the Overview's cards compare, each against the one just before it. */
export type PeriodKey = 'last24h' | 'last7d' | 'last30d';

export const PERIODS: readonly { key: PeriodKey; title: string; before: string }[] = [
  { key: 'last24h', title: 'Last 24 hours', before: 'the 24 hours before' },
  { key: 'last7d', title: 'Last 7 days', before: 'the 7 days before' },
  { key: 'last30d', title: 'Last 30 days', before: 'the 30 days before' },
];

/** "+12% vs the 7 days before", "−8% vs …", "Up from none in …", "Same as …": a count against the one before. */
export function changeWords(count: number, previous: number, before: string): string {
  if (previous === 0) return count === 0 ? `None in ${before} either` : `Up from none in ${before}`;
  const percent = Math.round(((count - previous) / previous) * 100);
  if (percent === 0) return `Same as ${before}`;
  // A real minus sign: a hyphen reads as a dash to a screen reader and looks short beside the plus.
  const signed = percent > 0 ? `+${formatCount(percent)}%` : `−${formatCount(-percent)}%`;
  return `${signed} vs ${before}`;
}

/** A change on its own, for a short line: "+12%", "−8%", "new", "" for none. */
export function shortChange(count: number, previous: number): string {
  if (previous === 0) return count > 0 ? 'new' : '';
  const percent = Math.round(((count - previous) / previous) * 100);
  if (percent === 0) return '';
  return percent > 0 ? `+${formatCount(percent)}%` : `−${formatCount(-percent)}%`;
}

/** Whether a change went up, down or nowhere: its colour and its arrow. */
export function changeDirection(count: number, previous: number): 'up' | 'down' | 'same' {
  return count > previous ? 'up' : count < previous ? 'down' : 'same';
}

/** "1 click", "1,204 clicks"; "scans" for QR codes. */
export function countWords(count: number, noun: 'click' | 'scan'): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}

const INTERVAL_WORDS: Record<HistoryInterval, string> = {
  5: 'Every 5 minutes',
  15: 'Every 15 minutes',
  30: 'Every 30 minutes',
  60: 'Every hour',
  180: 'Every 3 hours',
  360: 'Every 6 hours',
  720: 'Every 12 hours',
  1440: 'Once a day',
};

/** How often snapshots are taken, as the settings offer it: "Every 15 minutes" … "Once a day". */
export function intervalWords(minutes: HistoryInterval): string {
  return INTERVAL_WORDS[minutes];
}

/** "a quarter", "half", "a tenth": the share of the rate limit history keeps to, said as a person would. */
export function shareWords(share: number = HISTORY_RATE_SHARE): string {
  const named: Record<string, string> = {
    '0.5': 'half',
    '0.25': 'a quarter',
    '0.2': 'a fifth',
    '0.1': 'a tenth',
  };
  return named[String(share)] ?? `${Math.round(share * 100)}%`;
}

/** "640 bytes", "12 kB", "2.1 MB": what history takes on disk. */
export function sizeWords(bytes: number): string {
  if (bytes < 1000) return `${formatCount(bytes)} bytes`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown = value >= 10 ? Math.round(value).toString() : (Math.round(value * 10) / 10).toString();
  return `${shown} ${units[unit]}`;
}

let dayFormat: Intl.DateTimeFormat | null = null;
let dayOfYearFormat: Intl.DateTimeFormat | null = null;
let timeFormat: Intl.DateTimeFormat | null = null;
let dayAndTimeFormat: Intl.DateTimeFormat | null = null;

/** "27 Nov" in this year, "27 Nov 2024" before it. */
export function dayWords(at: number, now: number = Date.now()): string {
  const date = new Date(at);
  if (date.getFullYear() === new Date(now).getFullYear()) {
    return (dayFormat ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' })).format(
      date,
    );
  }
  return (dayOfYearFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })).format(date);
}

/** "14:30" (or "2:30 PM"), in the person's own clock. */
export function timeWords(at: number): string {
  return (timeFormat ??= new Intl.DateTimeFormat(undefined, { timeStyle: 'short' })).format(new Date(at));
}

/** "14:30" today, "27 Nov, 14:30" another day: when something happened. */
export function momentWords(at: number, now: number = Date.now()): string {
  const date = new Date(at);
  const today = new Date(now);
  const sameDay =
    date.getFullYear() === today.getFullYear() &&
    date.getMonth() === today.getMonth() &&
    date.getDate() === today.getDate();
  if (sameDay) return timeWords(at);
  if (date.getFullYear() !== today.getFullYear()) {
    return (dayAndTimeFormat ??= new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    })).format(date);
  }
  return `${dayWords(at, now)}, ${timeWords(at)}`;
}

/** "at 14:30" today, "on 27 Nov at 14:30" another day: when something will happen or happened. */
export function whenWords(at: number, now: number = Date.now()): string {
  const date = new Date(at);
  const today = new Date(now);
  const sameDay =
    date.getFullYear() === today.getFullYear() &&
    date.getMonth() === today.getMonth() &&
    date.getDate() === today.getDate();
  return sameDay ? `at ${timeWords(at)}` : `on ${dayWords(at, now)} at ${timeWords(at)}`;
}

/** What a range is compared with, as a sentence ends: "the 7 days before". */
export function rangeBefore(range: HistoryRange): string {
  if (!('preset' in range)) return 'the same length of time before';
  return {
    '24h': 'the 24 hours before',
    '7d': 'the 7 days before',
    '30d': 'the 30 days before',
    all: 'the time before',
  }[range.preset];
}

/**
 * Whether history reaches back over the range before this one, so that what came in can be compared with it.
 * Before history began nobody was counting: a "new" or "+500%" against that would be made up.
 */
export function comparable(series: { from: number; to: number }, since: number | null): boolean {
  return since !== null && since <= series.from - (series.to - series.from);
}

/** "27 Nov, 14:30", with the day always said: where something starts. */
export function dayAndTimeWords(at: number, now: number = Date.now()): string {
  return `${dayWords(at, now)}, ${timeWords(at)}`;
}
