import type { Series, SeriesBucket } from '../../../../shared/ipc/history.ts';

const MINUTE = 60_000;
/** Bar lengths a chart may merge its buckets into, in minutes: each a whole number of the ones below it. */
const BAR_MINUTES = [15, 30, 60, 120, 180, 360, 720, 1440, 2880, 10_080] as const;

/** Local time's offset from UTC, so that a day's bar starts at midnight where the person is, as main's do. */
function localOffset(at: number): number {
  return -new Date(at).getTimezoneOffset() * MINUTE;
}

function alignDown(at: number, size: number): number {
  const offset = localOffset(at);
  return Math.floor((at + offset) / size) * size - offset;
}

/**
 * The series with no more than `maxBars` bars, so that none is drawn thinner than the eye can find: main's
 * buckets merged into longer ones (two hours rather than one in a narrow pane). A merged bar holds the clicks
 * its buckets hold; it is unknown only when all of them are. Gaps, drops and totals stay as they are.
 */
export function fitBars(series: Series, maxBars: number): Series {
  const count = series.buckets.length;
  if (count <= Math.max(1, maxBars)) return series;
  const span = count * series.bucketMinutes;
  const minutes = BAR_MINUTES.find(
    (candidate) => candidate % series.bucketMinutes === 0 && span / candidate <= maxBars,
  );
  // Nothing in the list is long enough: a week's bars, however many.
  const size = (minutes ?? BAR_MINUTES[BAR_MINUTES.length - 1]!) * MINUTE;
  if (size === series.bucketMinutes * MINUTE) return series;
  const merged: SeriesBucket[] = [];
  for (const bucket of series.buckets) {
    const at = alignDown(bucket.at, size);
    let bar = merged[merged.length - 1];
    if (!bar || bar.at !== at) {
      // On the longer bars' own grid, so a range's first bar may start a little before the range does.
      bar = { at, clicks: null, scans: null };
      merged.push(bar);
    }
    bar.clicks = add(bar.clicks, bucket.clicks);
    bar.scans = add(bar.scans, bucket.scans);
  }
  return { ...series, bucketMinutes: size / MINUTE, buckets: merged };
}

function add(total: number | null, count: number | null): number | null {
  if (count === null) return total;
  return (total ?? 0) + count;
}
