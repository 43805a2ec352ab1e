import type { DesktopPlatform } from '../../shared/desktop/accelerator.ts';
import type { DesktopSettings, DesktopSettingsStore } from './desktop-settings.ts';
import { DEFAULT_DESKTOP_SETTINGS } from './desktop-settings.ts';
import type { DesktopNotice } from './shorten-notice.ts';
import type { GlobalShortcuts } from './shortcut-keeper.ts';

/** What the system offers for shortening from anywhere: Electron's pieces in the app, stand-ins elsewhere. */
export interface DesktopHost {
  platform: DesktopPlatform;
  shortcuts: GlobalShortcuts;
  notify: (notice: DesktopNotice) => void;
  settings: DesktopSettingsStore;
  /** Whether a tray or menu-bar icon exists. */
  tray: boolean;
  /**
   * Whether a registered shortcut is only asked for (Wayland's portal, which may refuse without saying): it is
   * then `requested` until first pressed.
   */
  shortcutsConfirmedByPress?: boolean;
  /**
   * Whether the person is away from the computer (idle for minutes, or the screen locked): a milestone then waits
   * in the Overview instead of notifying nobody. Never away where the system cannot tell.
   */
  away?: () => boolean;
}

/**
 * A host without a system: shortcuts are held in memory (except the combinations said to be taken by other
 * apps), notifications are recorded, and `press` does what pressing the registered shortcut would. dev:browser
 * and the tests use it.
 */
export function createMemoryDesktopHost(
  options: { platform?: DesktopPlatform; refused?: readonly string[]; settings?: DesktopSettingsStore } = {},
) {
  const registered = new Map<string, () => void>();
  const notices: DesktopNotice[] = [];
  const presence = { away: false };
  let saved: DesktopSettings = { ...DEFAULT_DESKTOP_SETTINGS };
  const host: DesktopHost = {
    platform: options.platform ?? 'linux',
    shortcuts: {
      register(accelerator, onPress) {
        if (options.refused?.includes(accelerator) || registered.has(accelerator)) return false;
        registered.set(accelerator, onPress);
        return true;
      },
      unregister: (accelerator) => void registered.delete(accelerator),
    },
    notify: (notice) => void notices.push(notice),
    settings: options.settings ?? {
      load: async () => ({ ...saved }),
      save: async (settings) => void (saved = { ...settings }),
    },
    tray: false,
    away: () => presence.away,
  };
  return {
    host,
    notices,
    /** Makes the person away from the computer, or back. */
    setAway: (away: boolean) => void (presence.away = away),
    /** The combinations registered now. */
    registered: () => [...registered.keys()],
    /** Presses the shortcut; false when none with that combination is registered. */
    press(accelerator: string): boolean {
      const onPress = registered.get(accelerator);
      onPress?.();
      return onPress !== undefined;
    },
  };
}
