import { describe, expect, it } from 'vitest';
import { countTicks, timeTicks } from './chart-ticks.ts';
import { fitBars } from './fit-bars.ts';
import {
  bucketText,
  countText,
  dropWords,
  gapWords,
  goneWords,
  rangeText,
  sinceWords,
  spanText,
  unknownWords,
} from './history-words.ts';
import { tableRows, unknownRuns } from './series-runs.ts';
import { seriesOf } from './testing-series.ts';

// Local times in a named locale: the words are the same on every machine.
const at = (month: number, day: number, hour = 0, minute = 0) =>
  new Date(2025, month, day, hour, minute).getTime();
const NOW = at(11, 10, 12);
const GB = 'en-GB';
// Between two days, the locale's data puts thin spaces around the dash.
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe('the words of a chart', () => {
  it('says a gap as what came in and when', () => {
    const gap = { from: at(11, 2, 9), to: at(11, 4, 18), clicks: 120, scans: 3 };
    expect(gapWords(gap, 'clicks', GB, NOW)).toBe(
      'Linkdesk was not running: 120 clicks came in, 2\u2009–\u20094 Dec',
    );
    expect(gapWords(gap, 'scans', GB, NOW)).toBe(
      'Linkdesk was not running: 3 scans came in, 2\u2009–\u20094 Dec',
    );
    expect(gapWords({ ...gap, clicks: 0 }, 'clicks', GB, NOW)).toBe(
      'Linkdesk was not running, 2\u2009–\u20094 Dec: no clicks came in meanwhile',
    );
    // A gap within a day says its times.
    const short = { from: at(11, 2, 14), to: at(11, 2, 16, 30), clicks: 1, scans: 0 };
    expect(gapWords(short, 'clicks', GB, NOW)).toBe(
      'Linkdesk was not running: 1 click came in, 2 Dec, 14:00–16:30',
    );
  });

  it('says where history starts, with the time in a short range, and the year only when it is not this one', () => {
    expect(sinceWords(at(10, 27, 9, 15), 7 * DAY_MS, GB, NOW)).toBe('History since 27 Nov');
    expect(sinceWords(at(11, 9, 9, 15), DAY_MS, GB, NOW)).toBe('History since 9 Dec, 09:15');
    expect(sinceWords(new Date(2024, 10, 27).getTime(), 30 * DAY_MS, GB, NOW)).toBe(
      'History since 27 Nov 2024',
    );
  });

  it('says counters that went down, and a deletion', () => {
    expect(dropWords({ at: at(11, 3, 10), by: 40, items: 1 }, 'clicks', GB, NOW)).toBe(
      'Counts went down by 40 on 3 Dec: the installation may have cleared old clicks',
    );
    expect(dropWords({ at: at(11, 3, 10), by: 1200, items: 3 }, 'scans', GB, NOW)).toBe(
      'Counts of 3 QR codes went down by 1,200 on 3 Dec: the installation may have cleared old scans',
    );
    expect(goneWords(at(11, 5), 'link', GB, NOW)).toBe(
      'This link was deleted on 5 Dec: nothing is counted after that',
    );
    expect(goneWords(at(11, 5), 'qr', GB, NOW)).toMatch(/^This QR code was deleted on 5 Dec/);
  });

  it('counts in words and tells a bar before history from a gap', () => {
    expect(countText(1, 'clicks')).toBe('1 click');
    expect(countText(12345, 'scans')).toBe('12,345 scans');
    const since = at(11, 2, 10);
    expect(unknownWords(at(11, 2, 9), 60, since)).toBe('Before history began');
    expect(unknownWords(at(11, 2, 11), 60, since)).toBe('Linkdesk was not running');
    expect(unknownWords(at(11, 2, 11), 60, null)).toBe('Before history began');
  });

  it('says a bar’s time: a day for a daily bar, the hours for a shorter one', () => {
    expect(bucketText(at(11, 2), 24 * 60, GB)).toBe('Tue 2 Dec');
    expect(bucketText(at(11, 2, 14), 15, GB)).toBe('2 Dec, 14:00–14:15');
    expect(spanText(at(11, 2), at(11, 4), GB, NOW)).toBe('2\u2009–\u20094 Dec');
    // A range of whole days ends at the next one's midnight, and is said by its first and last day.
    expect(rangeText(at(11, 2), at(11, 5), GB, NOW)).toBe('2\u2009–\u20094 Dec');
    expect(rangeText(at(11, 2), at(11, 3), GB, NOW)).toBe('2 Dec');
    expect(rangeText(at(11, 2, 9, 30), at(11, 2, 12), GB, NOW)).toBe('2 Dec, 09:30–12:00');
  });
});

describe('a chart’s stretches and rows', () => {
  it('tells the time before history from a gap, one stretch per run of bars', () => {
    const from = at(11, 2);
    const series = seriesOf(from, 60, [null, null, 1, null, null, 2, null], {
      since: from + 2 * HOUR_MS,
      gaps: [{ from: from + 3 * HOUR_MS, to: from + 5 * HOUR_MS, clicks: 9, scans: 0 }],
    });
    const runs = unknownRuns(series, 'clicks');
    expect(runs.map((run) => [run.kind, (run.first - from) / HOUR_MS, (run.end - from) / HOUR_MS])).toEqual([
      ['before', 0, 2],
      ['gap', 3, 5],
      ['gap', 6, 7],
    ]);
    expect(runs[1]!.gap?.clicks).toBe(9);
    // The last stretch has no gap named by main: nothing is said of what came in.
    expect(runs[2]!.gap).toBeNull();
    const rows = tableRows(series, 'clicks', GB, NOW);
    expect(rows.map((row) => row.count)).toEqual([
      'Before history began',
      '1 click',
      'Linkdesk was not running: 9 clicks came in, 2 Dec, 03:00–05:00',
      '2 clicks',
      'Linkdesk was not running',
    ]);
    expect(rows[0]!.time).toBe('2 Dec, 00:00–02:00');
  });
});

describe('a chart’s time axis', () => {
  const hours = (from: number, count: number, minutes: number) =>
    Array.from({ length: count }, (_, index) => from + index * minutes * 60_000);

  it('labels a day of quarter hours at whole hours, never closer than a label needs', () => {
    const starts = hours(at(11, 2, 13, 15), 96, 15);
    const { ticks, labels } = timeTicks(starts, 15, 500, GB);
    expect(ticks.length).toBeGreaterThan(3);
    expect(ticks.length * 64).toBeLessThanOrEqual(500);
    for (const tick of ticks) expect(new Date(tick).getMinutes()).toBe(0);
    // Midnight says the day, the rest their time.
    expect(labels.get(at(11, 3))).toBe('3 Dec');
    expect([...labels.values()].filter((label) => label.includes(':')).length).toBe(ticks.length - 1);
  });

  it('labels a week of hours by day, and every other day where it is narrow', () => {
    const starts = hours(at(11, 1), 7 * 24, 60);
    const wide = timeTicks(starts, 60, 600, GB);
    expect(wide.ticks.map((tick) => wide.labels.get(tick))).toEqual([
      '1 Dec',
      '2 Dec',
      '3 Dec',
      '4 Dec',
      '5 Dec',
      '6 Dec',
      '7 Dec',
    ]);
    const narrow = timeTicks(starts, 60, 280, GB);
    expect(narrow.ticks.map((tick) => narrow.labels.get(tick))).toEqual(['1 Dec', '3 Dec', '5 Dec', '7 Dec']);
  });

  it('labels months over a long range, and nothing for no bars', () => {
    const starts = hours(at(0, 1), 330, 24 * 60);
    const { ticks, labels } = timeTicks(starts, 24 * 60, 600, GB);
    expect(ticks.length * 88).toBeLessThanOrEqual(600);
    expect(labels.get(at(0, 1))).toBe('Jan 2025');
    expect(timeTicks([], 15, 500).ticks).toEqual([]);
  });
});

describe('a chart’s count axis and its bars', () => {
  it('counts in round steps from 0, never to 0', () => {
    expect(countTicks(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(countTicks(5)).toEqual({ top: 6, ticks: [0, 2, 4, 6] });
    expect(countTicks(10)).toEqual({ top: 10, ticks: [0, 5, 10] });
    expect(countTicks(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('merges a week of hours into longer bars where they would be too thin, keeping what is unknown', () => {
    const from = at(11, 1);
    const counts = Array.from({ length: 7 * 24 }, (_, hour) => (hour < 3 ? null : hour === 5 ? 4 : 1));
    const series = seriesOf(from, 60, counts);
    const fitted = fitBars(series, 60);
    expect(fitted.bucketMinutes).toBe(180);
    expect(fitted.buckets).toHaveLength(56);
    // The first three hours nobody looked at stay unknown; the next three hold 1 + 1 + 4.
    expect(fitted.buckets[0]).toMatchObject({ at: from, clicks: null });
    expect(fitted.buckets[1]).toMatchObject({ at: from + 3 * HOUR_MS, clicks: 6 });
    expect(fitted.buckets.reduce((sum, bucket) => sum + (bucket.clicks ?? 0), 0)).toBe(series.clicks);
    // Where they fit, the bars are main's own.
    expect(fitBars(series, 200)).toBe(series);
  });
});
