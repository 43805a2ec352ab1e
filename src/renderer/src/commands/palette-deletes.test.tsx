// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UNDO_WINDOW_MS, type DeletableKind } from '../../../shared/ipc/deletes.ts';
import { App } from '../shell/App.tsx';
import { renderWithMain } from '../testing/render.tsx';
import { installationWith, link, preparePalettePage, qrCode } from './testing-installation.ts';

let undoHeight: () => void;
beforeAll(() => {
  undoHeight = preparePalettePage();
});
afterAll(() => undoHeight());
afterEach(cleanup);

const sale = link(1, 'spring26', 'https://shop.example.com/sale', 'Spring sale');
const jobs = link(2, 'spring-jobs', 'https://careers.example.com/', 'Spring jobs');
const poster = qrCode(4, 'Spring poster');
const flyer = qrCode(5, 'Spring flyer');

async function openApp() {
  const installation = installationWith({ links: [sale, jobs], qrCodes: [poster, flyer] });
  // During the undo window the installation still holds what is being deleted, and says so when asked.
  installation.main.answer('scheduleDelete', {
    pendingId: 'pending-1',
    dueAt: new Date(Date.now() + UNDO_WINDOW_MS).toISOString(),
  });
  installation.main.answer('undoDelete', { undone: true });
  const view = renderWithMain(<App />, installation.main);
  await screen.findByRole('heading', { level: 1, name: 'alex' });
  const remove = (kind: DeletableKind, id: number) =>
    act(() =>
      view.store
        .getState()
        .scheduleDelete({ accountId: installation.account.id, kind, ids: [id], label: 'it' }),
    );
  return { ...view, remove };
}

async function searchPalette(user: ReturnType<typeof renderWithMain>['user'], text: string) {
  await user.keyboard('{Control>}k{/Control}');
  const palette = await screen.findByRole('dialog', { name: 'Commands' });
  await user.keyboard(text);
  await within(palette).findByRole('option', { name: /^Spring jobs/ });
  await within(palette).findByRole('option', { name: /^Spring flyer/ });
  return palette;
}

const offered = (palette: HTMLElement, name: RegExp) =>
  within(palette).queryByRole('option', { name }) !== null;

describe('the palette and deletes in their undo window', () => {
  it('stops offering a link or code as soon as its delete is scheduled, while the palette is open', async () => {
    const { user, remove } = await openApp();
    const palette = await searchPalette(user, 'spring');
    expect(offered(palette, /^Spring sale/)).toBe(true);
    expect(offered(palette, /^Spring poster/)).toBe(true);

    await remove('links', sale.id);
    await remove('qr', poster.id);
    expect(offered(palette, /^Spring sale/)).toBe(false);
    expect(offered(palette, /^Spring poster/)).toBe(false);
    expect(offered(palette, /^Spring jobs/)).toBe(true);
    expect(offered(palette, /^Spring flyer/)).toBe(true);
  });

  it('does not offer them from what the installation or the window’s memory still holds, until undone', async () => {
    const { user, store, remove } = await openApp();
    await remove('links', sale.id);
    await remove('qr', poster.id);

    let palette = await searchPalette(user, 'spring');
    expect(offered(palette, /^Spring sale/)).toBe(false);
    expect(offered(palette, /^Spring poster/)).toBe(false);
    await user.keyboard('{Escape}');

    const linkDelete = store.getState().deletes.find((entry) => entry.kind === 'links')!;
    await act(() => store.getState().undoDelete(linkDelete.key));
    palette = await searchPalette(user, 'spring');
    await within(palette).findByRole('option', { name: /^Spring sale/ });
    expect(offered(palette, /^Spring poster/)).toBe(false);
  });
});
