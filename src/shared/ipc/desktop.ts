import type { DesktopPlatform } from '../desktop/accelerator.ts';

/** What closing the window does: asked the first time, then the person's choice. */
export const CLOSE_WINDOW_CHOICES = ['ask', 'tray', 'quit'] as const;
export type CloseWindowChoice = (typeof CLOSE_WINDOW_CHOICES)[number];

/**
 * The global shortcut: `on` (registered), `off` (the person turned it off), `refused` (the system or another
 * app holds that combination, so it is off until another is chosen), `requested` (asked of a Wayland
 * desktop's portal, which may refuse without saying: on once it has been pressed), or `not-allowed` (a
 * combination Linkdesk refuses, such as Ctrl+C, kept from an older version: never registered, and
 * `checkAccelerator` says why).
 */
export type ShortcutState = 'on' | 'off' | 'refused' | 'requested' | 'not-allowed';

/** Whether the shortcut is registered (or asked for), so that pressing it may shorten. */
export const shortcutHeld = (state: ShortcutState): boolean => state === 'on' || state === 'requested';

export interface ShortcutStatus {
  /** The combination chosen (Electron's syntax), kept while refused so the person sees what was refused. */
  accelerator: string | null;
  state: ShortcutState;
}

/** A link made by shortening the clipboard, as the window and the tray list them. */
export interface ShortenedLinkView {
  accountId: string;
  linkId: number;
  shortUrl: string;
  longUrl: string;
  /** When it was made, in milliseconds since 1970. */
  at: number;
}

/** Shortening from anywhere: the shortcut, the tray, what closing the window does, the latest links. */
export interface DesktopState {
  platform: DesktopPlatform;
  shortcut: ShortcutStatus;
  closeWindow: CloseWindowChoice;
  /** Whether this build shows a tray or menu-bar icon (not in dev:browser). */
  tray: boolean;
  latest: ShortenedLinkView[];
}
