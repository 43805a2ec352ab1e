// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import { CommandPalette } from './CommandPalette.tsx';
import { installationWith, link } from './testing-installation.ts';
import { useGlobalShortcuts } from './use-global-shortcuts.ts';
import { useScreenCommands } from './use-screen-commands.ts';

installDialogStandIns();
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

/** A links screen as the palette sees it: its standard actions and two of its own. */
function LinksLikeScreen() {
  useGlobalShortcuts();
  useScreenCommands({
    create: vi.fn(),
    focusSearch: vi.fn(),
    extra: [
      { id: 'export', label: 'Export the list as CSV', run: vi.fn() },
      { id: 'statistics', label: 'Show the statistics of the selected link', run: vi.fn() },
    ],
  });
  return <CommandPalette />;
}

async function paletteOver(options: Parameters<typeof installationWith>[0] = {}) {
  const installation = installationWith(options);
  installation.main.seedAccount({ name: 'Statler', username: 'waldorf' });
  installation.main.seedAccount({ name: 'Home', username: 'sam' });
  const view = renderWithMain(<LinksLikeScreen />, installation.main);
  await act(() => view.store.getState().loadAccounts());
  await act(async () => view.store.setState({ screen: 'links' }));
  await view.user.keyboard('{Control>}k{/Control}');
  const palette = await screen.findByRole('dialog', { name: 'Commands' });
  return { ...view, ...installation, palette };
}

const options = (palette: HTMLElement) =>
  within(palette)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('how the palette ranks what it offers', () => {
  it('lists for "stat" only what starts a word with it, labels before descriptions', async () => {
    const { user, palette } = await paletteOver();
    await user.keyboard('stat');
    await waitFor(() =>
      expect(within(palette).getByRole('status').textContent).toBe('No links or QR codes match.'),
    );
    expect(options(palette)).toEqual([
      'Show the statistics of the selected link',
      'Switch to Statler',
      // Found by what the area holds, which is then shown.
      'LinksShort links, their clicks and statistics(current)',
      'QR codesQR codes, their scans and statistics',
    ]);
  });

  it('puts the group with the best match first, so Enter picks it', async () => {
    const { user, palette } = await paletteOver({
      links: [link(1, 'q3', 'https://example.com/reports/q3', 'Clicks report')],
    });
    await user.keyboard('clicks');
    const report = await within(palette).findByRole('option', { name: /^Clicks report/ });
    // The links area matches by its description only; the link matches by its title.
    const areas = within(palette).getByRole('group', { name: 'Areas' });
    const links = within(palette).getByRole('group', { name: 'Links' });
    expect(links.compareDocumentPosition(areas) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(options(palette)[0]).toBe(report.textContent);
    expect(report.getAttribute('aria-selected')).toBe('true');
  });

  it('shows what the typed words matched', async () => {
    const { user, palette } = await paletteOver();
    await user.keyboard('new');
    const option = within(palette).getByRole('option', { name: 'New linkN' });
    expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['New']);
  });

  it('keeps the highlight where the person moved it when results arrive', async () => {
    const { user, palette } = await paletteOver({
      links: [link(1, 'swag-store', 'https://example.com/')],
    });
    await user.keyboard('sw');
    expect(options(palette)).toEqual(['Switch to Work(current)', 'Switch to Statler', 'Switch to Home']);
    await user.keyboard('{ArrowDown}');
    await within(palette).findByRole('option', { name: /^swag-store/ });
    expect(
      within(palette).getByRole('option', { name: 'Switch to Statler' }).getAttribute('aria-selected'),
    ).toBe('true');
  });
});
