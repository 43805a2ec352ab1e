import type { RunProgram } from '../run-program.ts';

/** Asks the session bus whether anything owns the StatusNotifierWatcher name: the tray hosts of Linux desktops. */
const ASK_FOR_WATCHER = [
  'call',
  '--session',
  '--dest',
  'org.freedesktop.DBus',
  '--object-path',
  '/org/freedesktop/DBus',
  '--method',
  'org.freedesktop.DBus.NameHasOwner',
  'org.kde.StatusNotifierWatcher',
] as const;

/**
 * Whether a tray icon would be seen. macOS and Windows always show one. On Linux Electron's tray is a
 * StatusNotifierItem, which only a desktop running a StatusNotifierWatcher shows (KDE; GNOME with the
 * AppIndicator extension, as Ubuntu ships it); stock GNOME (Fedora, Debian) shows none, and "Keep in tray" would
 * close the window into nothing. The bus is asked with `gdbus`; where it cannot be asked, a tray is assumed.
 */
export async function trayShown(platform: NodeJS.Platform, run: RunProgram): Promise<boolean> {
  if (platform !== 'linux') return true;
  const answer = await run('gdbus', ASK_FOR_WATCHER);
  if (answer === null) return true;
  return !/^\(false,?\)/.test(answer.trim());
}
