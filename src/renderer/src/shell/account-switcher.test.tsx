// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import { App } from './App.tsx';

beforeAll(() => {
  installDialogStandIns();
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(cleanup);

/** What main answers for an avatar: the address it fetched, as a data address (see fake-main). */
const avatarOf = (username: string) =>
  `data:image/png;base64,${btoa(`https://links.example.com/avatars/${username}.png`)}`;

async function threeAccounts() {
  const main = new FakeMain();
  const work = main.seedAccount({ name: 'Work', username: 'alex', isAdmin: true });
  const home = main.seedAccount({ name: 'Home', username: 'sam', baseUrl: 'https://short.example.org' });
  const hobby = main.seedAccount({ name: 'Hobby', username: 'kim', baseUrl: 'https://hob.by:8443' });
  const view = renderWithMain(<App />, main);
  await screen.findByRole('heading', { level: 1, name: 'alex' });
  const switcher = screen.getByRole('combobox', { name: 'Account' });
  return { main, work, home, hobby, switcher, ...view };
}

const picture = (element: HTMLElement) => element.querySelector('img')?.getAttribute('src');

describe('the account switcher', () => {
  it('shows the active account with its avatar, installation and role', async () => {
    const { switcher } = await threeAccounts();
    expect(within(switcher).getByText('Work')).toBeTruthy();
    expect(within(switcher).getByText('links.example.com')).toBeTruthy();
    expect(within(switcher).getByText('Admin')).toBeTruthy();
    expect(switcher.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(picture(switcher)).toBe(avatarOf('alex')));
  });

  it('lists every account with its avatar, installation and role, reading the others’ avatars once', async () => {
    const { user, main, switcher, home, hobby } = await threeAccounts();
    await user.click(switcher);
    const list = screen.getByRole('listbox', { name: 'Account' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Work links.example.com, alex · , Admin, current account',
      'Home short.example.org, sam · , User',
      'Hobby hob.by:8443, kim · , User',
      // After the accounts, where they are added and managed.
      'Add account…',
      'Manage accounts',
    ]);
    // Read out as it shows: the name, then the installation, the user and the role.
    expect(within(list).getByRole('option', { name: /^Home short\.example\.org, ?sam, ?User$/ })).toBe(
      options[1],
    );
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(picture(options[1]!)).toBe(avatarOf('sam')));
    await waitFor(() => expect(picture(options[2]!)).toBe(avatarOf('kim')));
    expect(main.sent('getProfile')).toEqual([
      { accountId: expect.any(String) },
      { accountId: home.id, priority: 'background' },
      { accountId: hobby.id, priority: 'background' },
    ]);

    await user.keyboard('{Escape}');
    await user.click(switcher);
    await waitFor(() => expect(picture(screen.getAllByRole('option')[1]!)).toBe(avatarOf('sam')));
    expect(main.sent('getProfile')).toHaveLength(3);
  });

  it('shows the first letter when an account has no picture to show', async () => {
    const { user, main, switcher } = await threeAccounts();
    main.failNext('getProfile', { code: 'network', message: 'The installation could not be reached.' });
    await user.click(switcher);
    const home = screen.getByRole('option', { name: /^Home / });
    await waitFor(() => expect(main.sent('getProfile')).toHaveLength(3));
    expect(home.querySelector('img')).toBeNull();
    expect(home.querySelector('.switcher-avatar')?.textContent).toBe('S');
  });

  it('works from the keyboard: arrows, a typed letter, Enter to switch and Escape to close', async () => {
    const { user, main, switcher, home, store } = await threeAccounts();
    switcher.focus();
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox', { name: 'Account' });
    const highlighted = () => document.getElementById(switcher.getAttribute('aria-activedescendant') ?? '');
    expect(highlighted()?.textContent).toMatch(/^Work/);
    await user.keyboard('{ArrowDown}');
    expect(highlighted()?.textContent).toMatch(/^Home/);
    expect(highlighted()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()?.textContent).toMatch(/^Hobby/);
    await user.keyboard('{End}');
    expect(highlighted()?.textContent).toBe('Manage accounts');
    await user.keyboard('{Escape}');
    expect(list.isConnected).toBe(false);
    expect(switcher.getAttribute('aria-expanded')).toBe('false');
    expect(main.sent('switchAccount')).toEqual([]);

    // Typing a name's first letters finds it, as in a native select; Enter switches.
    await user.keyboard('ho');
    expect(highlighted()?.textContent).toMatch(/^Home/);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(store.getState().activeId).toBe(home.id));
    expect(main.sent('switchAccount')).toEqual([{ id: home.id }]);
    expect(document.activeElement).toBe(switcher);
  });

  it('takes letters for its own search, and leaves "?" to the keyboard shortcuts', async () => {
    const { user, switcher, store } = await threeAccounts();
    const create = vi.fn();
    act(() => store.getState().registerScreenCommands('a screen', { create }));
    switcher.focus();
    await user.keyboard('n');
    expect(create).not.toHaveBeenCalled();
    await user.keyboard('{Escape}?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('opens the Accounts screen at its add form with “Add account…”', async () => {
    const { user, switcher, store, main } = await threeAccounts();
    await user.click(switcher);
    await user.click(screen.getByRole('option', { name: 'Add account…' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    const name = await screen.findByLabelText('Display name', { exact: true }, { timeout: 5_000 });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(store.getState().screen).toBe('accounts');
    expect(main.sent('switchAccount')).toEqual([]);
  });

  it('opens the Accounts screen with “Manage accounts”, from the keyboard too', async () => {
    const { user, switcher, store } = await threeAccounts();
    switcher.focus();
    await user.keyboard('{ArrowDown}{End}{Enter}');
    expect(store.getState().screen).toBe('accounts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accounts' }, { timeout: 5_000 }),
    ).toBeTruthy();
  });

  it('does nothing when the active account is chosen again', async () => {
    const { user, main, switcher } = await threeAccounts();
    await user.click(switcher);
    await user.click(screen.getByRole('option', { name: /^Work / }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(main.sent('switchAccount')).toEqual([]);
  });
});
