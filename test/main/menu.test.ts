import { describe, expect, it } from 'vitest';
import { appMenuTemplate, editingMenuTemplate, type MenuItemTemplate } from '../../src/main/menu.ts';

const build = (platform: NodeJS.Platform, development = false) =>
  appMenuTemplate({ platform, appName: 'Linkdesk', development });

const labels = (menu: MenuItemTemplate[]) => menu.map((item) => item.label);
const submenu = (menu: MenuItemTemplate[], label: string) => {
  const found = menu.find((item) => item.label === label);
  if (!found?.submenu) throw new Error(`The menu has no ${label} submenu.`);
  return found.submenu;
};
const roles = (items: MenuItemTemplate[]) => items.map((item) => item.role ?? item.type ?? item.label);

describe('application menu', () => {
  it('on macOS starts with the app menu, and quits from there', () => {
    const menu = build('darwin');
    expect(labels(menu)).toEqual(['Linkdesk', 'File', 'Edit', 'View', 'Window', 'Help']);
    expect(menu[0]!.role).toBe('appMenu');
    expect(roles(submenu(menu, 'Linkdesk'))).toEqual(
      expect.arrayContaining(['about', 'services', 'hide', 'hideOthers', 'unhide', 'quit']),
    );
    expect(roles(submenu(menu, 'File'))).toEqual(['close']);
    expect(roles(submenu(menu, 'Window'))).toEqual(['minimize', 'zoom', 'separator', 'front']);
  });

  it('elsewhere has no app menu and quits from File', () => {
    for (const platform of ['win32', 'linux'] as const) {
      const menu = build(platform);
      expect(labels(menu), platform).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
      expect(roles(submenu(menu, 'File'))).toEqual(['quit']);
      expect(roles(submenu(menu, 'Window'))).toEqual(['minimize', 'close']);
    }
  });

  it('has the usual editing commands, so text fields get their shortcuts', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      expect(roles(submenu(build(platform), 'Edit')), platform).toEqual(
        expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']),
      );
    }
  });

  it('offers reload and developer tools in development only', () => {
    const devOnly = ['reload', 'forceReload', 'toggleDevTools'];
    const built = roles(submenu(build('linux', false), 'View'));
    const development = roles(submenu(build('linux', true), 'View'));
    for (const role of devOnly) {
      expect(built).not.toContain(role);
      expect(development).toContain(role);
    }
    for (const view of [built, development]) {
      expect(view).toEqual(expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']));
    }
  });

  it('offers the About panel once: from Help on Windows and Linux, from the app menu on macOS', () => {
    for (const platform of ['win32', 'linux'] as const) {
      expect(submenu(build(platform), 'Help')).toEqual([{ role: 'about' }]);
    }
    const mac = build('darwin');
    expect(roles(submenu(mac, 'Help'))).not.toContain('about');
    expect(roles(submenu(mac, 'Linkdesk')).filter((role) => role === 'about')).toHaveLength(1);
  });

  it('offers a check for updates in Help when the app can make one', () => {
    let checks = 0;
    const menu = appMenuTemplate({
      platform: 'linux',
      appName: 'Linkdesk',
      development: false,
      onCheckForUpdates: () => checks++,
    });
    const help = submenu(menu, 'Help');
    expect(roles(help)).toEqual(['Check for Updates…', 'separator', 'about']);
    help[0]!.click!();
    expect(checks).toBe(1);
  });

  it('offers the keyboard shortcuts in Help, first, when the window can show them', () => {
    let shown = 0;
    const options = {
      appName: 'Linkdesk',
      development: false,
      onCheckForUpdates: () => undefined,
      onShowShortcuts: () => shown++,
    };
    const help = submenu(appMenuTemplate({ platform: 'win32', ...options }), 'Help');
    expect(roles(help)).toEqual([
      'Keyboard Shortcuts',
      'separator',
      'Check for Updates…',
      'separator',
      'about',
    ]);
    help[0]!.click!();
    expect(shown).toBe(1);
    // macOS keeps About and the update check in the app menu, right under About, as its apps do.
    const mac = appMenuTemplate({ platform: 'darwin', ...options });
    expect(roles(submenu(mac, 'Help'))).toEqual(['Keyboard Shortcuts']);
    expect(roles(submenu(mac, 'Linkdesk')).slice(0, 2)).toEqual(['about', 'Check for Updates…']);
  });
});

describe('the right-click menu', () => {
  const flags = { canCut: false, canCopy: false, canPaste: true, canSelectAll: true };

  it('offers cutting, copying, pasting and selecting in a text field, greying out what cannot act now', () => {
    expect(editingMenuTemplate({ isEditable: true, selectionText: '', editFlags: flags })).toEqual([
      { role: 'cut', enabled: false },
      { role: 'copy', enabled: false },
      { role: 'paste', enabled: true },
      { type: 'separator' },
      { role: 'selectAll', enabled: true },
    ]);
  });

  it('offers Copy on selected text outside a field, and nothing on the page elsewhere', () => {
    expect(editingMenuTemplate({ isEditable: false, selectionText: 'spring26', editFlags: flags })).toEqual([
      { role: 'copy' },
    ]);
    expect(editingMenuTemplate({ isEditable: false, selectionText: ' ', editFlags: flags })).toEqual([]);
  });
});
