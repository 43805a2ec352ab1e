import { dayText, monthText, timeText } from './history-words.ts';

/**
 * Where a time chart's axis is labelled: at round times (whole hours, midnights, Mondays, the first of a
 * month) rather than at whichever bars the chart library would keep, and no closer than its labels need, so
 * they never run into each other at any width. Midnight says the day ("3 Dec"), not "00:00".
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A step between labels, the room one label needs, and how the next round time after `at` is found. */
interface Step {
  approxMs: number;
  /** Pixels from one label to the next at least: the widest label of its kind and a space. */
  spacing: number;
  /** The first round time at or after `at`. */
  first: (at: number) => Date;
  next: (date: Date) => void;
  label: (at: number, locale?: string) => string;
}

const hourLabel = (at: number, locale?: string) => {
  const date = new Date(at);
  return date.getHours() === 0 && date.getMinutes() === 0 ? dayText(at, locale, at) : timeText(at, locale);
};

function hours(count: number): Step {
  return {
    approxMs: count * HOUR_MS,
    spacing: 64,
    first: (at) => {
      const date = new Date(at);
      if (date.getMinutes() !== 0 || date.getSeconds() !== 0 || date.getMilliseconds() !== 0) {
        date.setHours(date.getHours() + 1, 0, 0, 0);
      }
      while (date.getHours() % count !== 0) date.setHours(date.getHours() + 1);
      return date;
    },
    next: (date) => {
      date.setHours(date.getHours() + count);
      // A change of clocks can land off the grid; the next label goes back on it.
      while (date.getHours() % count !== 0) date.setHours(date.getHours() + 1);
    },
    label: hourLabel,
  };
}

function midnightAtOrAfter(at: number): Date {
  const date = new Date(at);
  if (
    date.getHours() !== 0 ||
    date.getMinutes() !== 0 ||
    date.getSeconds() !== 0 ||
    date.getMilliseconds() !== 0
  ) {
    date.setDate(date.getDate() + 1);
    date.setHours(0, 0, 0, 0);
  }
  return date;
}

function days(count: number): Step {
  return {
    approxMs: count * DAY_MS,
    spacing: 72,
    first: (at) => {
      const date = midnightAtOrAfter(at);
      // Every other day from the first of the month, or every Monday for a week's step.
      if (count === 7) while (date.getDay() !== 1) date.setDate(date.getDate() + 1);
      else while ((date.getDate() - 1) % count !== 0) date.setDate(date.getDate() + 1);
      return date;
    },
    next: (date) => {
      if (count === 7) {
        date.setDate(date.getDate() + 7);
        return;
      }
      date.setDate(date.getDate() + count);
      // A month's last odd day is followed by the next month's first.
      while ((date.getDate() - 1) % count !== 0) date.setDate(date.getDate() + 1);
    },
    // Never the year: the axis is read along the range, which the caption and the total name.
    label: (at, locale) => dayText(at, locale, at),
  };
}

function months(count: number): Step {
  return {
    approxMs: count * 30 * DAY_MS,
    spacing: 88,
    first: (at) => {
      const date = midnightAtOrAfter(at);
      if (date.getDate() !== 1) date.setMonth(date.getMonth() + 1, 1);
      while (date.getMonth() % count !== 0) date.setMonth(date.getMonth() + 1, 1);
      return date;
    },
    next: (date) => date.setMonth(date.getMonth() + count, 1),
    label: (at, locale) => monthText(at, locale),
  };
}

const STEPS: Step[] = [
  hours(1),
  hours(2),
  hours(3),
  hours(6),
  hours(12),
  days(1),
  days(2),
  days(7),
  months(1),
  months(3),
  months(6),
  months(12),
];

export interface TimeTicks {
  /** The bars (their `at`) that carry a label, in order. */
  ticks: number[];
  /** Each labelled bar's words. */
  labels: Map<number, string>;
}

/**
 * The labels of an axis of bars starting at `bucketStarts`, each `bucketMinutes` long, drawn `plotWidth`
 * pixels wide: the finest round step whose labels fit, each on the bar its round time falls in.
 */
export function timeTicks(
  bucketStarts: readonly number[],
  bucketMinutes: number,
  plotWidth: number,
  locale?: string,
): TimeTicks {
  const ticks: number[] = [];
  const labels = new Map<number, string>();
  if (bucketStarts.length === 0) return { ticks, labels };
  const bucketMs = bucketMinutes * 60_000;
  const first = bucketStarts[0]!;
  const end = bucketStarts[bucketStarts.length - 1]! + bucketMs;
  const span = end - first;
  const step =
    STEPS.find(
      (candidate) =>
        candidate.approxMs >= bucketMs &&
        (span / candidate.approxMs) * candidate.spacing <= Math.max(plotWidth, 1),
    ) ?? STEPS[STEPS.length - 1]!;
  const date = step.first(first);
  // Bounded: a step always moves on, but a wrong clock should never hang the window.
  for (let guard = 0; date.getTime() < end && guard < 1000; guard += 1) {
    const time = date.getTime();
    const index = bucketIndex(bucketStarts, time, bucketMs);
    if (index !== null) {
      const at = bucketStarts[index]!;
      if (!labels.has(at)) {
        ticks.push(at);
        labels.set(at, step.label(time, locale));
      }
    }
    step.next(date);
  }
  return { ticks, labels };
}

/** The bar `time` falls in, found by halving: bars are in order but may skip (a range's first partial bar). */
function bucketIndex(starts: readonly number[], time: number, bucketMs: number): number | null {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle]! <= time) low = middle;
    else high = middle - 1;
  }
  const start = starts[low]!;
  return start <= time && time < start + bucketMs ? low : null;
}

/**
 * The count axis: from 0 to a round number at or above the highest bar, in at most four round steps (1, 2 or 5
 * times a power of ten), so its labels are numbers people count in. Never 0 to 0: four steps of one.
 */
export function countTicks(highest: number): { top: number; ticks: number[] } {
  const rough = Math.max(1, highest / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  // Steps of one go up to four at least (a step of one means the highest bar is at most four).
  const top = step === 1 ? 4 : Math.ceil(highest / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick);
  return { top, ticks };
}
