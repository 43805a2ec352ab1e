// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Link, Listing } from '../../../../shared/ipc/resources.ts';
import { chooseOption } from '../../testing/controls.ts';
import { FakeMain } from '../../testing/fake-main.ts';
import { renderWithMain } from '../../testing/render.tsx';
import { ToastHost } from '../toasts/ToastHost.tsx';
import { DataList } from './DataList.tsx';
import type { Column } from './types.ts';
import { useCollection } from './use-collection.ts';
import { giveListsAHeight } from './testing-layout.ts';

let restoreLayout: () => void;
beforeAll(() => (restoreLayout = giveListsAHeight()));
afterAll(() => restoreLayout());
afterEach(cleanup);

function link(id: number, overrides: Partial<Link> = {}): Link {
  return {
    id,
    alias: `alias-${id}`,
    shorturl: `https://s.example/alias-${id}`,
    longurl: `https://example.com/page/${id}`,
    title: `Page ${id}`,
    description: '',
    clicks: id * 3,
    uniqueclicks: id,
    date: '2025-01-01 10:00:00',
    domain: null,
    campaign: null,
    channel: [],
    ...overrides,
  };
}

function listing(items: Link[], total = items.length, page = 1, perPage = 15): Listing<Link> {
  return { items, total, page, perPage, maxPage: Math.max(1, Math.ceil(total / perPage)) };
}

const columns: Column<Link>[] = [
  { id: 'alias', title: 'Alias', value: (item) => item.alias },
  { id: 'longurl', title: 'Long URL', value: (item) => item.longurl },
  { id: 'clicks', title: 'Clicks', value: (item) => item.clicks, align: 'end' },
];

function LinksList({ search = 'local' }: { search?: 'local' | 'server' }) {
  const links = useCollection<Link>({
    kind: 'links',
    noun: { one: 'link', other: 'links' },
    getId: (item) => item.id,
    describe: (item) => item.alias,
    search,
    load: (request, query) => api(request, query),
  });
  return (
    <>
      <button type="button" onClick={links.focusSearch}>
        Focus search
      </button>
      <DataList
        collection={links}
        columns={columns}
        label="Links"
        emptyState={<p>No links yet. Choose New link to shorten your first URL.</p>}
        exportName="links"
      />
      <ToastHost />
    </>
  );
}

// The component under test calls main through the store's api; this indirection lets each test's FakeMain answer.
let api: (request: object, query: string) => ReturnType<FakeMain['api']['listLinks']>;

function setup(answer: (request: { page?: number; limit?: number; q?: string }) => Listing<Link>) {
  const main = new FakeMain();
  main.seedAccount();
  api = (request, query) => {
    const full = { ...request, ...(query ? { q: query } : {}) } as Parameters<
      FakeMain['api']['listLinks']
    >[0];
    main.answer('listLinks', { data: answer(full), stale: null });
    return main.api.listLinks(full);
  };
  const rendered = renderWithMain(<LinksList />, main);
  void rendered.store.getState().loadAccounts();
  return { main, ...rendered };
}

const grid = () => screen.getByRole('grid', { name: 'Links' });
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('gridcell')[1]!.textContent);

describe('DataList with useCollection', () => {
  it('shows a skeleton, then the rows with a row count and sortable headers', async () => {
    const main = new FakeMain();
    main.seedAccount();
    const release = main.hold();
    api = (request) => {
      main.answer('listLinks', { data: listing([link(2), link(1), link(3)]), stale: null });
      return main.api.listLinks(request as Parameters<FakeMain['api']['listLinks']>[0]);
    };
    const { store } = renderWithMain(<LinksList />, main);
    void store.getState().loadAccounts();
    release();
    await screen.findByRole('grid', { name: 'Links' });
    expect(grid().getAttribute('aria-rowcount')).toBe('4');
    expect(firstCells()).toEqual(['alias-2', 'alias-1', 'alias-3']);
    expect(screen.getByText('Showing 3 links of 3.')).toBeTruthy();
    expect(main.sent('listLinks')[0]).toMatchObject({ page: 1, limit: 15 });
  });

  it('shows every readable item and says how many the installation sent that could not be read', async () => {
    setup(() => ({
      ...listing([link(1), link(2)], 3),
      skipped: {
        count: 1,
        reason: "The installation's answer to the link list could not be read: an item has no id.",
      },
    }));
    await screen.findByRole('grid');
    expect(firstCells()).toEqual(['alias-1', 'alias-2']);
    expect(
      screen.getByText(
        "One item the installation sent could not be read and is not shown. The installation's answer to the link list could not be read: an item has no id.",
      ),
    ).toBeTruthy();
  });

  it('sorts numbers most first, then least first, then back to the installation order', async () => {
    const { user } = setup(() => listing([link(2), link(10), link(1)]));
    await screen.findByRole('grid');
    const header = () => screen.getByRole('columnheader', { name: /Clicks/ });
    expect(header().getAttribute('aria-sort')).toBe('none');
    await user.click(within(header()).getByRole('button'));
    expect(firstCells()).toEqual(['alias-10', 'alias-2', 'alias-1']);
    expect(header().getAttribute('aria-sort')).toBe('descending');
    await user.click(within(header()).getByRole('button'));
    expect(firstCells()).toEqual(['alias-1', 'alias-2', 'alias-10']);
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header()).getByRole('button'));
    expect(firstCells()).toEqual(['alias-2', 'alias-10', 'alias-1']);
    expect(header().getAttribute('aria-sort')).toBe('none');
  });

  it('sorts text A to Z first', async () => {
    const { user } = setup(() => listing([link(2), link(10), link(1)]));
    await screen.findByRole('grid');
    const header = screen.getByRole('columnheader', { name: /Alias/ });
    await user.click(within(header).getByRole('button'));
    expect(firstCells()).toEqual(['alias-1', 'alias-2', 'alias-10']);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
  });

  it('says a sort covers only the loaded page of several, and loads them all to sort them', async () => {
    const all = Array.from({ length: 40 }, (_, index) => link(index + 1));
    const { user, main } = setup((request) =>
      request.limit === undefined ? listing(all) : listing(all.slice(0, 15), 40, 1, 15),
    );
    await screen.findByText('Page 1 of 3');
    expect(screen.queryByRole('note')).toBeNull();
    await user.click(within(screen.getByRole('columnheader', { name: /Clicks/ })).getByRole('button'));
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Sorted by Clicks within this page only: 15 of 40 links are loaded.');
    expect(firstCells()[0]).toBe('alias-15');

    await user.click(within(note).getByRole('button', { name: 'Load all 40 to sort them' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(40));
    expect(main.sent('listLinks').at(-1)).not.toHaveProperty('page');
    expect(firstCells()[0]).toBe('alias-40');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('filters the loaded items locally and says when nothing matches', async () => {
    const { user } = setup(() =>
      listing([link(1), link(2, { longurl: 'https://docs.example/guide' }), link(3)]),
    );
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Focus search' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Search links'));
    await user.keyboard('DOCS guide');
    expect(firstCells()).toEqual(['alias-2']);
    expect(screen.getByText('1 link match “DOCS guide”.')).toBeTruthy();
    await user.keyboard('{Control>}a{/Control}nothing-like-this');
    expect(screen.getByText(/No links match “nothing-like-this”/)).toBeTruthy();
  });

  it('pages through the server, and changing the page size starts again at page 1', async () => {
    const { user, main } = setup((request) => {
      const page = request.page ?? 1;
      const limit = request.limit ?? 15;
      const start = (page - 1) * limit;
      return listing(
        Array.from({ length: Math.min(limit, 40 - start) }, (_, index) => link(start + index + 1)),
        40,
        page,
        limit,
      );
    });
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    await waitFor(() => expect(firstCells()[0]).toBe('alias-16'));
    await chooseOption(user, 'Per page', '50');
    await screen.findByText('Page 1 of 1');
    expect(main.sent('listLinks').at(-1)).toMatchObject({ page: 1, limit: 50 });
    expect(bodyRows()).toHaveLength(40);
  });

  it('selects with checkboxes, a shift-click range and select all', async () => {
    const { user } = setup(() => listing([1, 2, 3, 4, 5].map((id) => link(id))));
    await screen.findByRole('grid');
    await user.click(screen.getByRole('checkbox', { name: 'Select alias-2' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select alias-4' }));
    await user.keyboard('{/Shift}');
    expect(bodyRows().map((row) => row.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'true',
      'true',
      'false',
    ]);
    expect(screen.getByRole('button', { name: 'Delete 3 selected' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select all links shown' }));
    expect(screen.getByRole('button', { name: 'Delete 5 selected' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select all links shown' }));
    expect(screen.queryByRole('button', { name: /selected/ })).toBeNull();
  });

  it('waits to select all until the rows a new page size asked for are shown', async () => {
    const { user, main } = setup((request) => {
      const limit = request.limit ?? 40;
      return listing(
        Array.from({ length: limit }, (_, index) => link(index + 1)),
        40,
        1,
        limit,
      );
    });
    await screen.findByText('Page 1 of 3');
    const selectAll = () => screen.getByRole('checkbox', { name: 'Select all links shown' });
    expect(selectAll()).toHaveProperty('disabled', false);
    const release = main.hold();
    await chooseOption(user, 'Per page', 'All');
    // The 15 rows still shown are about to be replaced by 40: taking them would select part of the list.
    await waitFor(() => expect(selectAll()).toHaveProperty('disabled', true));
    release();
    await waitFor(() => expect(bodyRows()).toHaveLength(40));
    await waitFor(() => expect(selectAll()).toHaveProperty('disabled', false));
    await user.click(selectAll());
    expect(screen.getByRole('button', { name: 'Delete 40 selected' })).toBeTruthy();
  });

  it('exports what is loaded and filtered as RFC 4180 CSV, defusing spreadsheet formulas', async () => {
    const { user, main } = setup(() =>
      listing([
        link(1, { alias: '=HYPERLINK("x")', longurl: 'https://a.example/?q=1,2' }),
        link(2, { alias: 'line\nbreak' }),
        link(3, { alias: '-3', longurl: '@home' }),
      ]),
    );
    main.answer('saveFile', { saved: true });
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('Exported 3 links.');
    const [sent] = main.sent('saveFile') as { suggestedName: string; content: string }[];
    expect(sent!.suggestedName).toMatch(/^links-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(sent!.content).toBe(
      [
        'Alias,Long URL,Clicks',
        `"'=HYPERLINK(""x"")","https://a.example/?q=1,2",3`,
        '"line\nbreak",https://example.com/page/2,6',
        "'-3,'@home,9",
        '',
      ].join('\r\n'),
    );
    await user.type(screen.getByLabelText('Search links'), 'line');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('Exported 1 link.');
    expect((main.sent('saveFile')[1] as { content: string }).content.split('\r\n')).toHaveLength(3);
  });

  it('hides deleted items at once, offers Undo, and brings them back when undone', async () => {
    const { user, main } = setup(() => listing([1, 2, 3].map((id) => link(id))));
    main.answer('scheduleDelete', {
      pendingId: 'pending-1',
      dueAt: new Date(Date.now() + 8000).toISOString(),
    });
    main.answer('undoDelete', { undone: true });
    await screen.findByRole('grid');
    await user.click(screen.getByRole('checkbox', { name: 'Select alias-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select alias-3' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    expect(firstCells()).toEqual(['alias-2']);
    expect(screen.getByText('Deleted 2 links.')).toBeTruthy();
    expect(main.sent('scheduleDelete')[0]).toMatchObject({ kind: 'links', ids: [1, 3] });
    const undo = await screen.findByRole('button', { name: /^Undo \d s$/ });
    await user.click(undo);
    await waitFor(() => expect(firstCells()).toEqual(['alias-1', 'alias-2', 'alias-3']));
    expect(main.sent('undoDelete')).toEqual([{ pendingId: 'pending-1' }]);
    expect(screen.queryByText('Deleted 2 links.')).toBeNull();
  });

  it('reports bulk progress and each failure, shows failed items again, and reloads when done', async () => {
    // The installation holds what it has not deleted: after the delete, only the link that failed.
    let remaining = [1, 2, 3];
    const { user, main } = setup(() => listing(remaining.map((id) => link(id))));
    main.answer('scheduleDelete', {
      pendingId: 'pending-2',
      dueAt: new Date(Date.now() + 8000).toISOString(),
    });
    await screen.findByRole('grid');
    await user.click(screen.getByRole('checkbox', { name: 'Select all links shown' }));
    await user.click(screen.getByRole('button', { name: 'Delete 3 selected' }));
    await screen.findByRole('button', { name: /^Undo/ });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByText('No links yet. Choose New link to shorten your first URL.')).toBeTruthy();
    const accountId = main.accounts[0]!.id;
    const base = { type: 'deletes', pendingId: 'pending-2', accountId, kind: 'links', total: 3 } as const;
    act(() => main.emit({ ...base, state: 'sending', results: [{ id: 1, ok: true }] }));
    expect(screen.getByText('Deleting 1 of 3…')).toBeTruthy();
    const loadsBefore = main.sent('listLinks').length;
    const failure = { code: 'not_found', message: 'The link no longer exists.' } as const;
    remaining = [2];
    act(() =>
      main.emit({
        ...base,
        state: 'done',
        results: [
          { id: 1, ok: true },
          { id: 2, ok: false, error: failure },
          { id: 3, ok: true },
        ],
      }),
    );
    expect(screen.getByText('Deleted 2 of 3. One was not deleted:')).toBeTruthy();
    expect(screen.getByText('Item 2: The link no longer exists.')).toBeTruthy();
    await waitFor(() => expect(main.sent('listLinks').length).toBe(loadsBefore + 1));
    expect(firstCells()).toEqual(['alias-2']);
  });

  it('shows a stale banner with its time and an error banner whose Retry loads again', async () => {
    const main = new FakeMain();
    main.seedAccount();
    main.failNext('listLinks', { code: 'network', message: 'The installation could not be reached.' });
    api = (request) => main.api.listLinks(request as Parameters<FakeMain['api']['listLinks']>[0]);
    const { store, user } = renderWithMain(<LinksList />, main);
    void store.getState().loadAccounts();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Linkdesk could not load your links.');
    expect(alert.textContent).toContain('The installation could not be reached.');
    main.answer('listLinks', {
      data: listing([link(1)]),
      stale: {
        savedAt: '2025-03-05T14:02:00.000Z',
        reason: { code: 'network', message: 'The installation could not be reached.' },
      },
    });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('grid');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByText(/Offline: showing your links as Linkdesk last saw it on .* 2025 at/),
    ).toBeTruthy();
  });

  it('shows the empty state that says what to do', async () => {
    setup(() => listing([]));
    await screen.findByText('No links yet. Choose New link to shorten your first URL.');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
  });
});
