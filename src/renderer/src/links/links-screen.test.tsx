// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Revision } from '../../../shared/api/constants.ts';
import type { Link } from '../../../shared/ipc/resources.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import { ToastHost } from '../components/toasts/ToastHost.tsx';
import { LinksScreen } from './LinksScreen.tsx';

beforeAll(() => {
  installDialogStandIns();
  // jsdom lays nothing out, so the virtualised rows would think there is no room for any; give every box a size.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
});
afterEach(cleanup);

function link(id: number, alias: string, title = ''): Link {
  return {
    id,
    alias,
    shorturl: `https://links.example.com/${alias}`,
    longurl: `https://example.com/${alias}`,
    title,
    description: '',
    clicks: id * 10,
    uniqueclicks: id * 5,
    date: '2026-01-01 10:00:00',
    domain: null,
    campaign: null,
    channel: [],
  };
}

async function renderScreen(revision: Revision) {
  const main = new FakeMain();
  main.seedAccount({ revision });
  const items = [link(1, 'spring26', 'Spring collection'), link(2, 'jobs-fe')];
  main.answer('listLinks', {
    data: { items, total: 40, page: 1, maxPage: 3, perPage: 15 },
    stale: null,
  });
  const view = renderWithMain(
    <>
      <LinksScreen />
      <ToastHost />
    </>,
    main,
  );
  await act(() => view.store.getState().loadAccounts());
  return { main, ...view };
}

describe('the links screen', () => {
  it('lists the account’s links with their clicks, 50 to a server page, and says how many there are', async () => {
    const { main } = await renderScreen('current');
    expect(screen.getByRole('heading', { level: 1, name: 'Links' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Links' });
    expect(within(grid).getByText('Spring collection')).toBeTruthy();
    expect(within(grid).getByText('20')).toBeTruthy();
    expect(main.sent('listLinks')[0]).toMatchObject({ page: 1, limit: 50 });
    expect(screen.getByText('40 links')).toBeTruthy();
  });

  it('writes short URLs as domain/alias and long URLs as host and path, each whole for screen readers', async () => {
    const main = new FakeMain();
    main.seedAccount({ revision: 'current' });
    const tagged = {
      ...link(3, 'news-1'),
      shorturl: 'http://127.0.0.1:4123/news-1',
      longurl: 'https://news.example.com/2026/spring?utm_source=newsletter&utm_medium=email',
    };
    main.answer('listLinks', {
      data: { items: [tagged], total: 1, page: 1, maxPage: 1, perPage: 50 },
      stale: null,
    });
    const view = renderWithMain(<LinksScreen />, main);
    await act(() => view.store.getState().loadAccounts());
    const row = within(await screen.findByRole('grid', { name: 'Links' })).getAllByRole('row')[1]!;
    const shown = (full: string) => {
      const cell = within(row).getByTitle(full);
      return cell.querySelector('[aria-hidden="true"]')?.textContent;
    };
    expect(shown('http://127.0.0.1:4123/news-1')).toBe('127.0.0.1:4123/news-1');
    expect(shown(tagged.longurl)).toBe('news.example.com/2026/spring');
    // The whole URL once, for screen readers.
    expect(within(row).getByText(tagged.longurl)).toBeTruthy();
  });

  it('asks a current installation to search (q)', async () => {
    const { main, user } = await renderScreen('current');
    await screen.findByRole('grid', { name: 'Links' });
    await user.type(screen.getByLabelText('Search links'), 'spring');
    await waitFor(() => expect(main.sent('listLinks').at(-1)).toMatchObject({ q: 'spring' }));
  });

  it('filters the loaded links on a legacy installation, without asking it', async () => {
    const { main, user } = await renderScreen('legacy');
    const grid = await screen.findByRole('grid', { name: 'Links' });
    const asked = main.sent('listLinks').length;
    await user.type(screen.getByLabelText('Search links'), 'jobs');
    await waitFor(() => expect(within(grid).queryByText('Spring collection')).toBeNull());
    expect(within(grid).getByText('https://links.example.com/jobs-fe')).toBeTruthy();
    expect(main.sent('listLinks').every((request) => !('q' in (request as object)))).toBe(true);
    expect(main.sent('listLinks')).toHaveLength(asked);
  });

  it('copies a short URL and says so', async () => {
    const { main, user } = await renderScreen('current');
    await screen.findByRole('grid', { name: 'Links' });
    main.answer('copyText', { copied: true });
    await user.click(screen.getByRole('button', { name: 'Copy short URL of jobs-fe' }));
    // Main writes the clipboard: Electron's session refuses the window's own writes.
    expect(main.sent('copyText')).toEqual([{ text: 'https://links.example.com/jobs-fe' }]);
    expect(await screen.findByText('Copied https://links.example.com/jobs-fe')).toBeTruthy();
  });

  it('shows a new link beside the list, from the first page with no search or sort, and says so in a toast that goes once it is deleted', async () => {
    const { main, user } = await renderScreen('current');
    const grid = await screen.findByRole('grid', { name: 'Links' });
    // A search typed and a sort chosen: the new link might be anywhere, or nowhere, in what they show.
    await user.type(screen.getByLabelText('Search links'), 'spring');
    await waitFor(() => expect(main.sent('listLinks').at(-1)).toMatchObject({ q: 'spring' }));
    await user.click(within(grid).getByRole('button', { name: 'Clicks' }));
    main.answer('scheduleDelete', { pendingId: 'p1', dueAt: new Date(Date.now() + 8000).toISOString() });
    main.answer('addLink', { id: 3, shorturl: 'https://links.example.com/jobs-fe' });
    // The installation lists it once it is made.
    main.answer('listLinks', {
      data: {
        items: [link(3, 'jobs-fe'), link(1, 'spring26', 'Spring collection')],
        total: 41,
        page: 1,
        maxPage: 1,
        perPage: 50,
      },
      stale: null,
    });
    await user.click(screen.getByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New link' });
    await user.type(
      within(dialog).getByLabelText('Long URL', { exact: true }),
      'https://example.com/jobs-fe',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('Created https://links.example.com/jobs-fe')).toBeTruthy();
    // The screen keeps no "Created …" text of its own that would outlive the toast.
    expect(screen.getAllByText('Created https://links.example.com/jobs-fe')).toHaveLength(1);

    // Read again from the start, and shown.
    const details = await screen.findByRole('complementary', { name: 'Details of jobs-fe' });
    expect(main.sent('listLinks').at(-1)).toEqual({
      accountId: expect.any(String),
      requestId: expect.any(String),
      page: 1,
      limit: 50,
    });
    expect((screen.getByLabelText('Search links') as HTMLInputElement).value).toBe('');
    expect(within(grid).getByRole('columnheader', { name: 'Clicks' }).getAttribute('aria-sort')).toBe('none');
    const newRow = within(grid)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    expect(newRow?.textContent).toContain('jobs-fe');

    await user.click(within(details).getByRole('button', { name: 'Delete jobs-fe' }));
    expect(await within(notifications).findByText('Deleted “jobs-fe”.')).toBeTruthy();
    expect(screen.queryByText('Created https://links.example.com/jobs-fe')).toBeNull();
  });

  it('schedules a delete with undo rather than sending it', async () => {
    const { main, user } = await renderScreen('current');
    main.answer('scheduleDelete', { pendingId: 'p1', dueAt: new Date(Date.now() + 8000).toISOString() });
    await screen.findByRole('grid', { name: 'Links' });
    await user.click(screen.getByRole('button', { name: 'Delete jobs-fe' }));
    await waitFor(() =>
      expect(main.sent('scheduleDelete')).toEqual([expect.objectContaining({ kind: 'links', ids: [2] })]),
    );
    expect(main.sent('deleteLink')).toEqual([]);
  });

  it('opens the form for a new link, and a link’s details beside the list', async () => {
    const { main, user } = await renderScreen('current');
    await screen.findByRole('grid', { name: 'Links' });
    await user.click(screen.getByRole('button', { name: 'New link' }));
    expect(await screen.findByRole('dialog', { name: 'New link' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    main.failNext('getLink', { code: 'network', message: 'The installation could not be reached.' });
    await user.click(screen.getByRole('button', { name: 'Details of spring26' }));
    const details = await screen.findByRole('complementary', { name: /^Details of / });
    // The statistics are asked for once the link stays shown; a failure says why and offers a retry.
    expect(await within(details).findByText('The installation could not be reached.')).toBeTruthy();
    expect(main.sent('getLink')).toHaveLength(1);
    await user.click(within(details).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(main.sent('getLink')).toHaveLength(2));
  });

  it('leads the details with the figures, then says until when the link works, with the QR code folded away', async () => {
    const { main, user } = await renderScreen('current');
    await screen.findByRole('grid', { name: 'Links' });
    main.answer('getLink', {
      data: {
        link: {
          id: 1,
          alias: 'spring26',
          shorturl: 'https://links.example.com/spring26',
          longurl: 'https://example.com/spring26',
          title: 'Spring collection',
          description: '',
          location: [],
          device: [],
          expiry: '2099-06-30 23:59:00',
          date: '2026-01-01 10:00:00',
        },
        statistics: {
          clicks: 12,
          uniqueClicks: 7,
          topCountries: {},
          topReferrers: {},
          topBrowsers: {},
          topOs: {},
          socialCount: { facebook: 0, twitter: 0, instagram: 0 },
        },
      },
      stale: null,
    });
    await user.click(screen.getByRole('button', { name: 'Details of spring26' }));
    const details = await screen.findByRole('complementary', { name: 'Details of Spring collection' });
    expect(within(details).getByText('links.example.com/spring26')).toBeTruthy();
    const fact = (term: string) => within(details).getByText(term, { selector: 'dt' }).nextElementSibling;
    // The list's figures at once, the installation's latest once read.
    expect(fact('Clicks')?.textContent).toBe('10');
    await waitFor(() => expect(fact('Clicks')?.textContent).toBe('12'));
    expect(fact('Unique clicks')?.textContent).toBe('7');
    expect(fact('Expires')?.textContent).toMatch(/2099/);
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms.slice(0, 4)).toEqual(['Clicks', 'Unique clicks', 'Goes to', 'Expires']);

    const qr = within(details).getByRole('button', { name: 'QR code' });
    expect(qr.getAttribute('aria-expanded')).toBe('false');
    expect(within(details).queryByRole('img', { name: /^QR code of/ })).toBeNull();
  });

  it('moves the details along the list with the arrow keys and hides them with Esc', async () => {
    const { user } = await renderScreen('current');
    const grid = await screen.findByRole('grid', { name: 'Links' });
    const rows = within(grid).getAllByRole('row').slice(1);
    await user.click(within(rows[0]!).getAllByRole('gridcell')[1]!);
    const first = rows[0]!.getAttribute('aria-current');
    expect(first).toBe('true');
    const name = (await screen.findByRole('complementary', { name: /^Details of / })).getAttribute(
      'aria-label',
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(grid).getAllByRole('row')[2]!.getAttribute('aria-current')).toBe('true'),
    );
    const next = screen.getByRole('complementary', { name: /^Details of / }).getAttribute('aria-label');
    expect(next).not.toBe(name);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: /^Details of / })).toBeNull());
    expect(document.activeElement).toBe(within(grid).getAllByRole('row')[2]);
  });
});
