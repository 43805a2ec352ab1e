// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryRange, HistorySubject } from '../../../../shared/ipc/history.ts';
import { FakeMain } from '../../testing/fake-main.ts';
import { renderWithMain } from '../../testing/render.tsx';
import { StoreProvider } from '../../store/StoreContext.tsx';
import type { ReactElement } from 'react';
import { HistoryChart } from './HistoryChart.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { seriesOf, statusOf } from './testing-series.ts';
import { useHistorySeries } from './use-history-series.ts';

afterEach(cleanup);

const HOUR = 60;
const START = new Date(2025, 11, 2).getTime();
const LINK: HistorySubject = { kind: 'link', id: 7 };

/** Main with one account whose history is on, answering each range with a series of its own. */
function mainWithHistory() {
  const main = new FakeMain();
  const account = main.seedAccount();
  main.answer('getHistoryStatus', statusOf(account.id));
  // Each range answers its own counts, so the chart shown says which answer it is.
  main.answerWith('getHistorySeries', (request) =>
    seriesOf(START, HOUR, 'preset' in request.range && request.range.preset === '24h' ? [24] : [7, 7]),
  );
  return { main, account };
}

/** A chart as a screen shows it through the hook, with its range given by the test. */
function Shown({
  accountId,
  range,
  subject = LINK,
}: {
  accountId: string;
  range: HistoryRange;
  subject?: HistorySubject;
}) {
  const read = useHistorySeries(accountId, subject, range);
  return (
    <div>
      <p data-testid="state">{`${read.loading ? 'loading' : 'idle'} ${read.error?.message ?? ''}`}</p>
      {read.series ? (
        <HistoryChart series={read.series} measure="clicks" title="Clicks over time" busy={read.loading} />
      ) : null}
    </div>
  );
}

/** Renders `ui` again under the same store, as a screen's own re-render would. */
function rerender(view: ReturnType<typeof renderWithMain>, ui: ReactElement) {
  view.rerender(<StoreProvider store={view.store}>{ui}</StoreProvider>);
}

/** The panel's total line: "14 clicks in the last 7 days". */
const total = () => document.querySelector('.history-panel-total')?.textContent ?? '';
const caption = () => screen.getByRole('table').querySelector('caption')!.textContent;

describe('a chart’s series', () => {
  it('is read again when main says the account’s history changed, and only that account’s', async () => {
    const { main, account } = mainWithHistory();
    renderWithMain(<Shown accountId={account.id} range={{ preset: '7d' }} />, main);
    await waitFor(() => expect(caption()).toMatch(/14 clicks in all/));
    expect(main.sent('getHistorySeries')).toEqual([
      { accountId: account.id, subject: LINK, range: { preset: '7d' } },
    ]);

    main.answerWith('getHistorySeries', () => seriesOf(START, HOUR, [7, 7, 30]));
    act(() => main.emit({ type: 'history', status: statusOf('another-account'), milestones: [] }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(main.sent('getHistorySeries')).toHaveLength(1);

    act(() => main.emit({ type: 'history', status: statusOf(account.id), milestones: [] }));
    await waitFor(() => expect(caption()).toMatch(/44 clicks in all/));
    expect(main.sent('getHistorySeries')).toHaveLength(2);
  });

  it('keeps the chart shown, marked busy, while another range loads, and then shows the new one', async () => {
    const { main, account } = mainWithHistory();
    const view = renderWithMain(<Shown accountId={account.id} range={{ preset: '7d' }} />, main);
    await waitFor(() => expect(caption()).toMatch(/14 clicks/));
    const release = main.hold();
    rerender(view, <Shown accountId={account.id} range={{ preset: '24h' }} />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toMatch(/^loading/));
    // The week's chart stays on screen, dimmed, rather than blinking out.
    expect(caption()).toMatch(/14 clicks/);
    expect(document.querySelector('.history-chart')!.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(caption()).toMatch(/24 clicks/));
    expect(document.querySelector('.history-chart')!.getAttribute('aria-busy')).toBeNull();
  });

  it('shows the newest answer when two refreshes come back out of order', async () => {
    const { main, account } = mainWithHistory();
    renderWithMain(<Shown accountId={account.id} range={{ preset: '7d' }} />, main);
    await waitFor(() => expect(caption()).toMatch(/14 clicks/));
    // Answers are made as they are let through: the first let through counts 1, the next 2.
    let answered = 0;
    main.answerWith('getHistorySeries', () => seriesOf(START, HOUR, [++answered]));
    const releaseFirst = main.hold();
    act(() => main.emit({ type: 'history', status: statusOf(account.id), milestones: [] }));
    const releaseSecond = main.hold();
    act(() => main.emit({ type: 'history', status: statusOf(account.id), milestones: [] }));
    await waitFor(() => expect(main.sent('getHistorySeries')).toHaveLength(3));
    releaseSecond();
    await waitFor(() => expect(caption()).toMatch(/: 1 click in all/));
    // The older refresh's answer comes last, and must not replace the newer one.
    releaseFirst();
    await waitFor(() => expect(answered).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(caption()).toMatch(/: 1 click in all/);
    expect(screen.getByTestId('state').textContent).toMatch(/^idle/);
  });

  it('never shows another link’s chart, and says a failure with a retry that asks again', async () => {
    const { main, account } = mainWithHistory();
    const view = renderWithMain(<Shown accountId={account.id} range={{ preset: '7d' }} />, main);
    await waitFor(() => expect(caption()).toMatch(/14 clicks/));
    main.failNext('getHistorySeries', { code: 'internal', message: 'The history file could not be read.' });
    rerender(
      view,
      <Shown accountId={account.id} range={{ preset: '7d' }} subject={{ kind: 'link', id: 8 }} />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('state').textContent).toBe('idle The history file could not be read.'),
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the history panel', () => {
  it('shows the link’s clicks over the last 7 days, and another range when one is chosen', async () => {
    const { main, account } = mainWithHistory();
    const { user } = renderWithMain(
      <HistoryPanel accountId={account.id} subject={LINK} exportTitle="Spring sale" />,
      main,
    );
    expect(screen.getByRole('heading', { name: 'Clicks over time' })).toBeTruthy();
    await waitFor(() => expect(total()).toMatch(/^14 clicks/));
    expect(total()).toBe('14 clicks in the last 7 days');
    const choices = screen.getByRole('radiogroup', { name: 'Time range' });
    expect(within(choices).getByRole<HTMLInputElement>('radio', { name: 'Last 7 days' }).checked).toBe(true);
    await user.click(within(choices).getByRole('radio', { name: 'Last 24 hours' }));
    await waitFor(() => expect(total()).toMatch(/^24 clicks/));
    expect(main.sent('getHistorySeries').at(-1)).toEqual({
      accountId: account.id,
      subject: LINK,
      range: { preset: '24h' },
    });
  });

  it('says when history is off, with a button that turns it on', async () => {
    const { main, account } = mainWithHistory();
    main.answer('getHistoryStatus', statusOf(account.id, {}, false));
    main.answerWith('getHistorySeries', () => seriesOf(START, HOUR, [null, null]));
    main.answer('setHistorySettings', statusOf(account.id, { since: null }));
    const { user } = renderWithMain(<HistoryPanel accountId={account.id} subject={LINK} />, main);
    await waitFor(() => expect(screen.getByText(/Click history is off for this account/)).toBeTruthy());
    // Nothing to pick a range of.
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Turn on click history' }));
    expect(main.sent('setHistorySettings')).toEqual([{ accountId: account.id, enabled: true }]);
    await waitFor(() => expect(screen.queryByText(/Click history is off/)).toBeNull());
    expect(
      screen.getByText('The first snapshot is taken in a moment; clicks are counted from then on.'),
    ).toBeTruthy();
    // And once main has taken it, its event brings the chart.
    main.answerWith('getHistorySeries', () => seriesOf(START, HOUR, [5]));
    act(() => main.emit({ type: 'history', status: statusOf(account.id), milestones: [] }));
    await waitFor(() => expect(total()).toMatch(/^5 clicks/));
  });

  it('counts a QR code’s scans', async () => {
    const { main, account } = mainWithHistory();
    main.answerWith('getHistorySeries', () => seriesOf(START, HOUR, [2, 1], {}, 'scans'));
    renderWithMain(<HistoryPanel accountId={account.id} subject={{ kind: 'qr', id: 3 }} />, main);
    expect(screen.getByRole('heading', { name: 'Scans over time' })).toBeTruthy();
    await waitFor(() => expect(total()).toMatch(/^3 scans/));
  });

  it('exports the range shown as CSV or Excel, and says it was saved with the file a click away', async () => {
    const { main, account } = mainWithHistory();
    main.answer('exportHistory', { saved: true, savedId: 'saved-3' });
    const { user, store } = renderWithMain(
      <HistoryPanel accountId={account.id} subject={LINK} exportTitle="Spring sale" />,
      main,
    );
    await waitFor(() => expect(total()).toMatch(/^14 clicks/));
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(main.sent('exportHistory')).toHaveLength(1));
    expect(main.sent('exportHistory')[0]).toEqual({
      accountId: account.id,
      subject: LINK,
      range: { preset: '30d' },
      format: 'xlsx',
      title: 'Spring sale',
    });
    await waitFor(() => expect(store.getState().toasts).toHaveLength(1));
    const [toast] = store.getState().toasts;
    expect(toast!.message).toBe('Saved the chart’s figures as an Excel file.');
    expect(toast!.action?.label).toBe('Show in folder');

    // A save dialog cancelled says nothing; a failure says why.
    main.answer('exportHistory', { saved: false });
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(main.sent('exportHistory')).toHaveLength(2));
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('offers no export before the first snapshot', async () => {
    const { main, account } = mainWithHistory();
    main.answerWith('getHistorySeries', () => seriesOf(START, HOUR, [null], { since: null }));
    renderWithMain(<HistoryPanel accountId={account.id} subject={LINK} />, main);
    await waitFor(() => expect(screen.getByText(/The first snapshot is taken in a moment/)).toBeTruthy());
    expect(screen.getByRole('button', { name: /Export/ }).hasAttribute('disabled')).toBe(true);
  });
});
