// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Domain, Link } from '../../../shared/ipc/resources.ts';
import { giveListsAHeight } from '../components/data-list/testing-layout.ts';
import { FRESH_FOR_MS } from '../store/read-cache.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import { App } from './App.tsx';

let restoreLayout: () => void;
beforeAll(() => {
  installDialogStandIns();
  restoreLayout = giveListsAHeight();
});
afterAll(() => restoreLayout());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const link: Link = {
  id: 1,
  alias: 'spring26',
  shorturl: 'https://links.example.com/spring26',
  longurl: 'https://example.com/spring',
  title: 'Spring collection',
  description: '',
  clicks: 10,
  uniqueclicks: 5,
  date: '2026-01-01 10:00:00',
  domain: null,
  campaign: null,
  channel: [],
};
const domain: Domain = { id: 3, domain: 'https://go.example.com', redirectroot: '', redirect404: '' };

async function renderApp() {
  const main = new FakeMain();
  main.seedAccount({ revision: 'current' });
  main.answer('listLinks', {
    data: { items: [link], total: 1, page: 1, maxPage: 1, perPage: 15 },
    stale: null,
  });
  main.answer('listDomains', {
    data: { items: [domain], total: 1, page: 1, maxPage: 1, perPage: 15 },
    stale: null,
  });
  const view = renderWithMain(<App />, main);
  await act(() => view.store.getState().loadAccounts());
  const open = async (area: 'Links' | 'Domains') => {
    await view.user.click(
      within(screen.getByRole('navigation', { name: 'Areas' })).getByRole('link', { name: area }),
    );
  };
  return { main, open, ...view };
}

describe('an area opened again', () => {
  it('paints its last list at once and asks nothing within a minute', async () => {
    const { main, open } = await renderApp();
    await open('Links');
    // The area's code loads on its first showing, which a busy machine may take a while for.
    await screen.findByText('Spring collection', {}, { timeout: 5_000 });
    await open('Domains');
    await screen.findByText('https://go.example.com');
    await open('Links');
    // Painted with the click, before any answer could arrive.
    expect(screen.getByText('Spring collection')).toBeTruthy();
    await open('Domains');
    expect(screen.getByText('https://go.example.com')).toBeTruthy();
    expect(main.sent('listLinks')).toHaveLength(1);
    expect(main.sent('listDomains')).toHaveLength(1);
  });

  it('after a minute shows the last list while it is read again, and a change on the account reads again', async () => {
    const { main, open, store } = await renderApp();
    await open('Links');
    // The area's code loads on its first showing, which a busy machine may take a while for.
    await screen.findByText('Spring collection', {}, { timeout: 5_000 });
    await open('Domains');
    await screen.findByText('https://go.example.com');

    const later = Date.now() + FRESH_FOR_MS + 1_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const release = main.hold();
    await open('Links');
    // The remembered list shows while the new read is held back.
    expect(screen.getByText('Spring collection')).toBeTruthy();
    expect(main.sent('listLinks')).toHaveLength(2);
    release();
    await open('Domains');
    await waitFor(() => expect(main.sent('listDomains')).toHaveLength(2));
    await open('Links');
    await open('Domains');
    expect(main.sent('listDomains')).toHaveLength(2);

    main.answer('addDomain', { id: 4 });
    const accountId = main.accounts[0]!.id;
    await act(() => store.getState().api.addDomain({ accountId, domain: 'https://x.example' }));
    await open('Links');
    await open('Domains');
    expect(screen.getByText('https://go.example.com')).toBeTruthy();
    await waitFor(() => expect(main.sent('listDomains')).toHaveLength(3));
  });

  it('says how old a remembered list is when it is old, until the new answer arrives', async () => {
    const { main, open } = await renderApp();
    await open('Links');
    // The area's code loads on its first showing, which a busy machine may take a while for.
    await screen.findByText('Spring collection', {}, { timeout: 5_000 });
    await open('Domains');
    await screen.findByText('https://go.example.com');

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 6 * 60_000);
    const release = main.hold();
    await open('Links');
    expect(screen.getByText('Spring collection')).toBeTruthy();
    expect(
      screen.getByText(/^Showing your links as Linkdesk saw them at .+, while they load again\.$/),
    ).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByText(/^Showing your links as Linkdesk saw them/)).toBeNull());
    expect(screen.getByText('Spring collection')).toBeTruthy();
  });
});
