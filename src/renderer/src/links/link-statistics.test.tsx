// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cached, LinkDetails } from '../../../shared/ipc/resources.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { renderWithMain } from '../testing/render.tsx';
import { StoreProvider } from '../store/StoreContext.tsx';
import type { ReactElement } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import { LinkStatistics } from './LinkStatistics.tsx';
import { useLinkDetails } from './use-link-details.ts';
import { chartSummary, topEntries } from '../components/TopChart.tsx';

afterEach(cleanup);

interface ShownProps {
  api: Api;
  accountId: string;
  linkId: number;
  wait?: boolean;
  refresh?: number;
}

/** A link's statistics as its pane shows them: read once for the pane, drawn by the charts. */
function Shown({ api, accountId, linkId, wait, refresh }: ShownProps) {
  const read = useLinkDetails({ api, accountId, linkId, wait, refresh });
  return <LinkStatistics read={read} />;
}

function details(stale: Cached<LinkDetails>['stale'] = null): Cached<LinkDetails> {
  return {
    data: {
      link: {
        id: 7,
        alias: 'promo',
        shorturl: 'https://links.example.com/promo',
        longurl: 'https://example.com',
        title: 'Promo',
        description: '',
        location: [],
        device: [],
        expiry: null,
        date: '2026-01-01 10:00:00',
      },
      statistics: {
        clicks: 1234,
        uniqueClicks: 987,
        topCountries: { Germany: 40, 'United States': 120, France: 3 },
        topReferrers: { 'instagram.com': 50 },
        topBrowsers: { Firefox: 12, Chrome: 90 },
        topOs: {},
        socialCount: { facebook: 0, twitter: 0, instagram: 0 },
      },
    },
    stale,
  };
}

describe('a link’s statistics', () => {
  it('orders the top counts and speaks them', () => {
    const entries = topEntries({ b: 2, a: 2, c: 9 });
    expect(entries.map((entry) => entry.name)).toEqual(['c', 'a', 'b']);
    expect(chartSummary('Top browsers', entries)).toBe('Top browsers: c 9, a 2, b 2.');
    expect(chartSummary('Top browsers', [])).toBe('Top browsers: no clicks yet.');
  });

  it('shows a link seen moments ago from memory, waits while told to, and asks again on refresh', async () => {
    const main = new FakeMain();
    const account = main.seedAccount();
    main.answer('getLink', details());
    const shown = (key: string, props: { wait?: boolean; refresh?: number } = {}) => (
      <Shown key={key} api={main.api} accountId={account.id} linkId={7} {...props} />
    );
    // Passing through: nothing is asked for.
    const view = renderWithMain(shown('first', { wait: true }), main);
    // Rendered again under the same store: its memory of answers is what is tested.
    const rerender = (ui: ReactElement) =>
      view.rerender(<StoreProvider store={view.store}>{ui}</StoreProvider>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(main.sent('getLink')).toHaveLength(0);
    rerender(shown('first'));
    await screen.findByText('Clicks', { selector: 'dt' });
    expect(main.sent('getLink')).toHaveLength(1);
    // Shown again (a new pane for the same link): from memory, at once.
    rerender(shown('second'));
    expect(screen.getByText('Clicks', { selector: 'dt' })).toBeTruthy(); // no await: painted from memory
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(main.sent('getLink')).toHaveLength(1);
    main.answer('getLink', details());
    rerender(shown('second', { refresh: 1 }));
    await waitFor(() => expect(main.sent('getLink')).toHaveLength(2));
  });

  it('shows clicks, unique clicks and a chart with a table for each top list', async () => {
    const main = new FakeMain();
    const account = main.seedAccount();
    main.answer('getLink', details());
    renderWithMain(<Shown api={main.api} accountId={account.id} linkId={7} />, main);

    const clicks = await screen.findByText('Clicks', { selector: 'dt' });
    expect(clicks.nextElementSibling?.textContent).toBe((1234).toLocaleString());
    expect(screen.getByText('Unique clicks').nextElementSibling?.textContent).toBe((987).toLocaleString());
    expect(
      screen.getByRole('img', { name: 'Top countries: United States 120, Germany 40, France 3.' }),
    ).toBeTruthy();
    const countries = within(screen.getByRole('region', { name: 'Top countries' }));
    const rows = countries.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['CountryClicks', 'United States120', 'Germany40', 'France3']);
    expect(
      within(screen.getByRole('region', { name: 'Top operating systems' })).getByText('No clicks yet.'),
    ).toBeTruthy();
    expect(main.sent('getLink')).toEqual([{ accountId: account.id, id: 7, priority: 'user' }]);
  });

  it('says once that nobody has clicked yet, rather than drawing four empty charts', async () => {
    const main = new FakeMain();
    const account = main.seedAccount();
    const unused = details();
    unused.data.statistics = {
      ...unused.data.statistics,
      clicks: 0,
      uniqueClicks: 0,
      topCountries: {},
      topReferrers: {},
      topBrowsers: {},
    };
    main.answer('getLink', unused);
    renderWithMain(<Shown api={main.api} accountId={account.id} linkId={7} />, main);
    expect(await screen.findByText(/^No clicks yet\. Countries, referrers/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Top countries' })).toBeNull();
  });

  it('says when the figures come from the offline cache', async () => {
    const main = new FakeMain();
    const account = main.seedAccount();
    main.answer(
      'getLink',
      details({
        savedAt: '2026-01-02T10:00:00.000Z',
        reason: { code: 'network', message: 'The installation could not be reached.' },
      }),
    );
    const { user } = renderWithMain(<Shown api={main.api} accountId={account.id} linkId={7} />, main);
    const notice = await screen.findByText(/^Offline: showing these statistics as Linkdesk last saw it/);
    expect(notice.textContent).toContain('The installation could not be reached.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/^Offline: showing these statistics/);
    expect(main.sent('getLink')).toHaveLength(2);
  });

  it('offers a retry when the statistics could not be loaded', async () => {
    const main = new FakeMain();
    const account = main.seedAccount();
    main.failNext('getLink', { code: 'timeout', message: 'The installation took too long to answer.' });
    main.answer('getLink', details());
    const { user } = renderWithMain(<Shown api={main.api} accountId={account.id} linkId={7} />, main);
    await screen.findByText('The installation took too long to answer.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Unique clicks')).toBeTruthy();
  });
});
