import type { AppEvent } from '../../shared/ipc/events.ts';
import type { AccountRecords } from '../accounts/account-record.ts';
import type { TextClipboard } from '../clipboard/secret-clipboard.ts';
import type { Gateway } from '../api/gateway.ts';
import type { Fetch } from '../api/http-client.ts';
import type { CredentialStore } from '../credentials/credential-store.ts';
import type { DeleteTimers } from '../deletes/pending-deletes.ts';
import type { DesktopHost } from '../desktop/desktop-host.ts';
import type { Clock } from '../api/rate-limiter.ts';
import type { HistoryStore } from '../history/history-store.ts';
import type { HealthStore } from '../health/health-store.ts';
import type { ConnectionState } from '../health/health-monitor.ts';
import type { Resolve } from '../qr/public-address.ts';
import type { BulkJournal } from '../bulk-edit/bulk-journal.ts';
import type { ImportJournal } from '../import/import-journal.ts';
import type { QrDesignStore } from '../qr/design-store.ts';
import type { SpreadsheetWorkerScript } from '../spreadsheet/run-in-worker.ts';
import type { UpdateChecker } from '../updates/update-checker.ts';

/** The built-in sandbox, started in-process on first use. */
export interface SandboxLauncher {
  ensure(): Promise<{ url: string; accounts: { username: string; status: string; apiKey: string }[] }>;
}

export interface HandlerDeps {
  records: AccountRecords;
  credentials: CredentialStore;
  fetch: Fetch;
  sandbox: SandboxLauncher;
  /**
   * Hands a vetted http(s) address to the system browser. `secret`: the address is a credential (a one-time
   * sign-in), so nothing may log or keep it.
   */
  openExternal: (url: string, options?: { secret?: boolean }) => Promise<void>;
  newId: () => string;
  now: () => Date;
  /** Every request about an account: rate limit, timeout, cancellation and the offline cache. */
  gateway: Gateway;
  /** Events for the renderer (fetch progress; the gateway reports rate-limit waits itself). */
  emit: (event: AppEvent) => void;
  /** QR designs created or saved from this computer (qr-designs.db beside the offline cache). */
  designs: QrDesignStore;
  /**
   * Saves a file the window exported where the person chooses (the native save dialog in the app): text (CSV,
   * SVG) or bytes (PNG), written as they are. Answers `saved: false` when they cancel. Only ever given a bare
   * file name, never a folder.
   */
  saveFile: (
    suggestedName: string,
    content: string | Uint8Array,
  ) => Promise<{ saved: boolean; path?: string }>;
  /** Shows a file saved by `saveFile` selected in the system's file manager; absent where there is none. */
  showInFolder?: (path: string) => void;
  /**
   * The system clipboard's text: what the window copies (short links; a generated password or another user's API
   * key, which main takes off again after a while).
   */
  clipboard: TextClipboard;
  /** How long a copied API key or password stays on the clipboard: SECRET_CLIPBOARD_MS unless a test says otherwise. */
  clipboardClearMs?: number;
  /** Puts a PNG image (already checked to be one) on the system clipboard. */
  copyImage: (png: Uint8Array) => Promise<void>;
  /** Finds and installs updates; none where this build does not update itself (dev:browser, tests). */
  updates?: UpdateChecker;
  /**
   * The global shortcut, notifications, tray and their settings file: Electron's in the app; without one, a
   * host in memory (shortcuts always granted, notifications kept, nothing saved).
   */
  desktopHost?: DesktopHost;
  /** The user-data folder, for small settings files (UTM templates); without one they are kept for the run. */
  settingsFolder?: string;
  /** Every bulk edit and each link's course (bulk-edits.db beside the offline cache); in memory without one. */
  bulkJournal?: BulkJournal;
  /** Every spreadsheet import and each row's outcome (imports.db beside the offline cache). */
  importJournal: ImportJournal;
  /**
   * The spreadsheet the person chooses in the native open dialog, read whole; null when they cancel. Main reads
   * it so the window never reaches the disk.
   */
  openFile: () => Promise<{ name: string; bytes: Uint8Array } | null>;
  /**
   * The spreadsheet worker's script, which reads chosen files and writes exports off main's event loop: the
   * bundled file in the app; by default its source (SOURCE_SPREADSHEET_WORKER), where main runs from its
   * sources under Node (dev:browser, tests).
   */
  spreadsheetWorker?: SpreadsheetWorkerScript;
  /**
   * Click history (history.db beside the offline cache). Without one, history is kept in memory for the run.
   * `clock` is the gateway's in tests that move time; the other settings are for tests too.
   */
  history?: {
    store: HistoryStore;
    clock?: Clock;
    log?: { warn: (message: string) => void };
    pageSize?: number;
    startDelayMs?: number;
    /** The size of history.db from which the Overview's sums run in the worker; 8 MB unless a test says. */
    risesInWorkerFromBytes?: number;
  };
  /**
   * Link health (health.db beside the offline cache). Without one, what checks find is kept in memory for the
   * run. The rest is for tests: the gateway's clock, a resolver and trusted certificates for local servers,
   * shorter waits, and the connection's state (always usable unless said).
   */
  health?: {
    store: HealthStore;
    clock?: Clock;
    log?: { warn: (message: string) => void };
    resolve?: Resolve;
    ca?: readonly string[];
    timeoutMs?: number;
    connection?: () => Promise<ConnectionState>;
    confirmAfterMs?: number;
    startDelayMs?: number;
    hostsAtOnce?: number;
  };
  /** Brings the window forward (a notification clicked); absent where there is no window to show. */
  showWindow?: () => void;
  /** How deletes wait for an undo: UNDO_WINDOW_MS and real timers unless a test says otherwise. */
  undoWindow?: { delayMs?: number; timers?: DeleteTimers };
}
