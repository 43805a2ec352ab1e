import { UNDO_WINDOW_MS } from '../../shared/ipc/deletes.ts';
import { getLink } from '../api/endpoints/links.ts';
import type { PendingDeletes } from '../deletes/pending-deletes.ts';
import { createDesktop, type Desktop } from '../desktop/desktop.ts';
import { createMemoryDesktopHost } from '../desktop/desktop-host.ts';
import { confirmStillMade } from '../desktop/made-link-check.ts';
import type { Registrar } from '../ipc/registrar.ts';
import type { QuickShorten } from '../quick-shorten/quick-shorten.ts';
import type { HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

/**
 * Shortening from anywhere, on the host the app was given (Electron's shortcut, notifications and tray), or
 * on one kept in memory where there is none. The window reads and changes its settings here, and hears of
 * every change (a link made from the tray, a refused shortcut) as a `desktop` event.
 */
export function registerDesktopHandlers(
  registrar: Registrar,
  deps: HandlerDeps,
  ctx: HandlerContext,
  shortener: QuickShorten,
  pendingDeletes: PendingDeletes,
): Desktop {
  const desktop = createDesktop({
    host: deps.desktopHost ?? createMemoryDesktopHost().host,
    shortener,
    deletes: pendingDeletes,
    // Read as a write, as the delete it guards is sent: never answered from the offline cache, and in the
    // background, so that a person's own requests go first.
    confirmMade: (link) =>
      confirmStillMade(link, (linkId) =>
        ctx
          .write({ accountId: link.accountId, priority: 'background' }, (call) => getLink(call, linkId))
          .then((details) => details.link),
      ),
    openExternal: (url) => deps.openExternal(url),
    copyText: async (text) => {
      await deps.clipboard.writeText(text);
    },
    undoSeconds: Math.round((deps.undoWindow?.delayMs ?? UNDO_WINDOW_MS) / 1000),
    log: { error: (message, error) => console.error(message, error ?? '') },
  });
  desktop.subscribe(() => deps.emit({ type: 'desktop', state: desktop.state() }));

  registrar.handle('desktop:state', async () => desktop.state());
  registrar.handle('desktop:setShortcut', ({ accelerator }) => desktop.setShortcut(accelerator));
  registrar.handle('desktop:setCloseWindow', ({ choice }) => desktop.setCloseWindow(choice));
  return desktop;
}
