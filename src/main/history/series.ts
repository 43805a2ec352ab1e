import type { Series, SeriesBucket, SeriesDrop, SeriesGap } from '../../shared/ipc/history.ts';
import type { SnapshotSpan } from './history-store.ts';

const MINUTE = 60_000;
/** Bucket sizes a chart may use, in minutes: from a quarter of an hour to a week. */
const BUCKET_MINUTES = [15, 60, 180, 360, 720, 1440, 10_080] as const;
/** Bars a chart shows at most: more would be thinner than a pixel's pair at the window's narrowest. */
export const MAX_BUCKETS = 200;

/**
 * The bucket for a range: the smallest that keeps the chart within MAX_BUCKETS bars, is no finer than the
 * looks (one bar per look at most, or most bars would be empty between two looks), and no finer than what is
 * kept of the range's oldest part (hourly past a week, daily past three months).
 */
export function bucketMinutesFor(
  from: number,
  to: number,
  now: number,
  intervalMinutes: number,
  keep: { everyLookMs: number; hourlyMs: number },
): number {
  const age = now - from;
  const finest = Math.max(intervalMinutes, age > keep.hourlyMs ? 1440 : age > keep.everyLookMs ? 60 : 15);
  for (const minutes of BUCKET_MINUTES) {
    if (minutes >= finest && (to - from) / (minutes * MINUTE) <= MAX_BUCKETS) return minutes;
  }
  return BUCKET_MINUTES.at(-1)!;
}

/** Local time's offset from UTC, so that a day's bar starts at midnight where the person is. */
function localOffset(at: number): number {
  return -new Date(at).getTimezoneOffset() * MINUTE;
}

function alignDown(at: number, size: number): number {
  const offset = localOffset(at);
  return Math.floor((at + offset) / size) * size - offset;
}

/**
 * One look's numbers for the subject, in the shape of the account's own look: the account's, or the sums of a
 * link's, code's or group's points at that look.
 */
export type SubjectLook = SnapshotSpan;

export interface SeriesOptions {
  from: number;
  to: number;
  bucketMinutes: number;
  /** The subject's first look (the account's, or when an item was first seen); null when there is none. */
  since: number | null;
  /** The account's latest look: nothing after it is known yet. */
  lastAt: number | null;
  /** The item left the installation's list then. */
  goneAt?: number | null;
}

/**
 * Turns looks into a chart: each look's rises go to the bucket holding the moment just before it (looks are
 * taken on the bucket grid, so a bucket holds exactly what came in during it). A look after a gap places
 * nothing: its rise is a gap's, counted in the totals and said in words, and the buckets the gap covers whole
 * are null, as are those before history starts, after the last look and after the item was deleted. Nothing is
 * ever made up for a time nobody looked.
 */
export function buildSeries(looks: readonly SubjectLook[], options: SeriesOptions): Series {
  const { from, to, bucketMinutes, since, lastAt } = options;
  const size = bucketMinutes * MINUTE;
  const start = alignDown(from, size);
  const buckets: SeriesBucket[] = [];
  for (let at = start; at < to; at += size) buckets.push({ at, clicks: 0, scans: 0 });

  const gaps: SeriesGap[] = [];
  const drops: SeriesDrop[] = [];
  let clicks = 0;
  let scans = 0;
  for (const look of looks) {
    if (look.at <= from || look.at > to) continue;
    clicks += look.clicks;
    scans += look.scans;
    if (look.dropped > 0) drops.push({ at: look.at, by: look.dropped, items: look.droppedItems });
    if (look.afterGap) {
      gaps.push({ from: look.prevAt ?? look.at, to: look.at, clicks: look.clicks, scans: look.scans });
      continue;
    }
    const bucket = buckets[Math.floor((look.at - 1 - start) / size)];
    if (bucket) {
      bucket.clicks! += look.clicks;
      bucket.scans! += look.scans;
    }
  }

  for (const bucket of buckets) {
    const end = bucket.at + size;
    const unknown =
      since === null ||
      end <= since ||
      lastAt === null ||
      bucket.at >= lastAt ||
      (options.goneAt != null && bucket.at >= options.goneAt) ||
      gaps.some((gap) => bucket.at >= gap.from && end <= gap.to);
    if (unknown) {
      bucket.clicks = null;
      bucket.scans = null;
    }
  }

  return {
    from,
    to,
    bucketMinutes,
    buckets,
    gaps,
    drops,
    since,
    clicks,
    scans,
    ...(options.goneAt != null ? { goneAt: options.goneAt } : {}),
  };
}
