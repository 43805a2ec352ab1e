import { checkAccelerator } from '../../shared/desktop/accelerator.ts';
import { shortcutHeld, type ShortcutStatus } from '../../shared/ipc/desktop.ts';

/** The system's global shortcuts: Electron's `globalShortcut` in the app, a stand-in elsewhere. */
export interface GlobalShortcuts {
  /** False (or a throw) when the system or another app refuses the combination. */
  register(accelerator: string, onPress: () => void): boolean;
  unregister(accelerator: string): void;
}

/**
 * Holds at most one global shortcut. Changing it lets the old one go first, so the person never has two; a
 * refused combination leaves the shortcut off (and says so) instead of keeping an old one they replaced, and
 * one Linkdesk does not allow is never registered at all.
 * `confirmedByPress` (Wayland): registering only asks the desktop's portal, which may refuse without a word, so
 * the shortcut is `requested` until its first press proves it on; `onConfirmed` hears of that.
 */
export function createShortcutKeeper(
  shortcuts: GlobalShortcuts,
  onPress: () => void,
  options: { confirmedByPress?: boolean; onConfirmed?: () => void } = {},
) {
  let status: ShortcutStatus = { accelerator: null, state: 'off' };
  const pressed = () => {
    if (status.state === 'requested') {
      status = { ...status, state: 'on' };
      options.onConfirmed?.();
    }
    onPress();
  };

  return {
    status: (): ShortcutStatus => status,

    apply(accelerator: string | null): ShortcutStatus {
      if (shortcutHeld(status.state) && status.accelerator !== null) shortcuts.unregister(status.accelerator);
      if (accelerator === null) return (status = { accelerator: null, state: 'off' });
      // Checked here as well as in the IPC schema: a shortcut saved by an older version that allowed Ctrl+C
      // must not take it from every app at launch.
      if ('problem' in checkAccelerator(accelerator)) return (status = { accelerator, state: 'not-allowed' });
      let registered: boolean;
      try {
        registered = shortcuts.register(accelerator, pressed);
      } catch {
        registered = false;
      }
      if (!registered) return (status = { accelerator, state: 'refused' });
      return (status = { accelerator, state: options.confirmedByPress ? 'requested' : 'on' });
    },
  };
}

export type ShortcutKeeper = ReturnType<typeof createShortcutKeeper>;
