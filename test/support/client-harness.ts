import { createMemoryClipboard } from '../../src/main/clipboard/memory-clipboard.ts';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Revision } from '../../src/shared/api/constants.ts';
import type { Api } from '../../src/shared/ipc/api.ts';
import type { Result } from '../../src/shared/ipc/errors.ts';
import type { AppEvent } from '../../src/shared/ipc/events.ts';
import { createGateway } from '../../src/main/api/gateway.ts';
import type { Fetch } from '../../src/main/api/http-client.ts';
import { createOfflineCache } from '../../src/main/cache/offline-cache.ts';
import type { DeleteTimers, PendingDeletes } from '../../src/main/deletes/pending-deletes.ts';
import { registerHandlers, type HandlerDeps } from '../../src/main/handlers.ts';
import type { HealthMonitor } from '../../src/main/health/health-monitor.ts';
import { createQrDesignStore, type QrDesignStore } from '../../src/main/qr/design-store.ts';
import { createMemoryDesktopHost } from '../../src/main/desktop/desktop-host.ts';
import type { Desktop } from '../../src/main/desktop/desktop.ts';
import { createImportJournal, type ImportJournal } from '../../src/main/import/import-journal.ts';
import type { ImportRunner } from '../../src/main/import/import-runner.ts';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.ts';
import { MapCredentials, MemoryRecords } from './fakes.ts';
import { createTestIpc } from './ipc.ts';
import { tempDir } from './sandbox.ts';

export interface ClientSetUp {
  profile: 'reference' | 'deployed';
  revision: Revision;
}

/** The three set-ups the client must handle alike: the reference in both revisions, and a deployed server. */
export const CLIENT_SET_UPS: ClientSetUp[] = [
  { profile: 'reference', revision: 'current' },
  { profile: 'reference', revision: 'legacy' },
  { profile: 'deployed', revision: 'current' },
];

export interface ClientHarness {
  api: Api;
  sandbox: RunningSandbox;
  events: AppEvent[];
  /** Account ids in Linkdesk for the sandbox's users. */
  accounts: { alex: string; admin: string };
  /** Deletes held for undo, as the app holds them: `flush()` is what it calls when quitting. */
  pendingDeletes: PendingDeletes;
  /** What `files:save` was asked to save, in order (the harness's save "dialog" always saves). */
  savedFiles: { suggestedName: string; content: string | Uint8Array }[];
  /** Every PNG `clipboard:writeImage` put on the "clipboard", in order. */
  copiedImages: Uint8Array[];
  /** The text clipboard main writes API keys to (and clears). */
  clipboard: ReturnType<typeof createMemoryClipboard>;
  /** Every address handed to the system browser, with whether main marked it a secret. */
  opened: { url: string; secret: boolean }[];
  /** The harness's temp folder: main's data files (offline-cache.db, qr-designs.db, imports.db). */
  dataDir: string;
  /** The QR designs, in a real file of the harness's temp folder. */
  designs: QrDesignStore;
  /** Warnings the design store logged. */
  designWarnings: string[];
  /** The system's shortcuts and notifications, in memory: `press` plays the global shortcut. */
  desktopHost: ReturnType<typeof createMemoryDesktopHost>;
  /** Shortening from anywhere, as the app holds it (`start` registers the shortcut). */
  desktop: Desktop;
  /** Spreadsheet imports, as the app runs them, with their journal in a real file. */
  imports: ImportRunner;
  importJournal: ImportJournal;
  /** Link health's checks, as the app runs them. */
  health: HealthMonitor;
  /** The file the next `imports:openFile` "chooses" in its dialog; each is used once. */
  chooseFile: (file: { name: string; bytes: Uint8Array }) => void;
  close: () => Promise<void>;
}

/** The value of a successful call; a failure fails the test with the error main gave. */
export function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`Expected success, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** The error of a failed call; a success fails the test with the value main gave. */
export function failureOf(result: Result<unknown>) {
  if (result.ok) throw new Error(`Expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/**
 * The real main-process handlers (registrar, gateway, offline cache, installation client) behind the same
 * `Api` the preload gives the window, against a real sandbox over HTTP. Only the keychain and the account
 * records are in memory.
 */
export async function startClientHarness(
  setUp: ClientSetUp,
  options: {
    rateLimit?: number;
    timeoutMs?: number;
    /** The address accounts are added with, e.g. a proxy in front of the sandbox; the sandbox's own by default. */
    baseUrlFor?: (sandboxUrl: string) => string;
    /** How long deletes wait for an undo, and the timers they wait with; the app's 8 s and real timers by default. */
    undoWindow?: { delayMs?: number; timers?: DeleteTimers };
    /** The network main uses (e.g. one that records what was sent); the global fetch by default. */
    fetch?: Fetch;
    /** How long a copied API key stays on the clipboard; the app's minute by default. */
    clipboardClearMs?: number;
    /** Small settings files (UTM templates) in the harness's folder; in memory otherwise. */
    settingsFolder?: boolean;
    /** Hears every request that reaches the sandbox. */
    observeSandbox?: (request: { method: string; path: string }) => void;
    /** Link health's store and test settings (a resolver, shorter waits); in memory with the app's otherwise. */
    health?: HandlerDeps['health'];
  } = {},
): Promise<ClientHarness> {
  const sandbox = await startSandbox({
    memory: true,
    seed: 'demo',
    rateLimit: options.rateLimit ?? 0,
    revision: setUp.revision,
    profile: setUp.profile,
    ...(options.observeSandbox ? { observe: options.observeSandbox } : {}),
  });
  const events: AppEvent[] = [];
  const emit = (event: AppEvent) => void events.push(event);
  const dataDir = tempDir('linkdesk-client-');
  const cache = createOfflineCache({
    file: join(dataDir, 'offline-cache.db'),
    now: Date.now,
    log: { warn: () => undefined },
  });
  const gateway = createGateway({
    cache,
    emit,
    now: Date.now,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  const ipc = createTestIpc();
  const savedFiles: ClientHarness['savedFiles'] = [];
  const copiedImages: Uint8Array[] = [];
  const clipboard = createMemoryClipboard();
  const opened: ClientHarness['opened'] = [];
  const designWarnings: string[] = [];
  const designs = createQrDesignStore({
    file: join(dataDir, 'qr-designs.db'),
    log: { warn: (message) => void designWarnings.push(message) },
  });
  // Windows: its notifications show buttons (Open, Undo), which the tests press.
  const importJournal = createImportJournal({
    file: join(dataDir, 'imports.db'),
    log: { warn: (message) => void designWarnings.push(message) },
  });
  const chosenFiles: { name: string; bytes: Uint8Array }[] = [];
  const desktopHost = createMemoryDesktopHost({ platform: 'windows' });
  const { pendingDeletes, desktop, imports, health } = registerHandlers(ipc.registrar, {
    records: new MemoryRecords(),
    credentials: new MapCredentials(),
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    sandbox: { ensure: () => Promise.reject(new Error('The built-in sandbox is not used here.')) },
    openExternal: async (url, { secret = false } = {}) => void opened.push({ url, secret }),
    newId: randomUUID,
    now: () => new Date(),
    gateway,
    emit,
    designs,
    importJournal,
    openFile: async () => chosenFiles.shift() ?? null,
    saveFile: async (suggestedName, content) => {
      savedFiles.push({ suggestedName, content });
      return { saved: true };
    },
    copyImage: async (png) => void copiedImages.push(png),
    clipboard,
    desktopHost: desktopHost.host,
    ...(options.clipboardClearMs !== undefined ? { clipboardClearMs: options.clipboardClearMs } : {}),
    ...(options.undoWindow ? { undoWindow: options.undoWindow } : {}),
    ...(options.settingsFolder ? { settingsFolder: dataDir } : {}),
    ...(options.health ? { health: options.health } : {}),
  });
  const add = async (username: string) => {
    const user = sandbox.accounts.find((account) => account.username === username)!;
    const baseUrl = options.baseUrlFor?.(sandbox.url) ?? sandbox.url;
    return valueOf(await ipc.api.addAccount({ name: username, baseUrl, apiKey: user.apiKey })).id;
  };
  const accounts = { alex: await add('alex'), admin: await add('admin') };
  return {
    api: ipc.api,
    sandbox,
    events,
    accounts,
    pendingDeletes,
    savedFiles,
    copiedImages,
    clipboard,
    opened,
    dataDir,
    designs,
    designWarnings,
    desktopHost,
    desktop,
    imports,
    importJournal,
    health,
    chooseFile: (file) => void chosenFiles.push(file),
    close: async () => {
      await health.stop();
      await imports.stopAll();
      importJournal.close();
      await sandbox.close().catch(() => undefined);
      cache.close();
      designs.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
