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
  it('lists the account’s links with their clicks, one server page at a time', async () => {
    const { main } = await renderScreen('current');
    expect(screen.getByRole('heading', { level: 1, name: 'Links' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Links' });
    expect(within(grid).getByText('Spring collection')).toBeTruthy();
    expect(within(grid).getByText('https://links.example.com/jobs-fe')).toBeTruthy();
    expect(within(grid).getByText('20')).toBeTruthy();
    expect(main.sent('listLinks')[0]).toMatchObject({ page: 1, limit: 15 });
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

  it('says a link was created, in a toast that goes once that link is deleted', async () => {
    const { main, user } = await renderScreen('current');
    await screen.findByRole('grid', { name: 'Links' });
    main.answer('scheduleDelete', { pendingId: 'p1', dueAt: new Date(Date.now() + 8000).toISOString() });
    main.answer('addLink', { id: 2, shorturl: 'https://links.example.com/jobs-fe' });
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

    await user.click(screen.getByRole('button', { name: 'Delete jobs-fe' }));
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
