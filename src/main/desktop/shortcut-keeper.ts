import type { ShortcutStatus } from '../../shared/ipc/desktop.ts';

/** The system's global shortcuts: Electron's `globalShortcut` in the app, a stand-in elsewhere. */
export interface GlobalShortcuts {
  /** False (or a throw) when the system or another app refuses the combination. */
  register(accelerator: string, onPress: () => void): boolean;
  unregister(accelerator: string): void;
}

/**
 * Holds at most one global shortcut. Changing it lets the old one go first, so the person never has two; a
 * refused combination leaves the shortcut off (and says so) instead of keeping an old one they replaced.
 */
export function createShortcutKeeper(shortcuts: GlobalShortcuts, onPress: () => void) {
  let status: ShortcutStatus = { accelerator: null, state: 'off' };

  return {
    status: (): ShortcutStatus => status,

    apply(accelerator: string | null): ShortcutStatus {
      if (status.state === 'on' && status.accelerator !== null) shortcuts.unregister(status.accelerator);
      if (accelerator === null) return (status = { accelerator: null, state: 'off' });
      let registered: boolean;
      try {
        registered = shortcuts.register(accelerator, onPress);
      } catch {
        registered = false;
      }
      return (status = { accelerator, state: registered ? 'on' : 'refused' });
    },
  };
}

export type ShortcutKeeper = ReturnType<typeof createShortcutKeeper>;
