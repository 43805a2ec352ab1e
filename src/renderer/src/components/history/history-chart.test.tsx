// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HistoryChart } from './HistoryChart.tsx';
import { seriesOf } from './testing-series.ts';

afterEach(cleanup);

const HOUR = 60;
// Local times, so the words do not depend on the machine's time zone.
const START = new Date(2025, 11, 2, 0, 0).getTime();

describe('the history chart', () => {
  it('is read as a table: a caption, a time and a count column, one row per bar', () => {
    const series = seriesOf(START, HOUR, [3, 0, 12]);
    const { container } = render(<HistoryChart series={series} measure="clicks" title="Clicks over time" />);

    const table = screen.getByRole('table');
    expect(within(table).getByText(/^Clicks over time, .*: 15 clicks in all$/)).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Clicks']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual([
      '3 clicks',
      '0 clicks',
      '12 clicks',
    ]);
    // The drawing itself says nothing to a screen reader: the table does.
    const drawing = container.querySelector('.history-chart-figure')!;
    expect(drawing.getAttribute('aria-hidden')).toBe('true');
    expect(drawing.querySelector('svg')).not.toBeNull();
  });

  it('draws a bar per known bucket and none where nobody was looking', () => {
    const series = seriesOf(START, HOUR, [3, null, null, 5], {
      gaps: [{ from: START + 1 * 3_600_000, to: START + 3 * 3_600_000, clicks: 7, scans: 0 }],
    });
    const { container } = render(<HistoryChart series={series} measure="clicks" title="Clicks over time" />);
    // Two bars with counts; the gap is a shaded area, not a bar of 0.
    expect(container.querySelectorAll('.history-chart-bar .recharts-rectangle')).toHaveLength(2);
    expect(container.querySelectorAll('.history-chart-gap')).toHaveLength(1);
    expect(container.querySelectorAll('.history-chart-before')).toHaveLength(0);
  });

  it('says a gap in words, in its table row and under the chart', () => {
    const series = seriesOf(START, HOUR, [3, null, null, 5], {
      gaps: [{ from: START + 1 * 3_600_000, to: START + 3 * 3_600_000, clicks: 120, scans: 0 }],
    });
    render(<HistoryChart series={series} measure="clicks" title="Clicks over time" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // The two bars nobody saw are one row, with what came in meanwhile.
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toMatch(/Linkdesk was not running: 120 clicks came in/);
    expect(screen.getByRole('list').textContent).toMatch(/Linkdesk was not running: 120 clicks came in/);
  });

  it('says where history starts, shades the time before it, and says a drop and a deletion', () => {
    const series = seriesOf(START, 24 * HOUR, [null, null, 4, 9, 0], {
      drops: [{ at: START + 3 * 86_400_000 + 3_600_000, by: 40, items: 1 }],
      goneAt: START + 4 * 86_400_000 + 7_200_000,
    });
    const { container } = render(
      <HistoryChart series={series} measure="clicks" title="Clicks over time" kind="link" />,
    );
    const notes = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(notes).toHaveLength(3);
    expect(notes[0]).toMatch(/^History since /);
    expect(notes[1]).toMatch(/^Counts went down by 40 on .*: the installation may have cleared old clicks$/);
    expect(notes[2]).toMatch(/^This link was deleted on .*: nothing is counted after that$/);
    expect(container.querySelectorAll('.history-chart-before')).toHaveLength(1);
    expect(container.querySelectorAll('.history-chart-drop')).toHaveLength(1);
    expect(container.querySelectorAll('.history-chart-gone')).toHaveLength(1);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toMatch(/Before history began/);
    expect(rows).toHaveLength(4);
  });

  it('counts scans for a QR code', () => {
    const series = seriesOf(START, HOUR, [1, 2], {}, 'scans');
    render(<HistoryChart series={series} measure="scans" title="Scans over time" kind="qr" />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')[1]!.textContent).toBe('Scans');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1 scan', '2 scans']);
  });

  it('is marked busy while a newer series is on its way', () => {
    const series = seriesOf(START, HOUR, [1]);
    const { container } = render(
      <HistoryChart series={series} measure="clicks" title="Clicks over time" busy />,
    );
    expect(container.querySelector('.history-chart')!.getAttribute('aria-busy')).toBe('true');
  });
});
