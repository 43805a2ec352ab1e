import type { HistorySubject, SeriesDrop, SeriesGap } from '../../../../shared/ipc/history.ts';
import { formatCount } from '../format.ts';

/** What a chart counts: a link's (campaign's, channel's) clicks, or a QR code's scans. */
export type HistoryMeasure = 'clicks' | 'scans';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Formats are made once per locale and options: making one costs far more than using it, and a chart's table
 * formats every bucket. `locale` is left out in the app (the person's own); tests name one.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formats.set(key, made);
  }
  return made;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const DAY_IN_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
};
const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };
const WEEKDAY_AND_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric' };

/** The year is said only when it is not this one: "27 Nov", "27 Nov 2024". */
function dayOptions(at: number, now: number): Intl.DateTimeFormatOptions {
  return new Date(at).getFullYear() === new Date(now).getFullYear() ? DAY : DAY_IN_YEAR;
}

/** A day: "27 Nov" (the person's own order and words). */
export function dayText(at: number, locale?: string, now = Date.now()): string {
  return format(locale, dayOptions(at, now)).format(at);
}

/** A time of day: "14:15" or "2:15 PM". */
export function timeText(at: number, locale?: string): string {
  return format(locale, TIME).format(at);
}

/** A month, for a chart's axis over a long range: "Nov 2025". */
export function monthText(at: number, locale?: string): string {
  return format(locale, MONTH).format(at);
}

/**
 * A stretch of time: days alone when it lasts a day or more ("2–4 Dec"), else with the times
 * ("2 Dec, 14:00–16:30"). `to` is where the stretch ends, not its last moment.
 */
export function spanText(from: number, to: number, locale?: string, now = Date.now()): string {
  if (to - from >= DAY_MS) return format(locale, dayOptions(from, now)).formatRange(from, to);
  return format(locale, DAY_AND_TIME).formatRange(from, to);
}

const isMidnight = (at: number) => {
  const date = new Date(at);
  return (
    date.getHours() === 0 &&
    date.getMinutes() === 0 &&
    date.getSeconds() === 0 &&
    date.getMilliseconds() === 0
  );
};

/**
 * A chart's range: whole days as their first and last ("1 – 7 Dec", "1 Dec" for one), since a range of days
 * ends at the next one's midnight; any other range as a stretch of time.
 */
export function rangeText(from: number, to: number, locale?: string, now = Date.now()): string {
  if (isMidnight(from) && isMidnight(to) && to > from) {
    return format(locale, dayOptions(from, now)).formatRange(from, to - 1);
  }
  return spanText(from, to, locale, now);
}

/** One bar's time, for its tooltip and its row: "Tue 2 Dec" for a day or more, else "2 Dec, 14:00–14:15". */
export function bucketText(at: number, bucketMinutes: number, locale?: string): string {
  const end = at + bucketMinutes * 60_000;
  if (bucketMinutes >= 24 * 60) {
    return bucketMinutes === 24 * 60
      ? format(locale, WEEKDAY_AND_DAY).format(at)
      : format(locale, DAY).formatRange(at, end - 1);
  }
  return format(locale, DAY_AND_TIME).formatRange(at, end);
}

/** "1 click", "1,204 scans". */
export function countText(count: number, measure: HistoryMeasure): string {
  const noun = measure === 'clicks' ? (count === 1 ? 'click' : 'clicks') : count === 1 ? 'scan' : 'scans';
  return `${formatCount(count)} ${noun}`;
}

/** "Clicks", "Scans": a column's or an axis's name. */
export function measureName(measure: HistoryMeasure): string {
  return measure === 'clicks' ? 'Clicks' : 'Scans';
}

/**
 * A stretch nobody was looking, said as what is known of it: how much came in, not when.
 * "Linkdesk was not running: 120 clicks came in, 2–4 Dec".
 */
export function gapWords(gap: SeriesGap, measure: HistoryMeasure, locale?: string, now = Date.now()): string {
  const when = spanText(gap.from, gap.to, locale, now);
  const count = measure === 'clicks' ? gap.clicks : gap.scans;
  if (count === 0) return `Linkdesk was not running, ${when}: no ${measure} came in meanwhile`;
  return `Linkdesk was not running: ${countText(count, measure)} came in, ${when}`;
}

/** Where the chart's history begins: "History since 27 Nov", with the time where the range is a day or two. */
export function sinceWords(since: number, rangeMs: number, locale?: string, now = Date.now()): string {
  const day = dayText(since, locale, now);
  return rangeMs <= 2 * DAY_MS ? `History since ${day}, ${timeText(since, locale)}` : `History since ${day}`;
}

/**
 * Counters that went down, which a chart of what came in cannot draw as bars:
 * "Counts went down by 40 on 3 Dec: the installation may have cleared old clicks".
 */
export function dropWords(
  drop: SeriesDrop,
  measure: HistoryMeasure,
  locale?: string,
  now = Date.now(),
): string {
  const items = measure === 'clicks' ? ['link', 'links'] : ['QR code', 'QR codes'];
  const whose = drop.items > 1 ? ` of ${formatCount(drop.items)} ${items[1]}` : '';
  return (
    `Counts${whose} went down by ${formatCount(drop.by)} on ${dayText(drop.at, locale, now)}: ` +
    `the installation may have cleared old ${measure}`
  );
}

/** What a deleted link or code's chart says of its end: "This link was deleted on 5 Dec". */
export function goneWords(
  goneAt: number,
  kind: HistorySubject['kind'],
  locale?: string,
  now = Date.now(),
): string {
  const what = kind === 'link' ? 'This link' : kind === 'qr' ? 'This QR code' : 'It';
  return `${what} was deleted on ${dayText(goneAt, locale, now)}: nothing is counted after that`;
}

/** Where a chart's null bar comes from: a gap, or before history began (the bar ends before it starts). */
export function unknownWords(at: number, bucketMinutes: number, since: number | null): string {
  return since === null || at + bucketMinutes * 60_000 <= since
    ? 'Before history began'
    : 'Linkdesk was not running';
}
