import { useMemo, useRef } from 'react';
import { Bar, BarChart, CartesianGrid, ReferenceArea, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { HistorySubject, Series, SeriesBucket } from '../../../../shared/ipc/history.ts';
import { formatCount } from '../format.ts';
import { textWidth } from '../primitives/text-width.ts';
import { useWidth } from '../primitives/use-width.ts';
import { countTicks, timeTicks } from './chart-ticks.ts';
import { fitBars } from './fit-bars.ts';
import { HistoryNotes } from './HistoryNotes.tsx';
import { HistoryTable } from './HistoryTable.tsx';
import { bucketText, countText, unknownWords, type HistoryMeasure } from './history-words.ts';
import { bucketCount, unknownRuns } from './series-runs.ts';
import './history.css';

export interface HistoryChartProps {
  /** The series to draw, as `getHistorySeries` (or the Overview) answers it. */
  series: Series;
  /** What the bars count: clicks (a link, campaign, channel, the account) or scans (a QR code). */
  measure: HistoryMeasure;
  /**
   * The chart's name, "Clicks over time": its table's caption, so a screen reader says what the rows are. The
   * heading people see is the caller's.
   */
  title: string;
  /** Whose chart it is, for the words of a deleted item ("This link was deleted…"); 'account' unless said. */
  kind?: HistorySubject['kind'];
  /** The drawing's height in pixels, axis included; 180 unless said. */
  height?: number;
  /** A newer series is on its way: this one stays, dimmed, rather than the chart blinking out. */
  busy?: boolean;
}

/** The chart's width before its box is measured (and in tests, where nothing is laid out). */
const FALLBACK_WIDTH = 480;
/** The size of the axis's words and numbers (history.css says the same). */
const AXIS_FONT_PX = 12;
/** Room at the end for the last label's second half, which is centred under its bar. */
const END_MARGIN = 16;
/** The narrowest a bar's band may be: thinner bars are merged into longer ones. */
const MIN_BAND_PX = 4;
/** About what the count axis and the end margin take from the chart's width. */
const ROOM_BESIDE_BARS = 48;
const X_AXIS_HEIGHT = 24;

let font: string | null = null;
/** The axis's font, read once: the window's font family does not change. */
const axisFont = () => (font ??= `${AXIS_FONT_PX}px ${getComputedStyle(document.body).fontFamily}`);

interface BarDatum {
  at: number;
  value: number | null;
}

/**
 * What came in over time, one bar per bucket, from a `Series`: gaps and the time before history began are
 * shaded and said in words under the chart, counters that went down and a deletion are marked with a line and
 * said too. The drawing is hidden from screen readers, which read the same figures as a table.
 */
export function HistoryChart({
  series,
  measure,
  title,
  kind = 'account',
  height = 180,
  busy = false,
}: HistoryChartProps) {
  const figure = useRef<HTMLDivElement>(null);
  const measuredWidth = useWidth(figure);
  const chartWidth = measuredWidth || FALLBACK_WIDTH;
  const laidOut = measuredWidth > 0;
  const measure_ = (text: string) => (laidOut ? textWidth(text, axisFont()) : text.length * 7);

  // Main's buckets merged where they would be drawn thinner than the eye can find (a week of hours in a pane).
  const shown = useMemo(
    () => fitBars(series, Math.floor((chartWidth - ROOM_BESIDE_BARS) / MIN_BAND_PX)),
    [series, chartWidth],
  );
  const data = useMemo<BarDatum[]>(
    () => shown.buckets.map((bucket) => ({ at: bucket.at, value: bucketCount(bucket, measure) })),
    [shown, measure],
  );
  const buckets = useMemo(() => new Map(shown.buckets.map((bucket) => [bucket.at, bucket])), [shown]);
  const runs = useMemo(() => unknownRuns(shown, measure), [shown, measure]);
  const highest = data.reduce((most, datum) => Math.max(most, datum.value ?? 0), 0);
  const counts = countTicks(highest);
  const countsWidth = Math.ceil(measure_(formatCount(counts.top)) + 10);
  const plotWidth = Math.max(1, chartWidth - countsWidth - END_MARGIN);
  const bandWidth = plotWidth / Math.max(1, data.length);
  const starts = useMemo(() => shown.buckets.map((bucket) => bucket.at), [shown]);
  const ticks = useMemo(() => {
    const all = timeTicks(starts, shown.bucketMinutes, plotWidth);
    // A label centred under a bar at either end would stick out of the chart: those are left out.
    const index = new Map(starts.map((at, place) => [at, place]));
    const kept = all.ticks.filter((at) => {
      const centre = (index.get(at)! + 0.5) * bandWidth;
      const half = measure_(all.labels.get(at) ?? '') / 2;
      return centre - half >= -countsWidth + 2 && centre + half <= plotWidth + END_MARGIN - 2;
    });
    return { ticks: kept, labels: all.labels };
    // measure_ follows laidOut, which the width already tells apart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [starts, shown.bucketMinutes, plotWidth, bandWidth, countsWidth]);
  const bucketMs = shown.bucketMinutes * 60_000;
  const barAt = (time: number) => {
    const found = shown.buckets.find((bucket) => bucket.at <= time && time < bucket.at + bucketMs);
    return found?.at ?? null;
  };

  return (
    <div className={busy ? 'history-chart is-busy' : 'history-chart'} aria-busy={busy || undefined}>
      <div ref={figure} className="history-chart-figure" aria-hidden="true">
        <BarChart
          width={chartWidth}
          height={height}
          data={data}
          margin={{ top: 8, right: END_MARGIN, bottom: 0, left: 0 }}
          barCategoryGap="12%"
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} strokeDasharray="3 3" />
          <XAxis
            dataKey="at"
            type="category"
            ticks={ticks.ticks}
            interval={0}
            tickFormatter={(at: number) => ticks.labels.get(at) ?? ''}
            tickLine={false}
            height={X_AXIS_HEIGHT}
          />
          <YAxis
            width={countsWidth}
            allowDecimals={false}
            domain={[0, counts.top]}
            ticks={counts.ticks}
            interval={0}
            tickFormatter={(count: number) => formatCount(count)}
            tickLine={false}
            axisLine={false}
          />
          {runs.map((run) => {
            const words = run.kind === 'before' ? 'Before history' : 'Not running';
            const bars = Math.round((run.end - run.first) / bucketMs);
            // A name inside the shading where it fits; the notes under the chart say it either way.
            const fits = bars * bandWidth >= measure_(words) + 8;
            return (
              <ReferenceArea
                key={`${run.kind}-${run.first}`}
                x1={run.first}
                x2={run.last}
                className={`history-chart-${run.kind}`}
                ifOverflow="hidden"
                label={
                  fits
                    ? { value: words, position: 'insideTop', className: 'history-chart-area-label' }
                    : undefined
                }
              />
            );
          })}
          {shown.drops.map((drop) => {
            const at = barAt(drop.at);
            return at === null ? null : (
              <ReferenceLine
                key={`drop-${drop.at}`}
                x={at}
                position="start"
                className="history-chart-drop"
                strokeDasharray="4 3"
              />
            );
          })}
          {shown.goneAt !== undefined && barAt(shown.goneAt) !== null ? (
            <ReferenceLine x={barAt(shown.goneAt)!} position="start" className="history-chart-gone" />
          ) : null}
          <Tooltip
            cursor={{ className: 'history-chart-cursor' }}
            isAnimationActive={false}
            content={({ active, label }) => (
              <BucketTooltip
                active={active === true}
                bucket={buckets.get(Number(label))}
                series={shown}
                measure={measure}
              />
            )}
          />
          <Bar
            dataKey="value"
            name={title}
            className="history-chart-bar"
            isAnimationActive={false}
            maxBarSize={28}
          />
        </BarChart>
      </div>
      <HistoryTable series={shown} measure={measure} title={title} />
      <HistoryNotes series={series} measure={measure} kind={kind} />
    </div>
  );
}

interface BucketTooltipProps {
  active: boolean;
  bucket: SeriesBucket | undefined;
  series: Series;
  measure: HistoryMeasure;
}

/** One bar's time and count, or why nothing is known of it. */
function BucketTooltip({ active, bucket, series, measure }: BucketTooltipProps) {
  if (!active || !bucket) return null;
  const count = bucketCount(bucket, measure);
  return (
    <div className="history-tooltip">
      <div className="history-tooltip-time">{bucketText(bucket.at, series.bucketMinutes)}</div>
      <div className="history-tooltip-count">
        {count === null
          ? unknownWords(bucket.at, series.bucketMinutes, series.since)
          : countText(count, measure)}
      </div>
    </div>
  );
}
