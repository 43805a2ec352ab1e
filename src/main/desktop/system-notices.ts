import { backgroundTimer } from '../background-timer.ts';
import type { DesktopNotice } from './shorten-notice.ts';

/** The part of Electron's `Notification` the app uses. */
export interface SystemNotification {
  on(event: 'action', listener: (details: { actionIndex: number }) => void): unknown;
  on(event: 'click', listener: () => void): unknown;
  /** Shown no more (dismissed; on Windows also moved to Action Center, where its buttons still work). */
  on(event: 'close', listener: () => void): unknown;
  /** macOS and Windows: the system refused to show it (an unsigned macOS build, notifications turned off). */
  on(event: 'failed', listener: (event: unknown, error: string) => void): unknown;
  show(): void;
}

export interface NoticeSystem {
  supported(): boolean;
  create(options: {
    title: string;
    body: string;
    actions: { type: 'button'; text: string }[];
  }): SystemNotification;
}

/** How long a notification is kept referenced: its Undo must still work from Windows' Action Center. */
export const NOTICE_KEPT_MS = 10 * 60_000;
/** The most kept at once: a shortcut held down must not grow this without end. */
export const MOST_NOTICES_KEPT = 20;

/**
 * Shows notices as system notifications. Each is kept referenced for NOTICE_KEPT_MS, not only until it closes:
 * on Windows a notification closes when its banner moves to Action Center, and a collected one hears no button
 * pressed there. One the system refuses to show is handed to `onFailed`, so the person hears of it another way.
 */
export function createNoticeShower(
  system: NoticeSystem,
  options: {
    onFailed: (notice: DesktopNotice, error: string) => void;
    setTimer?: (run: () => void, ms: number) => unknown;
  },
): { show: (notice: DesktopNotice) => void; readonly kept: number } {
  const setTimer = options.setTimer ?? backgroundTimer;
  const kept = new Set<SystemNotification>();

  return {
    get kept() {
      return kept.size;
    },
    show(notice) {
      if (!system.supported()) return;
      const shown = system.create({
        title: notice.title,
        body: notice.body,
        actions: notice.actions.map((action) => ({ type: 'button' as const, text: action.label })),
      });
      // The index comes in the event's details: the positional argument is deprecated.
      shown.on('action', (details) => notice.actions[details.actionIndex]?.run());
      if (notice.onClick) shown.on('click', notice.onClick);
      shown.on('failed', (_event, error) => {
        kept.delete(shown);
        options.onFailed(notice, error);
      });
      if (kept.size >= MOST_NOTICES_KEPT) kept.delete(kept.values().next().value!);
      kept.add(shown);
      setTimer(() => kept.delete(shown), NOTICE_KEPT_MS);
      shown.show();
    },
  };
}
