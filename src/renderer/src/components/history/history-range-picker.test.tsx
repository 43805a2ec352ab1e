// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryRange } from '../../../../shared/ipc/history.ts';
import { HistoryRangePicker } from './HistoryRangePicker.tsx';

afterEach(cleanup);

const NOW = new Date(2025, 11, 10, 15, 30).getTime();

/** The picker as a panel holds it, recording every range it is told. */
function Picker({ told, start = { preset: '7d' } }: { told: HistoryRange[]; start?: HistoryRange }) {
  const [range, setRange] = useState<HistoryRange>(start);
  return (
    <HistoryRangePicker
      value={range}
      now={() => NOW}
      onChange={(next) => {
        told.push(next);
        setRange(next);
      }}
    />
  );
}

const radios = () => within(screen.getByRole('radiogroup', { name: 'Time range' })).getAllByRole('radio');
const NAMES = ['Last 24 hours', 'Last 7 days', 'Last 30 days', 'All history', 'Custom dates'];
/** The spoken name of the choice made. */
const checked = () => NAMES.find((name) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked);
/** The name focus is on, or null when it is elsewhere. */
const focused = () =>
  NAMES.find((name) => screen.getByRole('radio', { name }) === document.activeElement) ?? null;

describe('the range picker', () => {
  it('offers 24 hours, 7 and 30 days, all and custom, one at a time', async () => {
    const told: HistoryRange[] = [];
    const user = userEvent.setup();
    render(<Picker told={told} />);
    expect(radios().map((radio) => radio.closest('label')?.textContent)).toEqual([
      '24 h',
      '7 d',
      '30 d',
      'All',
      'Custom',
    ]);
    expect(checked()).toBe('Last 7 days');
    await user.click(screen.getByRole('radio', { name: 'All history' }));
    expect(told).toEqual([{ preset: 'all' }]);
    expect(checked()).toBe('All history');
    // Choosing the range shown again asks nothing.
    await user.click(screen.getByRole('radio', { name: 'All history' }));
    expect(told).toHaveLength(1);
  });

  it('is used from the keyboard: Tab reaches the choice made, the arrow keys choose another', async () => {
    const told: HistoryRange[] = [];
    const user = userEvent.setup();
    render(<Picker told={told} />);
    await user.tab();
    expect(focused()).toBe('Last 7 days');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Last 30 days');
    expect(told).toEqual([{ preset: '30d' }]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(told.at(-1)).toEqual({ preset: '24h' });
    expect(checked()).toBe('Last 24 hours');
    // One stop in the tab order: Tab leaves the group.
    await user.tab();
    expect(focused()).toBeNull();
  });

  it('starts Custom from the days shown, whole days in the person’s time, and takes two typed dates', async () => {
    const told: HistoryRange[] = [];
    const user = userEvent.setup();
    render(<Picker told={told} />);
    await user.click(screen.getByRole('radio', { name: 'Custom dates' }));
    // The last 7 days as dates: 3 to 10 December, from the first's midnight to the end of the last.
    expect(told).toEqual([{ from: new Date(2025, 11, 3).getTime(), to: new Date(2025, 11, 11).getTime() }]);
    expect(checked()).toBe('Custom dates');
    const day = screen.getByRole('spinbutton', { name: /^day, Start Date/ });
    await user.click(day);
    await user.keyboard('{ArrowUp}');
    // One day later: 4 December on.
    expect(told.at(-1)).toEqual({
      from: new Date(2025, 11, 4).getTime(),
      to: new Date(2025, 11, 11).getTime(),
    });
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    expect(told.at(-1)).toEqual({ preset: '30d' });
    expect(screen.queryByRole('spinbutton', { name: /^day, Start Date/ })).toBeNull();
  });
});
