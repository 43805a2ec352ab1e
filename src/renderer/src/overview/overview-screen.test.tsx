// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryStatus } from '../../../shared/ipc/history.ts';
import type { Campaign, Channel, Link, QrCode } from '../../../shared/ipc/resources.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { renderWithMain } from '../testing/render.tsx';
import { DAY, historyOverview, historyStatus, NOW } from './overview-fixtures.ts';
import { dayWords } from './overview-words.ts';
import { OverviewScreen } from './OverviewScreen.tsx';

const listing = <T,>(items: T[]) => ({
  data: { items, total: items.length, page: 1, maxPage: 1, perPage: 1000 },
  stale: null,
});

const link = (id: number, alias: string): Link => ({
  id,
  alias,
  shorturl: `https://sho.rt/${alias}`,
  longurl: 'https://example.com/',
  title: '',
  description: '',
  clicks: 10,
  uniqueclicks: 5,
  date: '2025-11-01 10:00:00',
  domain: null,
  campaign: null,
  channel: [],
});

const campaigns: Campaign[] = [
  { id: 1, name: 'Spring launch', public: true, rotator: null, list: '', views: null },
  { id: 2, name: 'Newsletter', public: false, rotator: null, list: '', views: null },
];
const channels: Channel[] = [{ id: 5, name: 'Print', description: '', color: '#2563eb', starred: false }];

beforeEach(() => {
  // Only the date: the page's own timers (and the user's typing) keep real time.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function showOverview(main: FakeMain) {
  const view = renderWithMain(<OverviewScreen />, main);
  await act(() => view.store.getState().loadAccounts());
  return view;
}

function mainWithHistory(overrides: Parameters<typeof historyOverview>[1] = {}, account = {}) {
  const main = new FakeMain();
  const { id } = main.seedAccount({ revision: 'current', ...account });
  main.answerWith('getHistoryOverview', (request) => historyOverview(request.accountId, overrides));
  main.answer('listCampaigns', listing(campaigns));
  main.answer('listChannels', listing(channels));
  return { main, accountId: id };
}

describe('the Overview', () => {
  it('answers “how many clicks this week?” at once, each period against the one before', async () => {
    const { main } = mainWithHistory();
    await showOverview(main);

    const totals = await screen.findByRole('list', { name: 'Totals' });
    const week = within(totals).getAllByRole('listitem')[1]!;
    expect(within(week).getByRole('heading', { name: 'Last 7 days' })).toBeTruthy();
    expect(week.textContent).toContain('1,204 clicks');
    expect(week.textContent).toContain('+12% vs the 7 days before');
    expect(week.textContent).toContain('310 scans');
    expect(week.textContent).toContain('Up from none in the 7 days before');
    const day = within(totals).getAllByRole('listitem')[0]!;
    expect(day.textContent).toContain('−20% vs the 24 hours before');
    expect(day.textContent).toContain('Same as the 24 hours before');
    // History does not reach back over 30 days and the 30 before: that card says so.
    const month = within(totals).getAllByRole('listitem')[2]!;
    expect(month.textContent).toContain(
      `History starts ${dayWords(NOW - 20 * DAY)}: partly counted, not compared`,
    );
    // Nothing is compared with a time nobody was counting.
    expect(month.textContent).not.toContain('the 30 days before');
    expect(week.textContent).not.toContain('partly counted');
    expect(main.sent('getHistoryOverview')).toEqual([{ accountId: main.activeId, range: { preset: '7d' } }]);
  });

  it('says where history stands under it, with the last snapshot’s note when it had to wait', async () => {
    const { main } = mainWithHistory();
    main.answerWith('getHistoryOverview', (request) =>
      historyOverview(request.accountId, {
        status: historyStatus(request.accountId, {
          lastNote: {
            at: NOW - 5 * 60 * 1000,
            outcome: 'waited',
            words: 'The snapshot waited 40 seconds to stay within its share of the rate limit.',
          },
        }),
      }),
    );
    await showOverview(main);
    await screen.findByRole('list', { name: 'Totals' });
    const since = dayWords(NOW - 20 * DAY);
    expect(
      screen.getByText(
        new RegExp(`^History since ${since} · next snapshot at .+ · 2\\.1 MB on this computer$`),
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /^At .+, the snapshot waited 40 seconds to stay within its share of the rate limit\.$/,
      ),
    ).toBeTruthy();
  });

  it('lists what is rising, and one click shows a link in the Links area’s details', async () => {
    const { main, accountId } = mainWithHistory();
    main.answerWith('listLinks', (request) =>
      listing(request.short === 'https://sho.rt/spring' ? [link(7, 'spring')] : []),
    );
    const { store, user } = await showOverview(main);

    const rising = await screen.findByRole('region', { name: 'Rising' });
    const items = within(rising).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Spring sale +sho\.rt\/spring 152 clicks \+90%/),
      expect.stringMatching(/^Station poster QR code sho\.rt\/qr1 40 scans new/),
      expect.stringMatching(/Old promo.*Deleted since/),
    ]);
    // A deleted link cannot be opened: it is no button.
    expect(within(items[2]!).queryByRole('button')).toBeNull();

    await user.click(
      within(rising).getByRole('button', {
        name: /^Spring sale sho\.rt\/spring 152 clicks, \+90% vs the 7 days before$/,
      }),
    );
    await waitFor(() => expect(store.getState().screen).toBe('links'));
    expect(store.getState().openItemRequest).toMatchObject({ kind: 'link', accountId, link: { id: 7 } });
    expect(main.sent('listLinks')).toEqual([
      { accountId, short: 'https://sho.rt/spring', page: 1, limit: 10 },
    ]);
  });

  it('compares nothing with a time before history began', async () => {
    const { main, accountId } = mainWithHistory();
    main.answerWith('getHistoryOverview', (request) =>
      historyOverview(request.accountId, {
        status: historyStatus(request.accountId, { since: NOW - 8 * DAY }),
      }),
    );
    await showOverview(main);
    const rising = await screen.findByRole('region', { name: 'Rising' });
    expect(rising.textContent).toContain('history does not reach back far enough to compare');
    expect(rising.textContent).not.toMatch(/\+90%|new|before/);
    const campaigns = screen.getByRole('region', { name: 'Campaigns' });
    expect(campaigns.textContent).not.toMatch(/\+50%|before/);
    expect(main.sent('getHistoryOverview')).toEqual([{ accountId, range: { preset: '7d' } }]);
  });

  it('opens a rising QR code in the QR codes area, and says so when a link is gone', async () => {
    const { main, accountId } = mainWithHistory();
    const code: QrCode = { id: 3, link: 'https://sho.rt/qr1', scans: 40, name: 'Station poster', date: '' };
    main.answer('getQrCode', { data: { qr: code, statistics: null }, stale: null });
    main.answer('listLinks', listing([]));
    const { store, user } = await showOverview(main);

    const rising = await screen.findByRole('region', { name: 'Rising' });
    await user.click(within(rising).getByRole('button', { name: /^Spring sale/ }));
    await waitFor(() =>
      expect(store.getState().toasts.map((toast) => toast.message)).toEqual([
        'This link is no longer on the installation.',
      ]),
    );
    expect(store.getState().screen).not.toBe('links');

    await user.click(within(rising).getByRole('button', { name: /^Station poster QR code/ }));
    await waitFor(() => expect(store.getState().screen).toBe('qr'));
    expect(store.getState().openItemRequest).toMatchObject({ kind: 'qr', accountId, qr: { id: 3 } });
  });

  it('compares campaigns and channels by name, and one click opens one in its area', async () => {
    const { main, accountId } = mainWithHistory();
    const { store, user } = await showOverview(main);

    const campaignSection = await screen.findByRole('region', { name: 'Campaigns' });
    // What a screen reader says: the share and the change in words, not only the figures.
    const first = await within(campaignSection).findByRole('button', {
      name: /^Spring launch 300 clicks 75% ?of all, \+50% vs the 7 days before$/,
    });
    expect(within(campaignSection).getAllByRole('listitem')[1]!.textContent).toContain('Newsletter');
    const channelSection = screen.getByRole('region', { name: 'Channels' });
    expect(
      within(channelSection).getByRole('button', { name: /^Print 80 clicks 100% ?of all/ }),
    ).toBeTruthy();

    await user.click(first);
    expect(store.getState().screen).toBe('campaigns');
    expect(store.getState().openItemRequest).toMatchObject({
      kind: 'campaign',
      accountId,
      campaign: { id: 1, name: 'Spring launch' },
    });
  });

  it('lists milestones newest first', async () => {
    const { main } = mainWithHistory();
    await showOverview(main);
    const section = await screen.findByRole('region', { name: 'Milestones' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(
        /^Spring sale 42 clicks in an hour \(usually 5 clicks\) · no notification was shown/,
      ),
      expect.stringMatching(/^Spring sale Passed 1,000 clicks/),
    ]);
  });

  it('leaves campaigns and channels out on an older installation, without asking for them', async () => {
    const { main } = mainWithHistory({ campaigns: [], channels: [] }, { revision: 'legacy' });
    await showOverview(main);
    await screen.findByRole('region', { name: 'Rising' });
    expect(screen.queryByRole('region', { name: 'Campaigns' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Channels' })).toBeNull();
    expect(main.sent('listCampaigns')).toEqual([]);
    expect(main.sent('listChannels')).toEqual([]);
  });

  it('leaves scans out for a key that cannot read QR codes', async () => {
    const { main } = mainWithHistory({}, { unreachable: { qr: 'key' } });
    await showOverview(main);
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(totals.textContent).toContain('1,204 clicks');
    expect(totals.textContent).not.toContain('scans');
    expect(screen.getByRole('heading', { level: 2, name: 'Clicks' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Scans' })).toBeNull();
    const rising = screen.getByRole('region', { name: 'Rising' });
    expect(within(rising).queryByText('Station poster')).toBeNull();
  });

  it('reads itself again when main keeps a snapshot of this account, and only then', async () => {
    const { main, accountId } = mainWithHistory();
    await showOverview(main);
    await screen.findByRole('list', { name: 'Totals' });
    expect(main.sent('getHistoryOverview')).toHaveLength(1);

    // Another account's snapshot, and this one's under way: nothing to read again.
    act(() =>
      main.emit({
        type: 'history',
        status: historyStatus('someone-else', { lastSnapshotAt: NOW }),
        milestones: [],
      }),
    );
    act(() =>
      main.emit({ type: 'history', status: historyStatus(accountId, { running: true }), milestones: [] }),
    );
    expect(await screen.findByText(/a snapshot is being taken now/)).toBeTruthy();
    expect(main.sent('getHistoryOverview')).toHaveLength(1);

    act(() =>
      main.emit({
        type: 'history',
        status: historyStatus(accountId, { lastSnapshotAt: NOW }),
        milestones: [],
      }),
    );
    await waitFor(() => expect(main.sent('getHistoryOverview')).toHaveLength(2));
  });

  it('reads the range chosen, keeping what it showed until the answer comes', async () => {
    const { main, accountId } = mainWithHistory();
    const { user } = await showOverview(main);
    await screen.findByRole('list', { name: 'Totals' });

    const release = main.hold();
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    expect(screen.getByRole('list', { name: 'Totals' })).toBeTruthy();
    expect(document.querySelector('.overview-screen')!.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() =>
      expect(main.sent('getHistoryOverview')).toEqual([
        { accountId, range: { preset: '7d' } },
        { accountId, range: { preset: '30d' } },
      ]),
    );
    await waitFor(() =>
      expect(document.querySelector('.overview-screen')!.getAttribute('aria-busy')).toBe('false'),
    );
  });

  it('says when the Overview cannot be read, and reads it again on Retry', async () => {
    const { main } = mainWithHistory();
    main.failNext('getHistoryOverview', { code: 'internal', message: 'History could not be read.' });
    const { user } = await showOverview(main);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The Overview could not be read');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Totals' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('an account without history yet', () => {
  const off = (accountId: string): HistoryStatus =>
    historyStatus(accountId, {
      settings: { ...historyStatus(accountId).settings, enabled: false },
      since: null,
      lastSnapshotAt: null,
      nextSnapshotAt: null,
      lastNote: null,
      bytes: 0,
    });

  it('offers to turn history on, then waits for the first snapshot, then shows it', async () => {
    const main = new FakeMain();
    const { id: accountId } = main.seedAccount({ revision: 'current' });
    let status = off(accountId);
    main.answerWith('getHistoryOverview', () => historyOverview(accountId, { status }));
    main.answerWith('setHistorySettings', () => {
      status = {
        ...status,
        settings: { ...status.settings, enabled: true },
        nextSnapshotAt: NOW,
        running: true,
      };
      return status;
    });
    main.answer('listCampaigns', listing(campaigns));
    main.answer('listChannels', listing(channels));
    const { user } = await showOverview(main);

    expect(
      await screen.findByRole('heading', { name: 'Click history is off for this account' }),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Totals' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The first snapshot is being taken…')).toBeTruthy();
    expect(main.sent('setHistorySettings')).toEqual([{ accountId, enabled: true }]);
    // Main takes the first snapshot of its own accord once history is on.
    expect(main.sent('takeHistorySnapshot')).toEqual([]);

    status = historyStatus(accountId);
    act(() => main.emit({ type: 'history', status, milestones: [] }));
    expect(await screen.findByRole('list', { name: 'Totals' })).toBeTruthy();
    expect(screen.queryByText('The first snapshot is being taken…')).toBeNull();
  });

  it('keeps what was kept when history is off, and says nothing new is added', async () => {
    const { main, accountId } = mainWithHistory();
    main.answerWith('getHistoryOverview', (request) =>
      historyOverview(request.accountId, {
        status: historyStatus(request.accountId, {
          settings: { ...historyStatus(request.accountId).settings, enabled: false },
          nextSnapshotAt: null,
        }),
      }),
    );
    main.failNext('setHistorySettings', {
      code: 'internal',
      message: 'The history file could not be written.',
    });
    const { user } = await showOverview(main);
    const notice = await screen.findByText(/Click history is off for this account: what was kept shows/);
    expect(screen.getByRole('list', { name: 'Totals' })).toBeTruthy();
    expect(screen.getByText(/no new snapshots while history is off/)).toBeTruthy();
    await user.click(within(notice.parentElement!).getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The history file could not be written.',
    );
    expect(main.sent('setHistorySettings')).toEqual([{ accountId, enabled: true }]);
  });
});
