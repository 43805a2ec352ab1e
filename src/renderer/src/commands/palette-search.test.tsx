// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../shell/App.tsx';
import { renderWithMain } from '../testing/render.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { CommandPalette } from './CommandPalette.tsx';
import { installationWith, link, preparePalettePage, qrCode } from './testing-installation.ts';
import { useGlobalShortcuts } from './use-global-shortcuts.ts';
import { useOpenItem } from './use-open-item.ts';

let undoHeight: () => void;
beforeAll(() => {
  undoHeight = preparePalettePage();
});
afterAll(() => undoHeight());
afterEach(cleanup);

const LONG_URL =
  'https://shop.example.com/campaigns/2026/spring-sale-landing?utm_source=newsletter&ref=palette';
const spring = link(1, 'spring26', LONG_URL, 'Spring sale');
const jobs = link(2, 'jobs-fe', 'https://careers.example.com/frontend', 'Front-end jobs');
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** The palette, and a stand-in for the QR codes screen that shows what it was asked to open. */
function PaletteWithProbe() {
  useGlobalShortcuts();
  const accountId = useAppState((state) => state.activeId);
  const [opened, setOpened] = useState<string[]>([]);
  useOpenItem(accountId, { qr: (qr) => setOpened((names) => [...names, qr.name]) });
  return (
    <>
      {opened.map((name, index) => (
        <p key={index}>{`Opened ${name}`}</p>
      ))}
      <CommandPalette />
    </>
  );
}

async function openApp(options: Parameters<typeof installationWith>[0]) {
  const installation = installationWith(options);
  const view = renderWithMain(<App />, installation.main);
  await screen.findByRole('heading', { level: 1, name: 'alex' });
  return { ...installation, ...view };
}

async function openPalette(user: ReturnType<typeof renderWithMain>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Commands' });
}

describe('finding links and QR codes in the command palette', () => {
  it('finds a link by part of its long URL, asking the installation once, after typing pauses', async () => {
    const { user, searches } = await openApp({ links: [spring, jobs] });
    const palette = await openPalette(user);
    await user.keyboard('spring-sale-landing');

    const option = await within(palette).findByRole('option', { name: /^Spring sale/ }, { timeout: 5_000 });
    // Where it points (the match kept in view) below its title, and its short URL beside it.
    expect(option.textContent).toBe(
      'Spring sale' +
        'shop.example.com/campaigns/2026/spring-sale-landing?utm_source=newsletter&ref=palette' +
        'links.example.com/spring26',
    );
    expect(within(palette).getByRole('group', { name: 'Links' })).toBeTruthy();
    expect(within(palette).queryByRole('option', { name: /Front-end jobs/ })).toBeNull();
    expect(searches()).toEqual([expect.objectContaining({ q: 'spring-sale-landing', page: 1, limit: 8 })]);
  });

  it('asks nothing for one character, and asks once for a text typed again', async () => {
    const { user, main, searches } = await openApp({ links: [spring] });
    const palette = await openPalette(user);
    await user.keyboard('s');
    expect(within(palette).getByRole('status').textContent).toBe(
      'Type one more character to search links and QR codes too.',
    );
    await pause(500);
    expect(searches()).toEqual([]);
    expect(main.sent('listQrCodes')).toEqual([]);

    await user.keyboard('pring');
    await within(palette).findByRole('option', { name: /^Spring sale/ }, { timeout: 5_000 });
    await user.clear(within(palette).getByRole('combobox'));
    await user.keyboard('spring');
    await within(palette).findByRole('option', { name: /^Spring sale/ }, { timeout: 5_000 });
    await user.keyboard('{Escape}');
    // Opened again a moment later, the same text is answered from the window's memory.
    const again = await openPalette(user);
    await user.keyboard('spring');
    await within(again).findByRole('option', { name: /^Spring sale/ }, { timeout: 5_000 });
    await pause(400);
    expect(searches().map((request) => request.q)).toEqual(['spring']);
    // The QR codes are read once and searched in the window for every text.
    expect(main.sent('listQrCodes')).toHaveLength(1);
  });

  it('looks up a pasted short URL exactly', async () => {
    const { user, linkRequests } = await openApp({ links: [spring, jobs] });
    const palette = await openPalette(user);
    await user.paste('https://links.example.com/jobs-fe');
    await within(palette).findByRole('option', { name: /^Front-end jobs/ });
    expect(linkRequests()).toContainEqual(
      expect.objectContaining({ short: 'https://links.example.com/jobs-fe', limit: 8 }),
    );
  });

  it('filters the latest links itself where the installation cannot search', async () => {
    const { user, linkRequests } = await openApp({ links: [spring, jobs], revision: 'legacy' });
    const palette = await openPalette(user);
    await user.keyboard('careers.example');
    await within(palette).findByRole('option', { name: /^Front-end jobs/ });
    expect(within(palette).queryByRole('option', { name: /^Spring sale/ })).toBeNull();
    const paletteReads = linkRequests().filter((request) => request.limit === 1000);
    expect(paletteReads).toEqual([expect.not.objectContaining({ q: expect.anything() })]);
  });

  it('finds a QR code by its name, or by what it holds as this computer knows it', async () => {
    const installation = installationWith({
      links: [spring],
      qrCodes: [qrCode(4, 'Spring poster'), qrCode(5, '')],
    });
    installation.main.answer('getQrDesigns', [
      { id: 5, type: 'link', name: 'Menu', content: 'cafe.example.com/menu' },
    ]);
    const { user } = renderWithMain(<App />, installation.main);
    await screen.findByRole('heading', { level: 1, name: 'alex' });
    const palette = await openPalette(user);
    await user.keyboard('poster');
    const code = await within(palette).findByRole('option', { name: /^Spring poster/ });
    expect(code.textContent).toContain('4 scans');
    expect(within(palette).getByRole('group', { name: 'QR codes' })).toBeTruthy();
    expect(within(palette).queryByRole('option', { name: /^Menu/ })).toBeNull();

    await user.clear(within(palette).getByRole('combobox'));
    await user.keyboard('cafe.example');
    const menu = await within(palette).findByRole('option', { name: /^Menu/ });
    expect(menu.textContent).toBe('Menucafe.example.com/menu · 5 scans');
    expect(installation.main.sent('getQrDesigns')).toHaveLength(1);
  });

  it('says why a kind could not be searched', async () => {
    const installation = installationWith({ links: [spring] });
    installation.main.failNext('listQrCodes', {
      code: 'network',
      message: 'The installation could not be reached.',
    });
    const { user } = renderWithMain(<App />, installation.main);
    await screen.findByRole('heading', { level: 1, name: 'alex' });
    const palette = await openPalette(user);
    await user.keyboard('spring');
    await within(palette).findByRole('option', { name: /^Spring sale/ }, { timeout: 5_000 });
    await waitFor(() =>
      expect(within(palette).getByRole('status').textContent).toBe(
        'Linkdesk could not search the QR codes: The installation could not be reached.',
      ),
    );
  });
});

describe('opening what the palette found', () => {
  it('shows the chosen link in its details beside the links list', async () => {
    const { user, store } = await openApp({ links: [spring, jobs] });
    const palette = await openPalette(user);
    await user.keyboard('campaigns/2026');
    await user.click(await within(palette).findByRole('option', { name: /^Spring sale/ }));

    const details = await screen.findByRole('complementary', { name: 'Details of Spring sale' });
    expect(within(details).getByText(LONG_URL)).toBeTruthy();
    expect(store.getState().screen).toBe('links');
    expect(screen.queryByRole('dialog', { name: 'Commands' })).toBeNull();
    expect(store.getState().openItemRequest).toBeNull();
  });

  it('shows another link chosen while one is shown in its place', async () => {
    const { user } = await openApp({ links: [spring, jobs] });
    let palette = await openPalette(user);
    await user.keyboard('spring');
    await user.click(await within(palette).findByRole('option', { name: /^Spring sale/ }));
    await screen.findByRole('complementary', { name: 'Details of Spring sale' });

    palette = await openPalette(user);
    await user.keyboard('front-end');
    await user.click(await within(palette).findByRole('option', { name: /^Front-end jobs/ }));
    const second = await screen.findByRole('complementary', { name: 'Details of Front-end jobs' });
    expect(within(second).getByText(jobs.longurl)).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Details of Spring sale' })).toBeNull();
  });

  it('shows the best match with Enter once the results arrive', async () => {
    const { user, store } = await openApp({ links: [spring, jobs] });
    await openPalette(user);
    await user.keyboard('front-end');
    await screen.findByRole('option', { name: /^Front-end jobs/ });
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('complementary', { name: 'Details of Front-end jobs' })).toBeTruthy();
    expect(store.getState().screen).toBe('links');
  });

  it('asks the screen of a chosen QR code to open it, and that screen opens it once', async () => {
    const poster = qrCode(4, 'Spring poster');
    const installation = installationWith({ qrCodes: [poster] });
    const { user, store } = renderWithMain(<PaletteWithProbe />, installation.main);
    await act(() => store.getState().loadAccounts());
    const palette = await openPalette(user);
    await user.keyboard('poster');
    await user.click(await within(palette).findByRole('option', { name: /^Spring poster/ }));

    expect(await screen.findByText('Opened Spring poster')).toBeTruthy();
    expect(store.getState().screen).toBe('qr');
    expect(store.getState().openItemRequest).toBeNull();
  });
});
