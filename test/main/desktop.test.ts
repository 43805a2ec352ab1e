import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryClipboard } from '../../src/main/clipboard/memory-clipboard.ts';
import { closeAnswer, closeQuestion } from '../../src/main/desktop/close-question.ts';
import { createDesktop } from '../../src/main/desktop/desktop.ts';
import { createMemoryDesktopHost } from '../../src/main/desktop/desktop-host.ts';
import {
  createDesktopSettingsStore,
  DESKTOP_SETTINGS_FILE,
} from '../../src/main/desktop/desktop-settings.ts';
import { createShortcutKeeper } from '../../src/main/desktop/shortcut-keeper.ts';
import { shortenNotice } from '../../src/main/desktop/shorten-notice.ts';
import { trayMenuTemplate } from '../../src/main/desktop/tray-menu.ts';
import { createQuickShorten } from '../../src/main/quick-shorten/quick-shorten.ts';
import { checkAccelerator, shortcutLabel } from '../../src/shared/desktop/accelerator.ts';

describe('a global shortcut', () => {
  it('is stored in one spelling, modifiers first, whatever way it was typed', () => {
    expect(checkAccelerator('ctrl+alt+l')).toEqual({ accelerator: 'Control+Alt+L' });
    expect(checkAccelerator('Shift + Cmd + f12')).toEqual({ accelerator: 'Command+Shift+F12' });
    expect(checkAccelerator('Alt+Option+Shift+Space')).toEqual({ accelerator: 'Alt+Shift+Space' });
  });

  it('is refused without a key, with two keys, with an unknown key, or with Shift alone', () => {
    expect(checkAccelerator('')).toEqual({ problem: 'Press a key combination.' });
    expect(checkAccelerator('Control+Alt')).toMatchObject({ problem: expect.stringContaining('Add a key') });
    expect(checkAccelerator('Control+A+B')).toMatchObject({ problem: expect.stringContaining('one key') });
    expect(checkAccelerator('Control+Hyper')).toMatchObject({ problem: expect.stringContaining('“Hyper”') });
    expect(checkAccelerator('Shift+L')).toMatchObject({ problem: expect.stringContaining('typing') });
    expect(checkAccelerator('L')).toMatchObject({ problem: expect.stringContaining('typing') });
  });

  it('is shown as each system writes it', () => {
    expect(shortcutLabel('Control+Alt+L', 'mac')).toBe('⌃⌥L');
    expect(shortcutLabel('Control+Alt+L', 'windows')).toBe('Ctrl+Alt+L');
    expect(shortcutLabel('Super+Shift+K', 'linux')).toBe('Super+Shift+K');
    expect(shortcutLabel('Super+Shift+K', 'windows')).toBe('Win+Shift+K');
  });

  it('lets the old combination go when changed, and is off when the system refuses the new one', () => {
    const { host, registered } = createMemoryDesktopHost({ refused: ['Control+Alt+K'] });
    const keeper = createShortcutKeeper(host.shortcuts, () => undefined);
    expect(keeper.apply('Control+Alt+L')).toEqual({ accelerator: 'Control+Alt+L', state: 'on' });
    expect(registered()).toEqual(['Control+Alt+L']);
    expect(keeper.apply('Control+Alt+K')).toEqual({ accelerator: 'Control+Alt+K', state: 'refused' });
    expect(registered()).toEqual([]);
    expect(keeper.apply(null)).toEqual({ accelerator: null, state: 'off' });
  });

  it('on Wayland is only requested until its first press proves it granted, then on', () => {
    const { host, registered, press } = createMemoryDesktopHost();
    let presses = 0;
    let confirmed = 0;
    const keeper = createShortcutKeeper(host.shortcuts, () => presses++, {
      confirmedByPress: true,
      onConfirmed: () => confirmed++,
    });
    expect(keeper.apply('Control+Alt+L')).toEqual({ accelerator: 'Control+Alt+L', state: 'requested' });
    expect(registered()).toEqual(['Control+Alt+L']);
    expect(press('Control+Alt+L')).toBe(true);
    expect(keeper.status()).toEqual({ accelerator: 'Control+Alt+L', state: 'on' });
    expect([presses, confirmed]).toEqual([1, 1]);
    press('Control+Alt+L');
    expect([presses, confirmed]).toEqual([2, 1]);
    // A requested shortcut is let go like one that is on.
    keeper.apply('Control+Alt+K');
    expect(keeper.status().state).toBe('requested');
    expect(registered()).toEqual(['Control+Alt+K']);
  });

  it('is never registered when Linkdesk does not allow it, as one saved by an older version may be', () => {
    const { host, registered } = createMemoryDesktopHost();
    const keeper = createShortcutKeeper(host.shortcuts, () => undefined);
    expect(keeper.apply('Control+C')).toEqual({ accelerator: 'Control+C', state: 'not-allowed' });
    expect(registered()).toEqual([]);
    expect(keeper.apply('Control+Alt+L').state).toBe('on');
  });

  it('is refused, not fatal, when the system throws on it', () => {
    const keeper = createShortcutKeeper(
      {
        register: () => {
          throw new Error('Accelerator is not valid');
        },
        unregister: () => undefined,
      },
      () => undefined,
    );
    expect(keeper.apply('Control+Alt+L').state).toBe('refused');
  });
});

describe('the notification after a shortcut', () => {
  const shortened = {
    outcome: 'shortened' as const,
    accountId: 'a',
    accountName: 'Work',
    linkId: 7,
    shortUrl: 'https://go.brand/x7',
    longUrl: 'https://example.com/',
    copied: true,
  };
  const noCopy = { copy: () => undefined };

  it('offers Open and Undo where the system shows buttons', () => {
    const done: string[] = [];
    const notice = shortenNotice(shortened, 'windows', {
      ...noCopy,
      open: (url) => done.push(`open ${url}`),
      undo: (link) => done.push(`undo ${link.accountId} ${link.linkId} ${link.shortUrl}`),
    });
    expect(notice.title).toBe('Copied https://go.brand/x7');
    expect(notice.actions.map((action) => action.label)).toEqual(['Open', 'Undo']);
    for (const action of notice.actions) action.run();
    // Undo names the link by its short URL as well as its id: the id alone may be another link's by then.
    expect(done).toEqual(['open https://go.brand/x7', 'undo a 7 https://go.brand/x7']);
  });

  it('offers Copy when something else was copied while the link was being made', () => {
    const copied: string[] = [];
    const result = { ...shortened, copied: false };
    const notice = shortenNotice(result, 'windows', {
      copy: (url) => copied.push(url),
      open: () => undefined,
      undo: () => undefined,
    });
    expect(notice.title).toBe('Made https://go.brand/x7');
    expect(notice.body).toContain('It was not copied, because something else was copied meanwhile.');
    expect(notice.actions.map((action) => action.label)).toEqual(['Copy', 'Open', 'Undo']);
    notice.actions[0]!.run();
    expect(copied).toEqual(['https://go.brand/x7']);
    // Without buttons, the body says where Copy is.
    expect(
      shortenNotice(result, 'linux', { ...noCopy, open: () => undefined, undo: () => undefined }).body,
    ).toContain('to copy it or undo, use Latest links in the tray menu.');
  });

  it('opens on a click and says where Undo is on Linux, whose notifications have no buttons', () => {
    const opened: string[] = [];
    const notice = shortenNotice(shortened, 'linux', {
      ...noCopy,
      open: (url) => opened.push(url),
      undo: () => undefined,
    });
    expect(notice.actions).toEqual([]);
    expect(notice.body).toContain('tray menu');
    notice.onClick?.();
    expect(opened).toEqual(['https://go.brand/x7']);
    // An ad-hoc signed macOS build gets no buttons either: Undo is in the menu-bar menu.
    expect(
      shortenNotice(shortened, 'mac', { ...noCopy, open: () => undefined, undo: () => undefined }),
    ).toMatchObject({
      actions: [],
      body: expect.stringContaining('menu-bar menu'),
    });
  });

  it('says nothing was sent when the clipboard holds no web address, with no buttons', () => {
    const notice = shortenNotice({ outcome: 'no-address' }, 'windows', {
      ...noCopy,
      open: () => undefined,
      undo: () => undefined,
    });
    expect(notice).toMatchObject({ title: 'Nothing to shorten', actions: [] });
  });
});

describe('the tray menu', () => {
  const actions = {
    shorten: () => undefined,
    copy: () => undefined,
    open: () => undefined,
    undo: () => undefined,
    showWindow: () => undefined,
    quit: () => undefined,
  };

  it('lists the latest links, each to copy, open or undo, with the shortcut beside Shorten', () => {
    const link = {
      accountId: 'a',
      linkId: 1,
      shortUrl: 'https://go.brand/abc',
      longUrl: 'https://example.com/',
      at: 1,
    };
    const menu = trayMenuTemplate({
      latest: [link],
      shortcut: { accelerator: 'Control+Alt+L', state: 'on' },
      platform: 'mac',
      actions,
    });
    expect(menu[0]).toMatchObject({ label: 'Shorten the clipboard’s web address', sublabel: '⌃⌥L' });
    expect(menu[3]?.label).toBe('go.brand/abc');
    expect(menu[3]?.submenu?.map((item) => item.label)).toEqual([
      'Copy short URL',
      'Open in browser',
      'Undo (delete the link)',
    ]);
    expect(menu.at(-1)?.label).toBe('Quit Linkdesk');
  });

  it('shows no shortcut while it is refused', () => {
    const menu = trayMenuTemplate({
      latest: [],
      shortcut: { accelerator: 'Control+Alt+L', state: 'refused' },
      platform: 'windows',
      actions,
    });
    expect(menu[0]?.sublabel).toBeUndefined();
    expect(menu[3]).toEqual({ label: 'No links shortened yet', enabled: false });
  });
});

describe('closing the window', () => {
  it('asks once, in the words of the system, and maps its buttons', () => {
    const question = closeQuestion({ accelerator: 'Control+Alt+L', state: 'on' }, 'windows');
    expect(question.message).toBe('Keep Linkdesk running in the tray when its window is closed?');
    expect(question.detail).toContain('Ctrl+Alt+L and the tray icon');
    expect(question.buttons).toEqual(['Keep in tray', 'Quit', 'Cancel']);
    expect([0, 1, 2].map(closeAnswer)).toEqual(['tray', 'quit', null]);
  });

  const desktopWith = (tray: boolean) => {
    const memory = createMemoryDesktopHost();
    const host = { ...memory.host, tray };
    const shortener = createQuickShorten({
      clipboard: createMemoryClipboard(),
      account: async () => null,
      waitSeconds: () => 0,
      shorten: async () => ({ id: 1, shorturl: 'https://go.test/1' }),
    });
    const desktop = createDesktop({
      host,
      shortener,
      deletes: { schedule: () => ({ pendingId: 'p', dueAt: '' }), undo: () => true },
      confirmMade: async () => undefined,
      openExternal: async () => undefined,
      copyText: async () => undefined,
      undoSeconds: 8,
      log: { error: () => undefined },
    });
    return { desktop, host };
  };

  it('keeps the answer, and does not ask again', async () => {
    const { desktop, host } = desktopWith(true);
    await desktop.start();
    expect(desktop.closeChoice()).toBe('ask');
    expect(await desktop.askOnClose(async () => null)).toBe('stay');
    expect(desktop.closeChoice()).toBe('ask');
    expect(await desktop.askOnClose(async () => 'tray')).toBe('tray');
    expect(desktop.closeChoice()).toBe('tray');
    expect((await host.settings.load()).closeWindow).toBe('tray');
  });

  it('quits without asking where there is no tray', async () => {
    const { desktop } = desktopWith(false);
    await desktop.start();
    expect(desktop.closeChoice()).toBe('quit');
  });
});

describe('a shortcut saved by an older version that allowed Ctrl+C', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('is not registered at launch, and the state says it is not allowed', async () => {
    folder = mkdtempSync(join(tmpdir(), 'linkdesk-desktop-'));
    writeFileSync(join(folder, DESKTOP_SETTINGS_FILE), '{"shortcut":"Control+C","closeWindow":"tray"}');
    const memory = createMemoryDesktopHost({
      settings: createDesktopSettingsStore(folder, { warn: () => undefined }),
    });
    const desktop = createDesktop({
      host: memory.host,
      shortener: createQuickShorten({
        clipboard: createMemoryClipboard(),
        account: async () => null,
        waitSeconds: () => 0,
        shorten: async () => ({ id: 1, shorturl: 'https://go.test/1' }),
      }),
      deletes: { schedule: () => ({ pendingId: 'p', dueAt: '' }), undo: () => true },
      confirmMade: async () => undefined,
      openExternal: async () => undefined,
      copyText: async () => undefined,
      undoSeconds: 8,
      log: { error: () => undefined },
    });
    const state = await desktop.start();
    expect(state.shortcut).toEqual({ accelerator: 'Control+C', state: 'not-allowed' });
    expect(state.closeWindow).toBe('tray');
    expect(memory.registered()).toEqual([]);
    expect(memory.press('Control+C')).toBe(false);
  });
});

describe('the desktop settings file', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps the shortcut and the close choice, and falls back to the defaults on a spoiled file', async () => {
    folder = mkdtempSync(join(tmpdir(), 'linkdesk-desktop-'));
    const warnings: string[] = [];
    const store = createDesktopSettingsStore(folder, { warn: (message) => void warnings.push(message) });
    expect(await store.load()).toEqual({ shortcut: 'Control+Alt+L', closeWindow: 'ask' });
    await store.save({ shortcut: null, closeWindow: 'quit' });
    expect(JSON.parse(readFileSync(join(folder, DESKTOP_SETTINGS_FILE), 'utf8'))).toEqual({
      shortcut: null,
      closeWindow: 'quit',
    });
    expect(await store.load()).toEqual({ shortcut: null, closeWindow: 'quit' });
    // A combination an older version allowed is still read, so that the window can say why it is off.
    writeFileSync(join(folder, DESKTOP_SETTINGS_FILE), '{"shortcut":"Control+C","closeWindow":"tray"}');
    expect(await store.load()).toEqual({ shortcut: 'Control+C', closeWindow: 'tray' });
    writeFileSync(join(folder, DESKTOP_SETTINGS_FILE), '{"shortcut":"L","closeWindow":"quit"}');
    expect(await store.load()).toEqual({ shortcut: 'Control+Alt+L', closeWindow: 'ask' });
    expect(warnings).toHaveLength(1);
  });
});
