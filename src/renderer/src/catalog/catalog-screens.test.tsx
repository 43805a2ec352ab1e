// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeMain } from '../testing/fake-main.ts';
import { giveListsAHeight } from '../components/data-list/testing-layout.ts';
import { renderWithMain } from '../testing/render.tsx';
import { OverlaysScreen } from './OverlaysScreen.tsx';
import { SplashScreen } from './SplashScreen.tsx';

let undoHeight: () => void;
beforeAll(() => {
  undoHeight = giveListsAHeight();
});
afterAll(() => undoHeight());
afterEach(cleanup);

const listing = <T,>(items: T[]) => ({
  data: { items, total: items.length, page: 1, maxPage: 1, perPage: 15 },
  stale: null,
});

describe('the splash pages and CTA overlays screens', () => {
  it('open an item’s editing page on the installation in the system browser', async () => {
    const main = new FakeMain();
    main.seedAccount({ baseUrl: 'https://links.example.com' });
    main.answer('listSplashPages', listing([{ id: 5, name: 'Leaving', date: '2025-01-01 00:00:00' }]));
    const { user, store } = renderWithMain(<SplashScreen />, main);
    await act(() => store.getState().loadAccounts());

    expect(screen.getByRole('heading', { level: 1, name: 'Splash pages' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Edit on your server’s website: Leaving' }));
    await waitFor(() =>
      expect(main.sent('openExternal')).toEqual([{ url: 'https://links.example.com/user/splash/5/edit' }]),
    );
  });

  it('are read-only lists with no editing page for the built-in sandbox', async () => {
    const main = new FakeMain();
    main.seedAccount({ kind: 'sandbox', baseUrl: 'Built-in sandbox' });
    main.answer(
      'listOverlays',
      listing([{ id: 2, type: 'contact', name: 'Newsletter', date: '2025-01-01 00:00:00' }]),
    );
    const { store, user } = renderWithMain(<OverlaysScreen />, main);
    await act(() => store.getState().loadAccounts());

    const grid = await screen.findByRole('grid', { name: 'CTA overlays' });
    expect(within(grid).getByText('Contact form')).toBeTruthy();
    // Only the column headers' sort buttons: no row offers an editing page.
    expect(within(grid).queryAllByRole('button', { name: /website/ })).toEqual([]);
    expect(within(grid).getAllByRole('button').length).toBeGreaterThan(0);
    expect(within(grid).queryByRole('checkbox')).toBeNull();
    // The header says what they are in one sentence; why they cannot be edited is a click away.
    expect(screen.queryByText(/has no pages to edit them on/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Why? Editing overlays' }));
    expect((await screen.findByRole('dialog', { name: 'Editing overlays' })).textContent).toMatch(
      /has no pages to edit them on/,
    );
  });
});
