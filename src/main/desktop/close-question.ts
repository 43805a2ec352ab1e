import { shortcutLabel, type DesktopPlatform } from '../../shared/desktop/accelerator.ts';
import { shortcutHeld, type ShortcutStatus } from '../../shared/ipc/desktop.ts';

/** The buttons of the question, in order; Cancel keeps the window open and asks again next time. */
const ANSWERS = ['tray', 'quit', null] as const;

/**
 * Asked the first time the window is closed: whether Linkdesk keeps running in the tray (where the shortcut
 * and the tray menu still shorten) or quits. The answer is kept, and changed in the window's Quick shorten area.
 */
export function closeQuestion(shortcut: ShortcutStatus, platform: DesktopPlatform) {
  const tray = platform === 'mac' ? 'menu bar' : 'tray';
  const keys =
    shortcutHeld(shortcut.state) && shortcut.accelerator
      ? `${shortcutLabel(shortcut.accelerator, platform)} and the ${tray} icon`
      : `The ${tray} icon`;
  return {
    type: 'question' as const,
    message: `Keep Linkdesk running in the ${tray} when its window is closed?`,
    detail:
      `${keys} then still shorten the web address on the clipboard. ` +
      `Quit from the ${tray} menu. You can change this later under Quick shorten.`,
    buttons: [`Keep in ${tray}`, 'Quit', 'Cancel'],
    defaultId: 0,
    cancelId: 2,
    noLink: true,
  };
}

/** The answer for the button pressed. */
export const closeAnswer = (button: number): 'tray' | 'quit' | null => ANSWERS[button] ?? null;
