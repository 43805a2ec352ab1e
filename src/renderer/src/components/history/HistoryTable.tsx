import { useMemo } from 'react';
import type { Series } from '../../../../shared/ipc/history.ts';
import { countText, measureName, rangeText, type HistoryMeasure } from './history-words.ts';
import { tableRows } from './series-runs.ts';

interface HistoryTableProps {
  series: Series;
  measure: HistoryMeasure;
  /** "Clicks over time": the caption says it with the range and the total. */
  title: string;
}

/**
 * The chart's figures as a table, for screen readers (the drawing is hidden from them): one row per bar, one
 * per stretch nobody was looking, with why. Visually hidden: people who see the chart read its tooltips.
 */
export function HistoryTable({ series, measure, title }: HistoryTableProps) {
  const rows = useMemo(() => tableRows(series, measure), [series, measure]);
  const total = measure === 'clicks' ? series.clicks : series.scans;
  return (
    // Hidden by a box around it: a table grows to its rows whatever height it is given, and a tall one would
    // stretch the scrolling area it sits in.
    <div className="visually-hidden">
      <table>
        <caption>{`${title}, ${rangeText(series.from, series.to)}: ${countText(total, measure)} in all`}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">{measureName(measure)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Times can repeat where clocks go back: the row's place keeps them apart.
            <tr key={index}>
              <th scope="row">{row.time}</th>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
