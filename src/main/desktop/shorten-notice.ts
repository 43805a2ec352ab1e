import type { DesktopPlatform } from '../../shared/desktop/accelerator.ts';
import { quickShortenMessage, type QuickShortenResult } from '../../shared/ipc/quick-shorten.ts';
import type { MadeLink } from './made-link-check.ts';

/** A system notification: Electron's `Notification` in the app, recorded in dev:browser and tests. */
export interface DesktopNotice {
  title: string;
  body: string;
  /** Buttons, where the system shows them (macOS and Windows; Linux notifications have none). */
  actions: { label: string; run: () => void }[];
  /** What clicking the notification itself does. */
  onClick?: () => void;
}

/**
 * Whether the system's notifications show buttons. Windows does; Linux notifications have none, and macOS shows
 * them only for a signed app that asks for alert-style notifications (a build that is not code-signed gets no
 * notification at all: see `system-notices.ts`).
 */
export const noticeButtons = (platform: DesktopPlatform): boolean => platform === 'windows';

/**
 * What the notification says after the shortcut or the tray shortened the clipboard: the result in the words
 * the window's toast uses and, for a link made, Open and Undo. Where notifications have no buttons, a click
 * opens the link and the body says where Undo is.
 */
export function shortenNotice(
  result: QuickShortenResult,
  platform: DesktopPlatform,
  act: {
    open: (shortUrl: string) => void;
    copy: (shortUrl: string) => void;
    undo: (link: MadeLink) => void;
  },
): DesktopNotice {
  const { title, body } = quickShortenMessage(result);
  if (result.outcome !== 'shortened') return { title, body, actions: [] };
  const open = () => act.open(result.shortUrl);
  // Undo names the link by its id and its short URL, which is checked before anything is deleted.
  const undo = () =>
    act.undo({ accountId: result.accountId, linkId: result.linkId, shortUrl: result.shortUrl });
  if (!noticeButtons(platform)) {
    const menu = `Latest links in the ${platform === 'mac' ? 'menu-bar' : 'tray'} menu`;
    const then = result.copied ? `to undo, use ${menu}` : `to copy it or undo, use ${menu}`;
    return { title, body: `${body} Click to open it; ${then}.`, actions: [], onClick: open };
  }
  return {
    title,
    body,
    actions: [
      // Not copied because something else was copied meanwhile: the person copies it when they are ready.
      ...(result.copied ? [] : [{ label: 'Copy', run: () => act.copy(result.shortUrl) }]),
      { label: 'Open', run: open },
      { label: 'Undo', run: undo },
    ],
    onClick: open,
  };
}

/** The notification after Undo: the link is deleted when the undo window ends, unless the person keeps it. */
export function deletingNotice(
  shortUrl: string,
  seconds: number,
  platform: DesktopPlatform,
  keep: () => void,
): DesktopNotice {
  const title = `Deleting ${shortUrl}`;
  if (!noticeButtons(platform)) {
    return { title, body: `It is deleted in ${seconds} s. Click to keep it.`, actions: [], onClick: keep };
  }
  return {
    title,
    body: `It is deleted in ${seconds} s.`,
    actions: [{ label: 'Keep it', run: keep }],
    onClick: keep,
  };
}

/** The notification when an Undo deleted nothing: the link was gone, its id is another link's, or it failed. */
export function notDeletedNotice(message: string): DesktopNotice {
  return { title: 'Nothing was deleted', body: message, actions: [] };
}
