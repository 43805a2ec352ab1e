/** The roles the menu uses; Electron gives each its usual label, shortcut and behaviour on every platform. */
export type MenuRole =
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'close'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'delete'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'minimize'
  | 'zoom'
  | 'front'
  | 'appMenu'
  | 'windowMenu'
  | 'help';

/** A menu entry as `Menu.buildFromTemplate` takes it. */
export interface MenuItemTemplate {
  label?: string;
  role?: MenuRole;
  type?: 'separator' | 'submenu';
  submenu?: MenuItemTemplate[];
  click?: () => void;
}

const separator: MenuItemTemplate = { type: 'separator' };

/**
 * The application menu. macOS gets its app menu (About, Services, Hide, Quit) and a Window menu with "Bring All
 * to Front"; elsewhere Quit lives in File. Reload and the developer tools exist only in development: in the
 * built app a reload would only lose what the person typed.
 */
export function appMenuTemplate(options: {
  platform: NodeJS.Platform;
  appName: string;
  development: boolean;
  /** Help › Check for Updates…: the answer shows in the window. */
  onCheckForUpdates?: () => void;
  /** Help › Keyboard Shortcuts: the window shows its shortcut sheet (also `?`). */
  onShowShortcuts?: () => void;
}): MenuItemTemplate[] {
  const mac = options.platform === 'darwin';
  const appMenu: MenuItemTemplate = {
    label: options.appName,
    role: 'appMenu',
    submenu: [
      { role: 'about' },
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  };
  const file: MenuItemTemplate = {
    label: 'File',
    submenu: [mac ? { role: 'close' } : { role: 'quit' }],
  };
  const edit: MenuItemTemplate = {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
      { role: 'delete' },
      separator,
      { role: 'selectAll' },
    ],
  };
  const view: MenuItemTemplate = {
    label: 'View',
    submenu: [
      ...(options.development
        ? [
            { role: 'reload' } as const,
            { role: 'forceReload' } as const,
            { role: 'toggleDevTools' } as const,
            separator,
          ]
        : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  };
  // The Window and Help roles make macOS treat them as its window list and help menu (with the search field).
  const window: MenuItemTemplate = {
    label: 'Window',
    role: 'windowMenu',
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  };
  const help: MenuItemTemplate = {
    label: 'Help',
    role: 'help',
    // The About panel names the version people run; a check for a newer one answers in the window.
    submenu: [
      ...(options.onShowShortcuts
        ? [{ label: 'Keyboard Shortcuts', click: options.onShowShortcuts }, separator]
        : []),
      ...(options.onCheckForUpdates
        ? [{ label: 'Check for Updates…', click: options.onCheckForUpdates }, separator]
        : []),
      { role: 'about' },
    ],
  };
  return [...(mac ? [appMenu] : []), file, edit, view, window, help];
}
