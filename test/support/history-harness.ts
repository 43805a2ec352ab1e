import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Api } from '../../src/shared/ipc/api.ts';
import type { AppEvent } from '../../src/shared/ipc/events.ts';
import { createGateway } from '../../src/main/api/gateway.ts';
import type { Fetch } from '../../src/main/api/http-client.ts';
import { createOfflineCache } from '../../src/main/cache/offline-cache.ts';
import { createMemoryClipboard } from '../../src/main/clipboard/memory-clipboard.ts';
import { createMemoryDesktopHost } from '../../src/main/desktop/desktop-host.ts';
import { registerHandlers } from '../../src/main/handlers.ts';
import type { HistoryCollector } from '../../src/main/history/collector.ts';
import { createHistoryStore, type HistoryStore } from '../../src/main/history/history-store.ts';
import { createImportJournal } from '../../src/main/import/import-journal.ts';
import { createQrDesignStore } from '../../src/main/qr/design-store.ts';
import { DATABASE_FILE, type Profile } from '../../src/sandbox/options.ts';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.ts';
import { valueOf } from './client-harness.ts';
import { MapCredentials, MemoryRecords } from './fakes.ts';
import { createTestIpc } from './ipc.ts';
import { ManualClock } from './manual-clock.ts';
import { tempDir } from './sandbox.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface HistoryHarness {
  api: Api;
  sandbox: RunningSandbox;
  /** The sandbox's own database, read-only: what it recorded. */
  recorded: DatabaseSync;
  clock: ManualClock;
  history: HistoryCollector;
  store: HistoryStore;
  events: AppEvent[];
  desktopHost: ReturnType<typeof createMemoryDesktopHost>;
  savedFiles: { suggestedName: string; content: string | Uint8Array }[];
  /** alex's account in Linkdesk (the demo's links, codes, campaigns and channels). */
  alex: string;
  dataDir: string;
  /** The sandbox's data folder (its `sandbox.db`). */
  sandboxDir: string;
  /** Moves the clock by `ms` and takes every look that is due then. */
  advance: (ms: number) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The real handlers with click history in a real history.db, against a sandbox with simulated traffic, all on
 * one manual clock that starts on a quarter hour: looks fall exactly on the grid, and two weeks pass in seconds.
 */
export async function startHistoryHarness(
  options: { rateLimit?: number; pageSize?: number; profile?: Profile; fetch?: Fetch; dataDir?: string } = {},
): Promise<HistoryHarness> {
  const start = Math.ceil(Date.UTC(2026, 10, 2, 9) / (15 * MINUTE)) * 15 * MINUTE;
  const clock = new ManualClock(start);
  const sandboxDir = tempDir('linkdesk-history-sandbox-');
  const sandbox = await startSandbox({
    dataDir: sandboxDir,
    seed: 'demo',
    rateLimit: options.rateLimit ?? 0,
    profile: options.profile ?? 'reference',
    traffic: true,
    now: clock.now,
  });
  const recorded = new DatabaseSync(join(sandboxDir, DATABASE_FILE), { readOnly: true });
  const dataDir = options.dataDir ?? tempDir('linkdesk-history-');
  const events: AppEvent[] = [];
  const emit = (event: AppEvent) => void events.push(event);
  const quiet = { warn: () => undefined };
  const cache = createOfflineCache({ file: join(dataDir, 'offline-cache.db'), now: clock.now, log: quiet });
  const gateway = createGateway({ cache, emit, now: clock.now, sleep: clock.sleep });
  const store = createHistoryStore({ file: join(dataDir, 'history.db'), log: quiet });
  const designs = createQrDesignStore({ file: ':memory:', log: quiet });
  const importJournal = createImportJournal({ file: ':memory:', log: quiet });
  const desktopHost = createMemoryDesktopHost({ platform: 'windows' });
  const savedFiles: HistoryHarness['savedFiles'] = [];
  const ipc = createTestIpc();
  const { history } = registerHandlers(ipc.registrar, {
    records: new MemoryRecords(),
    credentials: new MapCredentials(),
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    sandbox: { ensure: () => Promise.reject(new Error('The built-in sandbox is not used here.')) },
    openExternal: async () => undefined,
    newId: randomUUID,
    now: () => new Date(clock.now()),
    gateway,
    emit,
    designs,
    importJournal,
    openFile: async () => null,
    saveFile: async (suggestedName, content) => {
      savedFiles.push({ suggestedName, content });
      return { saved: true };
    },
    copyImage: async () => undefined,
    clipboard: createMemoryClipboard(),
    desktopHost: desktopHost.host,
    history: {
      store,
      clock,
      startDelayMs: 0,
      // Every Overview's sums in the worker, as a large file's are, even for this small one.
      risesInWorkerFromBytes: 0,
      ...(options.pageSize !== undefined ? { pageSize: options.pageSize } : {}),
    },
  });
  const user = sandbox.accounts.find((account) => account.username === 'alex')!;
  const alex = valueOf(
    await ipc.api.addAccount({ name: 'alex', baseUrl: sandbox.url, apiKey: user.apiKey }),
  ).id;
  return {
    api: ipc.api,
    sandbox,
    recorded,
    clock,
    history,
    store,
    events,
    desktopHost,
    savedFiles,
    alex,
    dataDir,
    sandboxDir,
    advance: async (ms) => {
      await clock.advance(ms);
      await history.runDue();
    },
    close: async () => {
      await history.stop();
      store.close();
      recorded.close();
      await sandbox.close().catch(() => undefined);
      cache.close();
      designs.close();
      importJournal.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(sandboxDir, { recursive: true, force: true });
    },
  };
}

const sqlTime = (at: number) => new Date(at).toISOString().slice(0, 19).replace('T', ' ');

/**
 * What the sandbox recorded in (from, to] for one link (by id), one link kind of alex's ('link' for every link,
 * 'qr' for every dynamic code's), or a set of links: its own clicks table, counted.
 */
export function recordedClicks(
  db: DatabaseSync,
  linkIds: readonly number[],
  from: number,
  to: number,
): number {
  if (linkIds.length === 0) return 0;
  const row = db
    .prepare(
      `SELECT COUNT(*) AS count FROM clicks WHERE link_id IN (${linkIds.map(() => '?').join(',')}) AND date > ? AND date <= ?`,
    )
    .get(...linkIds, sqlTime(from), sqlTime(to)) as { count: number };
  return row.count;
}
