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
  /** False greys the entry out; it is enabled by default. */
  enabled?: boolean;
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
  const shortcuts: MenuItemTemplate[] = options.onShowShortcuts
    ? [{ label: 'Keyboard Shortcuts', click: options.onShowShortcuts }]
    : [];
  const updates: MenuItemTemplate[] = options.onCheckForUpdates
    ? [{ label: 'Check for Updates…', click: options.onCheckForUpdates }]
    : [];
  const appMenu: MenuItemTemplate = {
    label: options.appName,
    role: 'appMenu',
    // Check for Updates… sits under About here, where macOS apps keep it.
    submenu: [
      { role: 'about' },
      ...updates,
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
    // The About panel names the version people run; a check for a newer one answers in the window. On macOS both
    // are in the app menu, where its apps keep them.
    submenu: mac
      ? shortcuts
      : [
          ...shortcuts.flatMap((item) => [item, separator]),
          ...updates.flatMap((item) => [item, separator]),
          { role: 'about' },
        ],
  };
  return [...(mac ? [appMenu] : []), file, edit, view, window, help];
}

/** What a right-click in the page offers, from Electron's `context-menu` parameters. */
export interface EditingContext {
  isEditable: boolean;
  selectionText: string;
  editFlags: { canCut: boolean; canCopy: boolean; canPaste: boolean; canSelectAll: boolean };
}

/**
 * The menu a right-click opens: Cut, Copy, Paste and Select All in a text field, Copy on selected text, and
 * nothing elsewhere (the page's rows have menus of their own). Electron shows no context menu by default.
 */
export function editingMenuTemplate(context: EditingContext): MenuItemTemplate[] {
  const { canCut, canCopy, canPaste, canSelectAll } = context.editFlags;
  if (context.isEditable) {
    // All four, those that cannot act now greyed out, as text fields' menus are everywhere.
    return [
      { role: 'cut', enabled: canCut },
      { role: 'copy', enabled: canCopy },
      { role: 'paste', enabled: canPaste },
      separator,
      { role: 'selectAll', enabled: canSelectAll },
    ];
  }
  return context.selectionText.trim() !== '' ? [{ role: 'copy' }] : [];
}
