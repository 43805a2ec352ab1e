import { shortcutHeld, type ShortenedLinkView, type ShortcutStatus } from '../../shared/ipc/desktop.ts';
import { shortcutLabel, type DesktopPlatform } from '../../shared/desktop/accelerator.ts';

/** A tray menu entry as `Menu.buildFromTemplate` takes it. */
export interface TrayMenuItem {
  label?: string;
  type?: 'separator';
  enabled?: boolean;
  /** Shown beside the label (the shortcut's keys); Electron draws it on macOS and Windows. */
  sublabel?: string;
  submenu?: TrayMenuItem[];
  click?: () => void;
}

export interface TrayActions {
  shorten: () => void;
  copy: (link: ShortenedLinkView) => void;
  open: (link: ShortenedLinkView) => void;
  undo: (link: ShortenedLinkView) => void;
  showWindow: () => void;
  quit: () => void;
}

/** At most this many characters of a short URL in a menu, which the system does not wrap. */
const MENU_LABEL_CHARS = 48;

const fitted = (text: string) =>
  text.length <= MENU_LABEL_CHARS ? text : `${text.slice(0, MENU_LABEL_CHARS - 1)}…`;

/**
 * The tray (or menu-bar) menu: shorten the clipboard, the latest links made that way (each to copy again,
 * open, or undo), and the window and Quit, which the tray is the only way to reach once the window is closed.
 */
export function trayMenuTemplate(options: {
  latest: readonly ShortenedLinkView[];
  shortcut: ShortcutStatus;
  platform: DesktopPlatform;
  actions: TrayActions;
}): TrayMenuItem[] {
  const { actions } = options;
  const shortcut =
    shortcutHeld(options.shortcut.state) && options.shortcut.accelerator
      ? { sublabel: shortcutLabel(options.shortcut.accelerator, options.platform) }
      : {};
  const latest: TrayMenuItem[] =
    options.latest.length === 0
      ? [{ label: 'No links shortened yet', enabled: false }]
      : options.latest.map((link) => ({
          label: fitted(link.shortUrl.replace(/^https?:\/\//, '')),
          submenu: [
            { label: 'Copy short URL', click: () => actions.copy(link) },
            { label: 'Open in browser', click: () => actions.open(link) },
            { label: 'Undo (delete the link)', click: () => actions.undo(link) },
          ],
        }));
  return [
    { label: 'Shorten the clipboard’s web address', click: actions.shorten, ...shortcut },
    { type: 'separator' },
    { label: 'Latest links', enabled: false },
    ...latest,
    { type: 'separator' },
    { label: 'Open Linkdesk', click: actions.showWindow },
    { label: 'Quit Linkdesk', click: actions.quit },
  ];
}
