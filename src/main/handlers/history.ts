import { AppError } from '../../shared/ipc/app-error.ts';
import { isPlainFileName } from '../../shared/ipc/contract.ts';
import type { HistoryRange, HistorySubject, Series } from '../../shared/ipc/history.ts';
import type { SavedFiles } from '../files/saved-files.ts';
import { createHistoryCollector, type HistoryCollector } from '../history/collector.ts';
import { createHistoryReads } from '../history/history-reads.ts';
import { createHistoryStore } from '../history/history-store.ts';
import { seriesSheet } from '../history/series-sheet.ts';
import type { Registrar } from '../ipc/registrar.ts';
import { systemClock } from '../api/rate-limiter.ts';
import { runInWorker } from '../spreadsheet/run-in-worker.ts';
import { SOURCE_SPREADSHEET_WORKER } from '../spreadsheet/source-worker.ts';
import type { HandlerContext } from './context.ts';
import type { HandlerDeps } from './deps.ts';

/** From this size of history.db on, the Overview's sums run in the worker (about a week of 10,000 links). */
const RISES_IN_WORKER_FROM_BYTES = 8 * 1024 * 1024;

/**
 * Click history: the collector that takes the snapshots (started by the caller once the app is up), and the
 * window's reads of what it kept. Every read is local: nothing here waits for the installation.
 */
export function registerHistoryHandlers(
  registrar: Registrar,
  deps: HandlerDeps,
  ctx: HandlerContext,
  savedFiles: SavedFiles,
): HistoryCollector {
  const history = deps.history ?? {
    store: createHistoryStore({ file: ':memory:', log: { warn: () => undefined } }),
  };
  const { store } = history;
  const clock = history.clock ?? systemClock;
  const host = deps.desktopHost;
  const collector = createHistoryCollector({
    store,
    gateway: deps.gateway,
    targetOf: (accountId) => ctx.targetOf(accountId),
    accounts: async () => {
      const file = await deps.records.load();
      return { activeId: file.activeId, ids: file.accounts.map((account) => account.id) };
    },
    clock,
    emit: (status, milestones) => deps.emit({ type: 'history', status, milestones }),
    ...(host
      ? {
          notify: (title: string, body: string) => host.notify({ title, body, actions: [] }),
          away: () => host.away?.() ?? false,
        }
      : {}),
    log: { warn: (message) => history.log?.warn(message) },
    ...(history.pageSize !== undefined ? { pageSize: history.pageSize } : {}),
    ...(history.startDelayMs !== undefined ? { startDelayMs: history.startDelayMs } : {}),
  });
  const reads = createHistoryReads(store);
  const worker = deps.spreadsheetWorker ?? SOURCE_SPREADSHEET_WORKER;

  /** The account must still be in Linkdesk: history is never read for one that was removed. */
  async function known(accountId: string): Promise<void> {
    ctx.find(await deps.records.load(), accountId);
  }

  async function seriesOf(accountId: string, subject: HistorySubject, range: HistoryRange): Promise<Series> {
    await known(accountId);
    return reads.series(accountId, subject, range, await collector.status(accountId), clock.now());
  }

  registrar.handle('history:status', async ({ accountId }) => {
    await known(accountId);
    return collector.status(accountId);
  });

  registrar.handle('history:setSettings', async ({ accountId, ...change }) => {
    await known(accountId);
    return collector.setSettings(accountId, {
      ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      ...(change.intervalMinutes !== undefined ? { intervalMinutes: change.intervalMinutes as 15 } : {}),
      ...(change.milestones
        ? {
            milestones: {
              ...change.milestones,
              thresholds: [...new Set(change.milestones.thresholds)].sort((a, b) => a - b),
            },
          }
        : {}),
    });
  });

  registrar.handle('history:snapshot', async ({ accountId }) => {
    await known(accountId);
    return collector.snapshotNow(accountId);
  });

  /**
   * Summed in the worker once history.db is large, so that a month of points never holds main's event loop; a
   * small file's sum takes a few milliseconds, less than starting a worker.
   */
  async function risesOf(accountId: string, beforeFrom: number, from: number, to: number) {
    const { file, account } = store.location(accountId);
    const small =
      store.sizes(accountId).fileBytes < (history.risesInWorkerFromBytes ?? RISES_IN_WORKER_FROM_BYTES);
    if (file === null || account === null || small) return store.risesHere(accountId, beforeFrom, from, to);
    return runInWorker(worker, { kind: 'history-rises', file, account, beforeFrom, from, to });
  }

  registrar.handle('history:overview', async ({ accountId, range }) => {
    await known(accountId);
    return reads.overview(
      accountId,
      range,
      await collector.status(accountId),
      clock.now(),
      (beforeFrom, from, to) => risesOf(accountId, beforeFrom, from, to),
    );
  });

  registrar.handle('history:series', async ({ accountId, subject, range }) =>
    seriesOf(accountId, subject, range),
  );

  registrar.handle('history:export', async ({ accountId, subject, range, format, title }) => {
    const series = await seriesOf(accountId, subject, range);
    const sheet = seriesSheet(series, subject, format, title);
    if (!isPlainFileName(sheet.fileName)) {
      throw new AppError('validation', 'The file name must not name a folder.', { field: 'title' });
    }
    const bytes = await runInWorker(worker, {
      kind: 'write',
      sheet: sheet.sheet,
      added: [],
    });
    const { saved, path } = await deps.saveFile(sheet.fileName, bytes);
    if (!saved || !path || !deps.showInFolder) return { saved };
    return { saved, savedId: savedFiles.remember(path) };
  });

  return collector;
}
