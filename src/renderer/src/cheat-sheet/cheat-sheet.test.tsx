// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CommandPalette } from '../commands/CommandPalette.tsx';
import { ACTION_KEYS } from '../commands/keys.ts';
import { useGlobalShortcuts } from '../commands/use-global-shortcuts.ts';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import { CheatSheet } from './CheatSheet.tsx';

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

function Shell() {
  useGlobalShortcuts();
  return (
    <>
      <label>
        Notes
        <input type="text" />
      </label>
      <button type="button">Somewhere</button>
      <CommandPalette />
      <CheatSheet />
    </>
  );
}

const cheatSheet = () => screen.queryByRole('dialog', { name: 'Keyboard shortcuts' });
/** Each row of the cheat sheet as "keys: what they do". */
const rows = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .map((row) => `${row.querySelector('th')?.textContent}: ${row.querySelector('td')?.textContent}`);

describe('the keyboard shortcuts', () => {
  it('open with "?" and close with Escape, giving focus back', async () => {
    const { user } = renderWithMain(<Shell />, new FakeMain());
    const somewhere = screen.getByRole('button', { name: 'Somewhere' });
    await user.click(somewhere);
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByRole('table', { name: /^Anywhere/ })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(cheatSheet()).toBeNull();
    expect(document.activeElement).toBe(somewhere);
  });

  it('leave a "?" typed into a field alone', async () => {
    const { user } = renderWithMain(<Shell />, new FakeMain());
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'why?');
    expect(cheatSheet()).toBeNull();
    expect(notes).toHaveProperty('value', 'why?');
  });

  it('open from the command palette', async () => {
    const { user } = renderWithMain(<Shell />, new FakeMain());
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('shortcuts');
    await user.click(screen.getByRole('option', { name: 'Keyboard shortcuts?' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Commands' })).toBeNull();
  });

  it('open from Help › Keyboard Shortcuts in the application menu', async () => {
    const main = new FakeMain();
    renderWithMain(<Shell />, main);
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
    act(() => main.emit({ type: 'menu', command: 'show-shortcuts' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('list every key the app answers', async () => {
    const { user } = renderWithMain(<Shell />, new FakeMain());
    await user.click(screen.getByRole('button', { name: 'Somewhere' }));
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const listed = rows(dialog);
    expect(listed).toEqual(
      expect.arrayContaining([
        'Ctrl+K: Open or close the command palette',
        '?: Show these keyboard shortcuts',
        'N: New item',
        'E: Edit the selected item',
        'Delete or Backspace: Delete the selected items',
        '/: Search the list',
        'Menu or Shift+F10: The row’s actions',
      ]),
    );
    // Every single key the screens answer is there, whatever it is called on the keyboard.
    const keyNames = listed.join(' ').toLowerCase();
    for (const key of Object.keys(ACTION_KEYS)) expect(keyNames).toContain(key.toLowerCase());
  });
});
