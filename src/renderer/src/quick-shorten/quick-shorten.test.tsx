// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DesktopState } from '../../../shared/ipc/desktop.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { renderWithMain } from '../testing/render.tsx';
import { combinationOf } from './key-combination.ts';
import { QuickShortenScreen } from './QuickShortenScreen.tsx';

afterEach(cleanup);

const press = (
  code: string,
  key: string,
  modifiers: Partial<Record<'ctrl' | 'alt' | 'shift' | 'meta', boolean>>,
) => ({
  code,
  key,
  ctrlKey: modifiers.ctrl ?? false,
  altKey: modifiers.alt ?? false,
  shiftKey: modifiers.shift ?? false,
  metaKey: modifiers.meta ?? false,
});

describe('a key press as a shortcut', () => {
  it('names the key by its place, so Alt+L on a Mac is L and not ¬', () => {
    expect(combinationOf(press('KeyL', '¬', { ctrl: true, alt: true }), true)).toBe('Control+Alt+L');
    expect(combinationOf(press('Digit5', '%', { meta: true, shift: true }), true)).toBe('Command+Shift+5');
    expect(combinationOf(press('F9', 'F9', { meta: true }), false)).toBe('Super+F9');
    expect(combinationOf(press('ArrowUp', 'ArrowUp', { alt: true }), false)).toBe('Alt+Up');
  });

  it('is nothing yet while only modifiers are held', () => {
    expect(combinationOf(press('ControlLeft', 'Control', { ctrl: true }), false)).toBeNull();
    expect(combinationOf(press('AltLeft', 'Alt', { ctrl: true, alt: true }), false)).toBeNull();
  });
});

const stateWith = (changes: Partial<DesktopState> = {}): DesktopState => ({
  platform: 'windows',
  shortcut: { accelerator: 'Control+Alt+L', state: 'on' },
  closeWindow: 'ask',
  tray: true,
  latest: [],
  ...changes,
});

describe('the quick shorten screen', () => {
  it('records a new shortcut from the keys pressed and shows what the system said', async () => {
    const main = new FakeMain();
    main.answer('getDesktopState', stateWith());
    main.answer(
      'setQuickShortenShortcut',
      stateWith({ shortcut: { accelerator: 'Control+Alt+K', state: 'refused' } }),
    );
    const { user } = renderWithMain(<QuickShortenScreen />, main);
    await screen.findByText('Ctrl+Alt+L', { selector: 'kbd' });
    await user.click(screen.getByRole('button', { name: 'Change shortcut…' }));
    await user.keyboard('{Control>}{Alt>}k{/Alt}{/Control}');
    await waitFor(() =>
      expect(main.sent('setQuickShortenShortcut')).toEqual([{ accelerator: 'Control+Alt+K' }]),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('already uses Ctrl+Alt+K');
    expect(screen.getByRole('button', { name: 'Use Ctrl+Alt+L' })).toBeTruthy();
  });

  it('says a shortcut asked of a Wayland desktop is only requested until pressed, and offers to turn it off', async () => {
    const main = new FakeMain();
    main.answer(
      'getDesktopState',
      stateWith({ platform: 'linux', shortcut: { accelerator: 'Control+Alt+L', state: 'requested' } }),
    );
    renderWithMain(<QuickShortenScreen />, main);
    const status = await screen.findByText(/was asked of your desktop/);
    expect(status.textContent).toBe(
      'Ctrl+Alt+L was asked of your desktop, which may not say whether it allows it. Press it once in any app: ' +
        'if the web address on the clipboard is shortened, it works from then on.',
    );
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('refuses Shift and a letter before asking main', async () => {
    const main = new FakeMain();
    main.answer('getDesktopState', stateWith());
    const { user } = renderWithMain(<QuickShortenScreen />, main);
    await user.click(await screen.findByRole('button', { name: 'Change shortcut…' }));
    await user.keyboard('{Shift>}k{/Shift}');
    expect((await screen.findByText(/stop that key typing/)).textContent).toContain('Ctrl, Alt');
    expect(main.sent('setQuickShortenShortcut')).toEqual([]);
  });

  it('refuses Ctrl+C before asking main, saying what it does everywhere', async () => {
    const main = new FakeMain();
    main.answer('getDesktopState', stateWith());
    const { user } = renderWithMain(<QuickShortenScreen />, main);
    await user.click(await screen.findByRole('button', { name: 'Change shortcut…' }));
    await user.keyboard('{Control>}c{/Control}');
    expect((await screen.findByText(/copies in every app/)).textContent).toBe(
      'Ctrl+C copies in every app; choose a combination with two modifiers, such as Ctrl+Shift+L.',
    );
    expect(main.sent('setQuickShortenShortcut')).toEqual([]);
  });

  it('says a shortcut kept from an earlier version is off, and why, without offering to turn it on', async () => {
    const main = new FakeMain();
    main.answer(
      'getDesktopState',
      stateWith({ shortcut: { accelerator: 'Control+V', state: 'not-allowed' } }),
    );
    renderWithMain(<QuickShortenScreen />, main);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The shortcut Ctrl+V, chosen in an earlier version of Linkdesk, is off: Ctrl+V pastes in every app; ' +
        'choose a combination with two modifiers, such as Ctrl+Shift+L.',
    );
    expect(screen.queryByRole('button', { name: /Turn on|Try again/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Use Ctrl+Alt+L' })).toBeTruthy();
  });

  it('saves what closing the window does, and lists links made from the tray as they come', async () => {
    const main = new FakeMain();
    main.answer('getDesktopState', stateWith());
    main.answer('setCloseWindowChoice', stateWith({ closeWindow: 'tray' }));
    const { user } = renderWithMain(<QuickShortenScreen />, main);
    await user.click(await screen.findByRole('radio', { name: 'Keep Linkdesk running in the tray' }));
    expect(main.sent('setCloseWindowChoice')).toEqual([{ choice: 'tray' }]);
    act(() =>
      main.emit({
        type: 'desktop',
        state: stateWith({
          latest: [
            {
              accountId: 'a',
              linkId: 3,
              shortUrl: 'https://go.brand/x7',
              longUrl: 'https://example.com/',
              at: 0,
            },
          ],
        }),
      }),
    );
    expect(screen.getByRole('list', { name: 'Latest links' }).textContent).toContain('https://go.brand/x7');
  });
});
