import { AppError } from '../../shared/ipc/app-error.ts';
import type { ScheduledDelete } from '../../shared/ipc/deletes.ts';
import type { CloseWindowChoice, DesktopState } from '../../shared/ipc/desktop.ts';
import type { QuickShortenResult } from '../../shared/ipc/quick-shorten.ts';
import type { ScheduleOptions } from '../deletes/pending-deletes.ts';
import type { QuickShorten } from '../quick-shorten/quick-shorten.ts';
import { safeExternalUrl } from '../security/external-url.ts';
import type { DesktopHost } from './desktop-host.ts';
import { DEFAULT_DESKTOP_SETTINGS, type DesktopSettings } from './desktop-settings.ts';
import { createShortcutKeeper } from './shortcut-keeper.ts';
import type { MadeLink } from './made-link-check.ts';
import { deletingNotice, notDeletedNotice, shortenNotice } from './shorten-notice.ts';
import { trayMenuTemplate, type TrayMenuItem } from './tray-menu.ts';

export interface DesktopDeps {
  host: DesktopHost;
  shortener: QuickShorten;
  /** The held deletes: Undo deletes the link made, with the usual undo window. */
  deletes: {
    schedule(
      accountId: string,
      kind: 'links',
      ids: readonly number[],
      options: ScheduleOptions,
    ): ScheduledDelete;
    undo(pendingId: string): boolean;
  };
  /**
   * Resolves when the installation's link with that id is still the one made (`confirmStillMade`); throws, in
   * words for the person, when it is not. Asked just before Undo's delete is sent.
   */
  confirmMade: (link: MadeLink) => Promise<void>;
  openExternal: (url: string) => Promise<void>;
  copyText: (text: string) => Promise<void>;
  /** Seconds a held delete waits for an undo, for the notification. */
  undoSeconds: number;
  log: { error: (message: string, error?: unknown) => void };
}

/** What closing the window does once decided: hide it in the tray, quit, or stay open (the question was dismissed). */
export type CloseDecision = 'tray' | 'quit' | 'stay';

/**
 * Shortening from anywhere: the global shortcut, the notifications that answer it, Undo, the tray menu and the
 * close-window choice, put together from the host's pieces so that all of it runs under Node.
 */
export function createDesktop(deps: DesktopDeps) {
  const { host, shortener, log } = deps;
  let settings: DesktopSettings = { ...DEFAULT_DESKTOP_SETTINGS };
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  shortener.subscribe(changed);

  const open = (url: string) => {
    const safe = safeExternalUrl(url);
    if (safe !== null)
      deps.openExternal(safe).catch((error: unknown) => log.error('Opening a link failed.', error));
  };

  const copy = (shortUrl: string) =>
    void deps.copyText(shortUrl).catch((error: unknown) => log.error('Copying failed.', error));

  /** Links whose Undo is held for its undo window: pressing Undo again meanwhile does nothing. */
  const undoing = new Set<string>();
  const keyOf = (link: MadeLink) => `${link.accountId}\n${link.linkId}`;

  /**
   * Undo (the tray's or a notification's) names the link by id and short URL. Its delete waits out the undo
   * window like any other, then is sent only if the installation's link with that id is still the one made:
   * otherwise nothing is deleted, and the notification says why.
   */
  const undo = (link: MadeLink) => {
    const key = keyOf(link);
    if (undoing.has(key)) return;
    undoing.add(key);
    const listed = shortener.latest().find((made) => keyOf(made) === key && made.shortUrl === link.shortUrl);
    const scheduled = deps.deletes.schedule(link.accountId, 'links', [link.linkId], {
      beforeSend: async () => {
        undoing.delete(key);
        try {
          await deps.confirmMade(link);
        } catch (error) {
          const message =
            error instanceof AppError ? error.message : 'Linkdesk could not check the link, so it kept it.';
          host.notify(notDeletedNotice(message));
          throw error;
        }
      },
    });
    shortener.forget(link.accountId, link.linkId);
    host.notify(
      deletingNotice(link.shortUrl, deps.undoSeconds, host.platform, () => {
        if (!deps.deletes.undo(scheduled.pendingId)) return;
        undoing.delete(key);
        if (listed) shortener.restore(listed);
      }),
    );
  };

  const shortenNow = async (): Promise<QuickShortenResult> => {
    const result = await shortener.run();
    host.notify(shortenNotice(result, host.platform, { open, copy, undo }));
    return result;
  };

  const keeper = createShortcutKeeper(
    host.shortcuts,
    () => {
      shortenNow().catch((error: unknown) => log.error('Shortening the clipboard failed.', error));
    },
    // The first press proves a requested shortcut granted: the window and the tray hear it is on.
    { confirmedByPress: host.shortcutsConfirmedByPress ?? false, onConfirmed: () => changed() },
  );

  const save = async (next: DesktopSettings) => {
    settings = next;
    await host.settings.save(next);
  };

  const state = (): DesktopState => ({
    platform: host.platform,
    shortcut: keeper.status(),
    closeWindow: settings.closeWindow,
    tray: host.tray,
    latest: shortener.latest().map((link) => ({ ...link })),
  });

  return {
    /** Reads the settings and registers the shortcut; a refused one is off, and the window says so. */
    async start(): Promise<DesktopState> {
      settings = await host.settings.load();
      keeper.apply(settings.shortcut);
      changed();
      return state();
    },

    state,
    shortenNow,

    async setShortcut(accelerator: string | null): Promise<DesktopState> {
      keeper.apply(accelerator);
      await save({ ...settings, shortcut: accelerator });
      changed();
      return state();
    },

    async setCloseWindow(choice: CloseWindowChoice): Promise<DesktopState> {
      await save({ ...settings, closeWindow: choice });
      return state();
    },

    /** What closing the window does now: the saved choice, `ask` before the first close, `quit` without a tray. */
    closeChoice(): CloseWindowChoice {
      return host.tray ? settings.closeWindow : 'quit';
    },

    /**
     * Asks what closing the window does, and keeps the answer from then on. `ask` answers null when the
     * question was dismissed: the window stays, and the question comes again next time.
     */
    async askOnClose(ask: () => Promise<'tray' | 'quit' | null>): Promise<CloseDecision> {
      const answer = await ask();
      if (answer === null) return 'stay';
      await save({ ...settings, closeWindow: answer });
      changed();
      return answer;
    },

    trayMenu(window: { show: () => void; quit: () => void }): TrayMenuItem[] {
      return trayMenuTemplate({
        latest: shortener.latest(),
        shortcut: keeper.status(),
        platform: host.platform,
        actions: {
          shorten: () => void shortenNow().catch((error: unknown) => log.error('Shortening failed.', error)),
          copy: (link) => copy(link.shortUrl),
          open: (link) => open(link.shortUrl),
          undo,
          showWindow: window.show,
          quit: window.quit,
        },
      });
    },

    /** Called whenever the tray menu or the window's view of this would change. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Lets the shortcut go (when the app quits). */
    stop(): void {
      keeper.apply(null);
    },
  };
}

export type Desktop = ReturnType<typeof createDesktop>;
