import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import type { TopCounts } from '../../../shared/ipc/resources.ts';
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

/** A horizontal bar chart of one "top" statistic, with the same figures as a table for screen readers and copying. */
export function TopChart({ title, what, counts, headingLevel = 3 }: TopChartProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const titleId = useId();
  const entries = topEntries(counts);
  const summary = chartSummary(title, entries);
  return (
    <section className="top-chart" aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      {entries.length === 0 ? (
        <p className="top-chart-empty">No clicks yet.</p>
      ) : (
        <>
          <div className="top-chart-figure" role="img" aria-label={summary}>
            <BarChart
              width={360}
              height={entries.length * BAR_HEIGHT + 40}
              data={entries}
              layout="vertical"
              margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
            >
              <CartesianGrid horizontal={false} strokeDasharray="3 3" />
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="name" width={120} />
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
