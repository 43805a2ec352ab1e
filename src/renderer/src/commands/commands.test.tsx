// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../shell/App.tsx';
import { UnsavedChangesDialog } from '../shell/UnsavedChangesDialog.tsx';
import { FakeMain } from '../testing/fake-main.ts';
import { installDialogStandIns } from '../testing/jsdom-dialog.ts';
import { renderWithMain } from '../testing/render.tsx';
import { CommandPalette } from './CommandPalette.tsx';
import { useGlobalShortcuts } from './use-global-shortcuts.ts';
import { useScreenCommands, type ScreenCommands } from './use-screen-commands.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

installDialogStandIns();
beforeAll(() => {
  // The palette keeps its highlighted option in view; jsdom lays nothing out, so there is nothing to scroll.
  Element.prototype.scrollIntoView ??= () => {};
  // The palette's list watches its own height to animate it; jsdom has no layout to watch.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

/** The shell's key handling and overlays around a screen that registers `commands`, with a search field. */
function Harness({ commands, dirty = false }: { commands: ScreenCommands; dirty?: boolean }) {
  useGlobalShortcuts();
  useScreenCommands(commands);
  useUnsavedChanges(dirty, 'the link');
  return (
    <>
      <label>
        Search
        <input type="search" />
      </label>
      <label>
        Notes
        <textarea />
      </label>
      <label>
        Kind
        <select>
          <option>One</option>
        </select>
      </label>
      <label>
        Selected
        <input type="checkbox" />
      </label>
      <button type="button">Somewhere</button>
      <CommandPalette />
      <UnsavedChangesDialog />
    </>
  );
}

function actions() {
  return {
    create: vi.fn(),
    edit: vi.fn(),
    deleteSelection: vi.fn(),
    focusSearch: vi.fn(() => screen.getByRole('searchbox', { name: 'Search' }).focus()),
  };
}

describe('single-key shortcuts', () => {
  it('run the screen’s actions when nobody is typing', async () => {
    const commands = actions();
    const { user } = renderWithMain(<Harness commands={commands} />, new FakeMain());
    await user.click(screen.getByRole('button', { name: 'Somewhere' }));
    await user.keyboard('n');
    await user.keyboard('e');
    await user.keyboard('{Delete}');
    expect(commands.create).toHaveBeenCalledOnce();
    expect(commands.edit).toHaveBeenCalledOnce();
    expect(commands.deleteSelection).toHaveBeenCalledOnce();
  });

  it('still work from a selected row’s checkbox, so Delete deletes what was just ticked', async () => {
    const commands = actions();
    const { user } = renderWithMain(<Harness commands={commands} />, new FakeMain());
    await user.click(screen.getByRole('checkbox', { name: 'Selected' }));
    await user.keyboard('{Delete}');
    expect(commands.deleteSelection).toHaveBeenCalledOnce();
  });

  it('are ignored while typing in inputs, text areas and selects', async () => {
    const commands = actions();
    const { user } = renderWithMain(<Harness commands={commands} />, new FakeMain());
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'new /e');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'n{Delete}');
    screen.getByRole('combobox', { name: 'Kind' }).focus();
    await user.keyboard('ne/');
    expect(commands.create).not.toHaveBeenCalled();
    expect(commands.edit).not.toHaveBeenCalled();
    expect(commands.deleteSelection).not.toHaveBeenCalled();
    expect(commands.focusSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'new /e');
  });

  it('are ignored with Ctrl, ⌘ or Alt held', async () => {
    const commands = actions();
    const { user } = renderWithMain(<Harness commands={commands} />, new FakeMain());
    await user.click(screen.getByRole('button', { name: 'Somewhere' }));
    await user.keyboard('{Control>}n{/Control}{Meta>}e{/Meta}{Alt>}n{/Alt}');
    expect(commands.create).not.toHaveBeenCalled();
    expect(commands.edit).not.toHaveBeenCalled();
  });

  it('leave an action the screen does not offer now alone', async () => {
    const commands = { create: vi.fn() };
    const { user } = renderWithMain(<Harness commands={commands} />, new FakeMain());
    await user.click(screen.getByRole('button', { name: 'Somewhere' }));
    await user.keyboard('e{Delete}n');
    expect(commands.create).toHaveBeenCalledOnce();
  });

  it('"/" focuses the search field without typing a slash into it', async () => {
    const commands = actions();
    const { user } = renderWithMain(<Harness commands={commands} />, new FakeMain());
    await user.click(screen.getByRole('button', { name: 'Somewhere' }));
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveProperty('ownerDocument.activeElement', search);
    expect(search).toHaveProperty('value', '');
  });

  it('call the latest function the screen passed, not the one from its first render', async () => {
    const calls: number[] = [];
    function Counter() {
      const [count, setCount] = useState(0);
      useGlobalShortcuts();
      useScreenCommands({ create: () => calls.push(count) });
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          Count {count}
        </button>
      );
    }
    const { user } = renderWithMain(<Counter />, new FakeMain());
    await user.click(screen.getByRole('button', { name: 'Count 0' }));
    await user.click(screen.getByRole('button', { name: 'Count 1' }));
    await user.keyboard('n');
    expect(calls).toEqual([2]);
  });
});

describe('the command palette', () => {
  it('opens with Ctrl+K even from a field, and closes with Escape, returning focus', async () => {
    const { user } = renderWithMain(<Harness commands={actions()} />, new FakeMain());
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.click(search);
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Commands' });
    expect(screen.getByRole('listbox')).toBeDefined();
    const input = screen.getByRole('combobox', { name: 'Search commands' });
    expect(palette.ownerDocument.activeElement).toBe(input);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Commands' })).toBeNull();
    expect(search.ownerDocument.activeElement).toBe(search);
  });

  it('does not open over another dialog, and leaves that dialog open', async () => {
    const { user, store } = renderWithMain(<Harness commands={actions()} dirty />, new FakeMain());
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'half a thought');
    await act(async () => store.getState().navigate('domains'));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes to the link?' });

    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog', { name: 'Commands' })).toBeNull();
    expect(store.getState().paletteOpen).toBe(false);
    expect(question.isConnected).toBe(true);
    expect(screen.getAllByRole('dialog')).toEqual([question]);
  });

  it('lists the screen’s actions with their keys, every area and every account', async () => {
    const main = new FakeMain();
    main.seedAccount({ name: 'Work' });
    main.seedAccount({ name: 'Home' });
    const { user, store } = renderWithMain(<Harness commands={actions()} />, main);
    await act(() => store.getState().loadAccounts());
    await act(async () => store.setState({ screen: 'links' }));
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Commands' });
    const names = within(palette)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual([
      'New linkN',
      'Edit the selected linkE',
      'Delete the selectionDelete',
      'Search links/',
      // The areas as the sidebar groups them: work, organising, brand assets, then Linkdesk's own.
      'Overview',
      'Links(current)',
      'QR codes',
      'Import links',
      'Campaigns',
      'Channels',
      'Domains',
      'Pixels',
      'Splash pages',
      'CTA overlays',
      'Account',
      'Accounts',
      'Quick shorten',
      'Shorten the web address on the clipboard',
      'Switch to Work(current)',
      'Switch to Home',
      'Keyboard shortcuts?',
    ]);
  });

  it('navigates to the chosen area', async () => {
    const { user, store } = renderWithMain(<Harness commands={actions()} />, new FakeMain());
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('Pixels');
    await user.click(screen.getByRole('option', { name: 'Pixels' }));
    expect(screen.queryByRole('dialog', { name: 'Commands' })).toBeNull();
    expect(store.getState().screen).toBe('pixels');
  });

  it('runs the chosen action after it has closed', async () => {
    const commands = actions();
    const { user, store } = renderWithMain(<Harness commands={commands} />, new FakeMain());
    await act(async () => store.setState({ screen: 'links' }));
    await user.click(screen.getByRole('button', { name: 'Somewhere' }));
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('search links{Enter}');
    await waitFor(() => expect(commands.focusSearch).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog', { name: 'Commands' })).toBeNull();
    // Focus went back to the button first, then the action moved it: the action wins.
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search.ownerDocument.activeElement).toBe(search);
  });

  it('says so when nothing matches', async () => {
    const { user } = renderWithMain(<Harness commands={actions()} />, new FakeMain());
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('zzzzqqq');
    expect(screen.getByText('Nothing matches. Try another word.')).toBeDefined();
  });
});

describe('the unsaved-changes guard', () => {
  it('holds navigation until the person discards, and keep editing keeps the form', async () => {
    const { user, store } = renderWithMain(<Harness commands={actions()} dirty />, new FakeMain());
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'half a thought');

    await act(async () => store.getState().navigate('domains'));
    expect(await screen.findByRole('dialog', { name: 'Discard your changes to the link?' })).toBeDefined();
    expect(store.getState().screen).toBe('account');

    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().screen).toBe('account');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveProperty('value', 'half a thought');

    await act(async () => store.getState().navigate('domains'));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(store.getState().screen).toBe('domains');
  });

  it('asks before the palette leaves a dirty form, and Escape keeps editing', async () => {
    const { user, store } = renderWithMain(<Harness commands={actions()} dirty />, new FakeMain());
    await user.keyboard('{Control>}k{/Control}');
    await user.click(screen.getByRole('option', { name: 'Pixels' }));
    await screen.findByRole('dialog', { name: 'Discard your changes to the link?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().screen).toBe('account');
  });

  it('lets navigation through at once when nothing is dirty', async () => {
    const { store } = renderWithMain(<Harness commands={actions()} />, new FakeMain());
    await act(async () => store.getState().navigate('links'));
    expect(store.getState().screen).toBe('links');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before the account switcher changes accounts', async () => {
    const main = new FakeMain();
    main.seedAccount({ name: 'Work' });
    const home = main.seedAccount({ name: 'Home' });
    const { user, store } = renderWithMain(<App />, main);
    const switcher = await screen.findByRole('combobox', { name: 'Account' });
    await act(async () => store.getState().setFormDirty('form', 'the domain'));

    await user.click(switcher);
    await user.click(screen.getByRole('option', { name: /^Home / }));
    await screen.findByRole('dialog', { name: 'Discard your changes to the domain?' });
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(main.sent('switchAccount')).toEqual([]);
    expect(switcher.textContent).toMatch(/^Work/);

    await user.click(switcher);
    await user.click(screen.getByRole('option', { name: /^Home / }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(store.getState().activeId).toBe(home.id));
  });

  it('asks the browser to confirm closing the window only while a form is dirty', async () => {
    function Form() {
      const [dirty, setDirty] = useState(false);
      useUnsavedChanges(dirty, 'the pixel');
      return (
        <button type="button" onClick={() => setDirty(!dirty)}>
          {dirty ? 'Save' : 'Change'}
        </button>
      );
    }
    const { user } = renderWithMain(<Form />, new FakeMain());
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(unload()).toBe(false);
  });
});
