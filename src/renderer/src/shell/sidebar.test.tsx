// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import { OPEN_DELAY_MS } from '../components/primitives/Tooltip.tsx';
import { App } from './App.tsx';

installDialogStandIns();

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The window as narrow (or wide) as the sidebar's media query asks, as Chromium would answer it. */
function windowIsNarrow(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

async function renderApp() {
  const main = new FakeMain();
  main.seedAccount({ name: 'Work', username: 'alex' });
  const view = renderWithMain(<App />, main);
  await screen.findByRole('heading', { level: 1, name: 'alex' });
  return view;
}

const sidebar = () => screen.getByRole('banner');
const areas = () => within(screen.getByRole('navigation', { name: 'Areas' }));

describe('the sidebar', () => {
  it('collapses to icons on request, keeps every name, and remembers it', async () => {
    windowIsNarrow(false);
    const { user } = await renderApp();
    expect(sidebar().className).not.toContain('is-collapsed');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar().className).toContain('is-collapsed');
    expect(screen.getByRole('button', { name: 'Expand sidebar' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    // The words are hidden from the eye, not removed: links and buttons keep their names.
    expect(areas().getByRole('link', { name: 'Links' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Commands/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account: Work. Show the account switcher' })).toBeTruthy();

    cleanup();
    await renderApp();
    expect(sidebar().className).toContain('is-collapsed');
  });

  it('groups the areas under small headings, and names the palette’s keys as this system does', async () => {
    windowIsNarrow(false);
    await renderApp();
    const group = (name: string) =>
      within(areas().getByRole('list', { name }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(group('Work')).toEqual(['Overview', 'Links', 'QR codes', 'Import links']);
    expect(group('Organise')).toEqual(['Campaigns', 'Channels']);
    expect(group('Brand assets')).toEqual(['Domains', 'Pixels', 'Splash pages', 'CTA overlays']);
    expect(group('Settings')).toEqual(['Account', 'Accounts', 'Quick shorten']);
    const commands = screen.getByRole('button', { name: /^Commands/ });
    expect(commands.textContent).toBe('Commands Ctrl+K');
    expect(commands.textContent).not.toContain('⌘');
    expect(commands.getAttribute('aria-keyshortcuts')).toBe('Control+K');
  });

  it('shows no tooltip left over from pointing at an area while its name was on screen', async () => {
    windowIsNarrow(false);
    const { user } = await renderApp();
    // Pointed at long enough for a tooltip, which the whole sidebar does not show: the name is there.
    await user.hover(areas().getByRole('link', { name: 'QR codes' }));
    await new Promise((done) => setTimeout(done, OPEN_DELAY_MS + 200));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar().className).toContain('is-collapsed');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is icons only in a narrow window, where the toggle lays it over the content until Escape', async () => {
    windowIsNarrow(true);
    const { user } = await renderApp();
    expect(sidebar().className).toContain('is-collapsed');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar().className).toContain('is-overlay');
    expect(sidebar().className).not.toContain('is-collapsed');
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(sidebar().className).toContain('is-collapsed');
    // Laying it over the content for a moment is not a choice to remember.
    expect(localStorage.getItem('linkdesk.sidebar')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    await user.click(areas().getByRole('link', { name: 'Links' }));
    expect(sidebar().className).toContain('is-collapsed');
  });
});

describe('the Admin section', () => {
  it('shows for an admin’s key only, and goes with the reason when the installation refuses the key', async () => {
    windowIsNarrow(false);
    const main = new FakeMain();
    const office = main.seedAccount({ name: 'Office', username: 'admin', isAdmin: true });
    main.seedAccount({ name: 'Work', username: 'alex' });
    await main.api.switchAccount({ id: office.id });
    const { store, user } = renderWithMain(<App />, main);
    await screen.findByRole('heading', { level: 1, name: 'admin' });
    const admin = () => screen.queryByRole('list', { name: 'Admin' });
    expect(
      within(admin()!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Users', 'Plans']);

    act(() => store.getState().navigate('users'));
    act(() => store.getState().adminRefused(office.id, 'The installation no longer accepts the key.'));
    expect(admin()).toBeNull();
    // In place of the area: why it went, and where to check the key again.
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The installation no longer accepts the key.');
    await user.click(screen.getByRole('button', { name: 'Go to Accounts' }));
    expect(store.getState().screen).toBe('accounts');
  });

  it('is not there for a key that is not an admin’s, and its areas say so when reached anyway', async () => {
    windowIsNarrow(false);
    const { store } = await renderApp();
    expect(screen.queryByRole('list', { name: 'Admin' })).toBeNull();
    act(() => store.getState().navigate('plans'));
    expect(screen.getByText(/Users and plans are for the installation’s admins/)).toBeTruthy();
  });
});
