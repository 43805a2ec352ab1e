// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Link } from '../../../../shared/ipc/resources.ts';
import { FakeMain } from '../../testing/fake-main.ts';
import { renderWithMain } from '../../testing/render.tsx';
import { DataList } from './DataList.tsx';
import { giveListsAHeight } from './testing-layout.ts';
import type { Column, RowAction } from './types.ts';
import { useCollection } from './use-collection.ts';

let restoreLayout: () => void;
beforeAll(() => (restoreLayout = giveListsAHeight()));
afterAll(() => restoreLayout());
afterEach(cleanup);

const link = (id: number, alias: string): Link => ({
  id,
  alias,
  shorturl: `https://s.example/${alias}`,
  longurl: `https://example.com/${alias}`,
  title: '',
  description: '',
  clicks: id,
  uniqueclicks: id,
  date: '2025-01-01 10:00:00',
  domain: null,
  campaign: null,
  channel: [],
});

const columns: Column<Link>[] = [{ id: 'alias', title: 'Alias', value: (item) => item.alias }];

/** What the actions did, in order: "edit spring", "delete jobs". */
let done: string[] = [];

const actions: RowAction<Link>[] = [
  {
    id: 'edit',
    label: 'Edit',
    name: (item) => `Edit ${item.alias}`,
    icon: 'pencil',
    run: (item) => done.push(`edit ${item.alias}`),
    // A row that cannot be edited offers only what it can do.
    available: (item) => item.alias !== 'locked',
  },
  {
    id: 'delete',
    label: 'Delete',
    name: (item) => `Delete ${item.alias}`,
    icon: 'trash-2',
    run: (item) => done.push(`delete ${item.alias}`),
    tone: 'danger',
  },
];

function List() {
  const links = useCollection<Link>({
    noun: { one: 'link', other: 'links' },
    getId: (item) => item.id,
    describe: (item) => item.alias,
    load: (request) => main.api.listLinks(request),
  });
  return (
    <DataList collection={links} columns={columns} label="Links" emptyState={<p>None</p>} actions={actions} />
  );
}

let main: FakeMain;

async function setup() {
  done = [];
  main = new FakeMain();
  main.seedAccount();
  const items = [link(1, 'spring'), link(2, 'locked')];
  main.answer('listLinks', { data: { items, total: 2, page: 1, perPage: 15, maxPage: 1 }, stale: null });
  const view = renderWithMain(<List />, main);
  await act(() => view.store.getState().loadAccounts());
  await screen.findByRole('grid', { name: 'Links' });
  return view;
}

const rowOf = (alias: string) =>
  screen.getAllByRole('row').find((row) => row.textContent?.includes(alias) && row.dataset.index)!;

describe('row actions', () => {
  it('are icon buttons named for their row, offered only where they apply', async () => {
    const { user } = await setup();
    const spring = within(rowOf('spring'));
    expect(spring.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Edit spring',
      'Delete spring',
    ]);
    expect(within(rowOf('locked')).getAllByRole('button')).toHaveLength(1);
    await user.click(spring.getByRole('button', { name: 'Delete spring' }));
    expect(done).toEqual(['delete spring']);
  });

  it('show a tooltip with the short label on keyboard focus', async () => {
    const { user } = await setup();
    const button = within(rowOf('spring')).getByRole('button', { name: 'Edit spring' });
    act(() => button.focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Edit');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('share one tooltip between the rows: it shows on hover and leaves with the pointer', async () => {
    const { user } = await setup();
    const remove = within(rowOf('spring')).getByRole('button', { name: 'Delete spring' });
    await user.hover(remove);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Delete');
    // Moving on to the next button shows its name in the same tooltip, at once.
    await user.hover(within(rowOf('spring')).getByRole('button', { name: 'Edit spring' }));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Edit'));
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    await user.unhover(within(rowOf('spring')).getByRole('button', { name: 'Edit spring' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('are all in the row’s context menu on right click, which runs the one chosen', async () => {
    const { user } = await setup();
    fireEvent.contextMenu(within(rowOf('spring')).getByText('spring'));
    const menu = await screen.findByRole('menu', { name: 'Actions for spring' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    expect(done).toEqual(['edit spring']);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.contextMenu(rowOf('locked'));
    const locked = await screen.findByRole('menu', { name: 'Actions for locked' });
    expect(
      within(locked)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Delete']);
  });

  it('open from the keyboard with Shift+F10 or the context-menu key, first item focused, Escape back to the row', async () => {
    const { user } = await setup();
    const row = rowOf('spring');
    act(() => row.focus());
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Actions for spring' });
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(done).toEqual(['delete spring']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(rowOf('spring'));

    await user.keyboard('{ContextMenu}');
    await screen.findByRole('menu', { name: 'Actions for spring' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(rowOf('spring'));
  });
});
