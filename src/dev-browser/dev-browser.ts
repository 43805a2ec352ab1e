import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createAccountRecords } from '../main/accounts/account-records.ts';
import { createGateway } from '../main/api/gateway.ts';
import type { Fetch } from '../main/api/http-client.ts';
import type { Clock } from '../main/api/rate-limiter.ts';
import { createMemoryClipboard } from '../main/clipboard/memory-clipboard.ts';
import { createOfflineCache } from '../main/cache/offline-cache.ts';
import { createCredentialStore } from '../main/credentials/create-credential-store.ts';
import { fileBytes } from '../main/files/saved-file.ts';
import { createMemoryDesktopHost } from '../main/desktop/desktop-host.ts';
import { createDesktopSettingsStore } from '../main/desktop/desktop-settings.ts';
import type { DesktopNotice } from '../main/desktop/shorten-notice.ts';
import { readChosenFile } from '../main/import/chosen-file.ts';
import { createHistoryStore } from '../main/history/history-store.ts';
import { createHealthStore } from '../main/health/health-store.ts';
import { createBulkJournal } from '../main/bulk-edit/bulk-journal.ts';
import { createImportJournal } from '../main/import/import-journal.ts';
import type { CredentialStore } from '../main/credentials/credential-store.ts';
import { importKeytar } from '../main/credentials/keytar-store.ts';
import { registerHandlers, type HandlerDeps, type SandboxLauncher } from '../main/handlers.ts';
import { createRegistrar } from '../main/ipc/registrar.ts';
import { createQrDesignStore } from '../main/qr/design-store.ts';
import { createSandboxLauncher } from '../main/sandbox-launcher.ts';
import { CONTENT_SECURITY_POLICY } from '../main/window/content-security-policy.ts';
import type { AppEvent } from '../shared/ipc/events.ts';
import { TOKEN_PARAMETER } from './bridge-script.ts';
import { startBridgeServer, type BridgeExchange } from './bridge-server.ts';
import { createEventHub } from './event-hub.ts';
import { HttpIpcHost } from './http-ipc-host.ts';
import { DEFAULT_OUT_DIR, ensureRendererBuilt } from './renderer-build.ts';
import { newToken } from './request-guard.ts';

export interface DevBrowserOptions {
  /**
   * Accounts, the offline cache, QR designs and the built-in sandbox's data. Default: a new temp folder, removed
   * on close.
   */
  dataDir?: string;
  /** electron-vite's output folder; the renderer is served from its `renderer/`. Default: the project's `out/`. */
  outDir?: string;
  /** Build the app before serving, even when a build exists. */
  build?: boolean;
  /** Default: the OS keychain through keytar when it answers, else memory (with a warning). */
  credentials?: CredentialStore;
  fetch?: Fetch;
  /** How long a copied API key stays on the clipboard; the app's minute by default. */
  clipboardClearMs?: number;
  /** The spreadsheet every "Choose file…" or drop opens, unless a test chose one with `chooseFile`. */
  importFile?: string;
  /**
   * The time rate-limit windows are counted and waited out in, and click history's snapshots are taken on: the
   * system's unless a test moves it (then `runDueSnapshots` takes the looks the moved clock says are due).
   */
  gatewayClock?: Clock;
  /** Items per page of history's snapshots; 1,000 unless a test wants several pages of a few links. */
  historyPageSize?: number;
  /**
   * Link health's checks for tests: the second check's wait, and trusted certificates and a resolver for local
   * servers. The app's otherwise; checks of this computer are allowed, as the built-in sandbox is on it.
   */
  health?: Pick<
    NonNullable<HandlerDeps['health']>,
    'confirmAfterMs' | 'ca' | 'resolve' | 'timeoutMs' | 'startDelayMs'
  >;
  /** How held deletes wait for an undo: the app's eight seconds on real timers unless a test moves them. */
  undoWindow?: HandlerDeps['undoWindow'];
  /** Global shortcuts "another app" holds, which the stand-in for the system refuses. */
  refusedShortcuts?: readonly string[];
  /** One line per event; the command line writes them to stderr. Never given a key. */
  log?: (line: string) => void;
  onExchange?: (exchange: BridgeExchange) => void;
}

export interface DevBrowser {
  /** The page to open, token included. */
  url: string;
  origin: string;
  token: string;
  dataDir: string;
  /** Where exports are saved: there is no save dialog here, so `files:save` writes `<dataDir>/downloads/<name>`. */
  downloadsDir: string;
  /** Where `clipboard:writeImage` puts the PNG (there is no system clipboard to check from a test). */
  clipboardFile: string;
  /** The text clipboard, in memory: main puts users' API keys there and takes them off again. */
  clipboardText: () => string;
  /** Puts text on that clipboard, as a person copying something in another app would. */
  setClipboardText: (text: string) => void;
  /** Addresses the app asked the system browser to open, oldest first (secret ones too: they are only in memory). */
  opened: () => readonly string[];
  /** Saved files the app asked to show in the file manager, oldest first. */
  shownInFolder: () => readonly string[];
  credentials: CredentialStore;
  /** The built-in sandbox that the sandbox account uses (started on first use). */
  sandbox: SandboxLauncher;
  /**
   * Presses the global shortcut, as a person would in another app; false when no shortcut with those keys is
   * registered. There is no system here to listen for keys.
   */
  pressShortcut: (accelerator: string) => boolean;
  /** The file the app's next open dialog "chooses" (there is no dialog here); each is used once. */
  chooseFile: (path: string) => void;
  /** The notifications the app showed, oldest first, with their buttons. */
  notifications: () => readonly DesktopNotice[];
  /** Sends an event to every open page, as main's handlers and gateway do. */
  emit: (event: AppEvent) => void;
  /** Takes the history snapshots whose time has come by the clock (for a test that moved it), and waits for them. */
  runDueSnapshots: () => Promise<void>;
  /** Waits for the account's link health run in progress, if any. */
  healthSettled: (accountId: string) => Promise<void>;
  /** Makes the person away from the computer, or back, for milestones' notifications. */
  setAway: (away: boolean) => void;
  close: () => Promise<void>;
}

/**
 * The app without Electron: the real main-process handlers under Node with real dependencies, the built
 * renderer served on 127.0.0.1, and `window.api` bridged over HTTP. Never packaged.
 */
export async function startDevBrowser(options: DevBrowserOptions = {}): Promise<DevBrowser> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const warn = { warn: (message: string) => log(`warning: ${message}`) };
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'linkdesk-dev-browser-')));
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => log(`${error}`));
  };

  try {
    const rendererDir = await ensureRendererBuilt({
      outDir: options.outDir ?? DEFAULT_OUT_DIR,
      force: options.build ?? false,
      log,
    });

    const records = createAccountRecords({ dir: dataDir, log: warn });
    const credentials =
      options.credentials ??
      (await createCredentialStore({
        loadKeytar: importKeytar,
        safeStorage: null,
        userDataDir: dataDir,
        log: warn,
        allowMemoryFallback: true,
      }));
    if (temporary) {
      cleanups.push(async () => {
        // A throwaway folder's accounts go with it, keys included, so the keychain keeps no orphans.
        for (const account of (await records.load()).accounts) await credentials.delete(account.id);
        await rm(dataDir, { recursive: true, force: true });
      });
    }

    const sandbox = createSandboxLauncher({ dataDir: join(dataDir, 'sandbox') });
    cleanups.push(() => sandbox.close());

    const events = createEventHub();
    // As in the app: the last good answer of every read, kept with the accounts, so reads work offline.
    const cache = createOfflineCache({ file: join(dataDir, 'offline-cache.db'), now: Date.now, log: warn });
    cleanups.push(async () => cache.close());
    const designs = createQrDesignStore({ file: join(dataDir, 'qr-designs.db'), log: warn });
    cleanups.push(async () => designs.close());
    const importJournal = createImportJournal({ file: join(dataDir, 'imports.db'), log: warn });
    cleanups.push(async () => importJournal.close());
    const bulkJournal = createBulkJournal({ file: join(dataDir, 'bulk-edits.db'), log: warn });
    cleanups.push(async () => bulkJournal.close());
    const historyStore = createHistoryStore({ file: join(dataDir, 'history.db'), log: warn });
    cleanups.push(async () => historyStore.close());
    const healthStore = createHealthStore({ file: join(dataDir, 'health.db'), log: warn });
    cleanups.push(async () => healthStore.close());
    // No open dialog here: a test (`chooseFile`) or the person (`--import FILE`) says which file is "chosen".
    const chosenFiles: string[] = [];
    const openFile = async () => {
      const path = chosenFiles.shift() ?? options.importFile;
      if (!path) {
        log(
          'The app asked for a spreadsheet to import; none was given (--import FILE), so it was cancelled.',
        );
        return null;
      }
      return readChosenFile(path);
    };
    const gateway = createGateway({
      cache,
      emit: events.emit,
      now: options.gatewayClock?.now ?? Date.now,
      ...(options.gatewayClock ? { sleep: options.gatewayClock.sleep } : {}),
    });

    const downloadsDir = join(dataDir, 'downloads');
    // Stands in for the save dialog: the file lands under its suggested name, written as the app writes it
    // (bytes as they are, a byte-order mark for CSV), so end-to-end tests read exactly what a person would have saved.
    const saveFile = async (suggestedName: string, content: string | Uint8Array) => {
      await mkdir(downloadsDir, { recursive: true });
      const path = join(downloadsDir, basename(suggestedName));
      await writeFile(path, fileBytes(path, content));
      log(`Saved ${path}.`);
      return { saved: true, path };
    };
    // No file manager to show a saved file in: the request is kept for tests and said in the log.
    const shownInFolder: string[] = [];
    const showInFolder = (path: string) => {
      shownInFolder.push(path);
      log(`The app asked to show ${path} in its folder.`);
    };
    const clipboardFile = join(dataDir, 'clipboard.png');
    const copyImage = async (png: Uint8Array) => {
      await writeFile(clipboardFile, png);
      log(`Copied an image to ${clipboardFile}.`);
    };

    const textClipboard = createMemoryClipboard();
    const opened: string[] = [];
    // No system browser to hand links to from here: the address is kept for tests and said for the person to
    // open, except a secret one (a one-time sign-in), which is only announced.
    const openExternal = async (url: string, { secret = false } = {}) => {
      opened.push(url);
      log(
        secret
          ? `The app asked to open a one-time sign-in address on ${new URL(url).origin} in the system browser.`
          : `The app asked to open ${url} in the system browser.`,
      );
    };

    let appUrl = '';
    const host = new HttpIpcHost(() => appUrl);
    const registrar = createRegistrar(host, (url) => url === appUrl, {
      error: (message, error) =>
        log(`${message}: ${error instanceof Error ? (error.stack ?? error.message) : error}`),
    });
    // No system shortcuts, notifications or tray here: shortcuts are held in memory (tests press them), and
    // notifications are kept for tests and said in the log. The settings are a real file, as in the app.
    const desktopHost = createMemoryDesktopHost({
      settings: createDesktopSettingsStore(dataDir, warn),
      ...(options.refusedShortcuts ? { refused: options.refusedShortcuts } : {}),
    });
    const notify = desktopHost.host.notify;
    desktopHost.host.notify = (notice) => {
      notify(notice);
      log(`Notification: ${notice.title}. ${notice.body}`);
    };
    const { pendingDeletes, desktop, imports, bulkEdits, history, health } = registerHandlers(registrar, {
      records,
      credentials,
      fetch: options.fetch ?? globalThis.fetch,
      sandbox,
      openExternal,
      newId: randomUUID,
      now: () => new Date(),
      gateway,
      emit: events.emit,
      designs,
      importJournal,
      bulkJournal,
      settingsFolder: dataDir,
      openFile,
      saveFile,
      showInFolder,
      copyImage,
      clipboard: textClipboard,
      desktopHost: desktopHost.host,
      history: {
        store: historyStore,
        log: warn,
        ...(options.gatewayClock ? { clock: options.gatewayClock } : {}),
        ...(options.historyPageSize !== undefined ? { pageSize: options.historyPageSize } : {}),
      },
      health: {
        store: healthStore,
        log: warn,
        ...(options.gatewayClock ? { clock: options.gatewayClock } : {}),
        ...(options.health ?? {}),
      },
      ...(options.clipboardClearMs !== undefined ? { clipboardClearMs: options.clipboardClearMs } : {}),
      ...(options.undoWindow ? { undoWindow: options.undoWindow } : {}),
    });
    // Registered before the server's cleanup, so it runs after it (cleanups run in reverse) and before the
    // sandbox closes: deletes the person let through are sent, as the app sends them when it quits.
    cleanups.push(() => pendingDeletes.flush());
    await desktop.start();
    cleanups.push(async () => desktop.stop());
    imports.resumeInterrupted();
    // Runs before the deletes' flush and the sandbox's close: rows in flight get their answers recorded.
    cleanups.push(() => imports.stopAll());
    bulkEdits.resumeInterrupted();
    cleanups.push(() => bulkEdits.stopAll());
    await history.start();
    cleanups.push(() => history.stop());
    await health.start();
    cleanups.push(() => health.stop());

    const token = newToken();
    const server = await startBridgeServer({
      rendererDir,
      token,
      policy: CONTENT_SECURITY_POLICY,
      host,
      events: events.subscribe,
      log,
      ...(options.onExchange ? { onExchange: options.onExchange } : {}),
    });
    cleanups.push(() => server.close());
    appUrl = `${server.origin}/`;

    log(`Serving ${rendererDir} at ${server.origin}; data in ${dataDir}; keys in ${credentials.backend}.`);
    return {
      url: `${appUrl}?${TOKEN_PARAMETER}=${token}`,
      origin: server.origin,
      token,
      dataDir,
      downloadsDir,
      clipboardFile,
      clipboardText: () => textClipboard.text,
      setClipboardText: (text: string) => void textClipboard.writeText(text),
      opened: () => opened,
      shownInFolder: () => shownInFolder,
      pressShortcut: desktopHost.press,
      chooseFile: (path: string) => void chosenFiles.push(path),
      notifications: () => desktopHost.notices,
      credentials,
      sandbox,
      emit: events.emit,
      runDueSnapshots: () => history.runDue(),
      healthSettled: (accountId: string) => health.settled(accountId),
      setAway: desktopHost.setAway,
      close: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    if (temporary) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
