import { useId, useRef } from 'react';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import type { TopCounts } from '../../../shared/ipc/resources.ts';
import { fitName, namesAxisWidth } from './chart-labels.ts';
import { textWidth } from './primitives/text-width.ts';
import { useWidth } from './primitives/use-width.ts';
import './top-chart.css';

interface TopChartProps {
  title: string;
  /** What the counts are of, for the table's header: "Country". */
  what: string;
  counts: TopCounts;
  /** The title's heading level where the chart sits; 3 unless said. */
  headingLevel?: 3 | 4;
}

/** The largest counts first, at most ten: the charts answer "where do visits come from", not every long tail. */
export function topEntries(counts: TopCounts, limit = 10): { name: string; clicks: number }[] {
  return Object.entries(counts)
    .map(([name, clicks]) => ({ name, clicks }))
    .sort((a, b) => b.clicks - a.clicks || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** A spoken summary of the chart, so it is not only a picture. */
export function chartSummary(title: string, entries: { name: string; clicks: number }[]): string {
  if (entries.length === 0) return `${title}: no clicks yet.`;
  return `${title}: ${entries.map((entry) => `${entry.name} ${entry.clicks}`).join(', ')}.`;
}

const BAR_HEIGHT = 28;
/** The chart's width before its box is measured (and in tests, where nothing is laid out). */
const FALLBACK_WIDTH = 360;
/** The size of the chart's names and numbers (top-chart.css says the same). */
const NAME_FONT_PX = 13;
let font: string | null = null;
/** The font of the chart's names, read once: the window's font family does not change. */
const namesFont = () => (font ??= `${NAME_FONT_PX}px ${getComputedStyle(document.body).fontFamily}`);

/** Room after the bars for the count axis's last number ("120"), which would otherwise be clipped. */
const END_MARGIN = 28;

interface NameTickProps {
  x?: number;
  y?: number;
  payload?: { value: string | number };
  /** The names' axis width, and how names are measured in the chart's font. */
  width: number;
  measure: (text: string) => number;
}

/** A name beside its bar, on one line: cut to the axis's width rather than clipped or wrapped into the bar. */
function NameTick({ x = 0, y = 0, payload, width, measure }: NameTickProps) {
  const name = String(payload?.value ?? '');
  const shown = fitName(name, width, measure);
  return (
    <text x={x} y={y} dy="0.355em" textAnchor="end" className="recharts-text">
      {shown !== name ? <title>{name}</title> : null}
      {shown}
    </text>
  );
}

/** A horizontal bar chart of one "top" statistic, with the same figures as a table for screen readers and copying. */
export function TopChart({ title, what, counts, headingLevel = 3 }: TopChartProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const titleId = useId();
  const entries = topEntries(counts);
  const summary = chartSummary(title, entries);
  const figure = useRef<HTMLDivElement>(null);
  const measuredWidth = useWidth(figure);
  const chartWidth = measuredWidth || FALLBACK_WIDTH;
  const laidOut = measuredWidth > 0;
  // Names measured in the font the chart draws them in; where nothing is laid out (jsdom), shown whole.
  const measure = (text: string) => (laidOut ? textWidth(text, namesFont()) : 0);
  const namesWidth = namesAxisWidth(
    entries.map((entry) => entry.name),
    chartWidth,
    measure,
  );
  return (
    <section className="top-chart" aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      {entries.length === 0 ? (
        <p className="top-chart-empty">No clicks yet.</p>
      ) : (
        <>
          <div ref={figure} className="top-chart-figure" role="img" aria-label={summary}>
            <BarChart
              width={chartWidth}
              height={entries.length * BAR_HEIGHT + 40}
              data={entries}
              layout="vertical"
              margin={{ top: 4, right: END_MARGIN, bottom: 4, left: 0 }}
            >
              <CartesianGrid horizontal={false} strokeDasharray="3 3" />
              <XAxis type="number" allowDecimals={false} />
              <YAxis
                type="category"
                dataKey="name"
                width={namesWidth}
                interval={0}
                tick={<NameTick width={namesWidth} measure={measure} />}
              />
              <Bar dataKey="clicks" name="Clicks" className="top-chart-bar" isAnimationActive={false} />
            </BarChart>
          </div>
          <details className="top-chart-table">
            <summary>{`${title} as a table`}</summary>
            <table>
              <thead>
                <tr>
                  <th scope="col">{what}</th>
                  <th scope="col">Clicks</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.name}>
                    <th scope="row">{entry.name}</th>
                    <td>{entry.clicks}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
