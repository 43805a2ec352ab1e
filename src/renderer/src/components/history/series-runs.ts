import type { Series, SeriesBucket, SeriesGap } from '../../../../shared/ipc/history.ts';
import { bucketText, countText, gapWords, spanText, type HistoryMeasure } from './history-words.ts';

/** A bar's count of what the chart shows; null where nobody was looking. */
export function bucketCount(bucket: SeriesBucket, measure: HistoryMeasure): number | null {
  return measure === 'clicks' ? bucket.clicks : bucket.scans;
}

/** Bars in a row with nothing known: before history began, or a stretch Linkdesk was not running. */
export interface UnknownRun {
  kind: 'before' | 'gap';
  /** The first and last bar of the run (their `at`), and where the run ends. */
  first: number;
  last: number;
  end: number;
  /** The gap it lies in, when main named one: what came in meanwhile. */
  gap: SeriesGap | null;
}

/**
 * The chart's unknown stretches, each told apart: before the first snapshot (of the account, or the item's
 * first sighting), or a gap. A run of bars is one stretch, so a day-long gap is one shaded area, one row.
 */
export function unknownRuns(series: Series, measure: HistoryMeasure): UnknownRun[] {
  const bucketMs = series.bucketMinutes * 60_000;
  const runs: UnknownRun[] = [];
  let open: UnknownRun | null = null;
  for (const bucket of series.buckets) {
    if (bucketCount(bucket, measure) !== null) {
      open = null;
      continue;
    }
    const kind = series.since === null || bucket.at + bucketMs <= series.since ? 'before' : 'gap';
    if (open && open.kind === kind) {
      open.last = bucket.at;
      open.end = bucket.at + bucketMs;
      continue;
    }
    open = { kind, first: bucket.at, last: bucket.at, end: bucket.at + bucketMs, gap: null };
    runs.push(open);
  }
  for (const run of runs) {
    if (run.kind === 'gap')
      run.gap = series.gaps.find((gap) => gap.from < run.end && gap.to > run.first) ?? null;
  }
  return runs;
}

export interface TableRow {
  /** The bar's time, or an unknown stretch's. */
  time: string;
  count: string;
}

/**
 * The chart as rows for its table: one per bar, and one per unknown stretch, saying why nothing is known and,
 * for a gap, how much came in meanwhile.
 */
export function tableRows(
  series: Series,
  measure: HistoryMeasure,
  locale?: string,
  now = Date.now(),
): TableRow[] {
  const runs = new Map(unknownRuns(series, measure).map((run) => [run.first, run]));
  const rows: TableRow[] = [];
  let skipUntil = -Infinity;
  for (const bucket of series.buckets) {
    if (bucket.at < skipUntil) continue;
    const count = bucketCount(bucket, measure);
    if (count !== null) {
      rows.push({
        time: bucketText(bucket.at, series.bucketMinutes, locale),
        count: countText(count, measure),
      });
      continue;
    }
    const run = runs.get(bucket.at);
    if (!run) continue;
    skipUntil = run.end;
    const time =
      run.first === run.last
        ? bucketText(run.first, series.bucketMinutes, locale)
        : spanText(run.first, run.end, locale, now);
    rows.push({
      time,
      count:
        run.kind === 'before'
          ? 'Before history began'
          : run.gap
            ? gapWords(run.gap, measure, locale, now)
            : 'Linkdesk was not running',
    });
  }
  return rows;
}
