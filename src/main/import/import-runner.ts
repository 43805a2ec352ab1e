import { AppError } from '../../shared/ipc/app-error.ts';
import type { ImportLink } from '../../shared/import/row-check.ts';
import type { ImportSummary } from '../../shared/ipc/imports.ts';
import type { ImportJournal } from './import-journal.ts';
import { importEta, type PaceTracker, createPaceTracker } from './import-pace.ts';

export interface MadeLink {
  id: number;
  shorturl: string;
}

export interface ImportRunnerDeps {
  journal: ImportJournal;
  /** Sends one create through the account's rate limiter; `requestId` lets a pause take it out of the queue. */
  create: (accountId: string, link: ImportLink, requestId: string) => Promise<MadeLink>;
  /**
   * Looks on the installation for the link a row may have made before its answer was lost: by alias when it has
   * one, else by its long URL among links made since `since` (ms). `claimed` are links other rows already own.
   */
  find: (
    accountId: string,
    link: ImportLink,
    since: number,
    claimed: ReadonlySet<number>,
  ) => Promise<MadeLink | null>;
  cancelRequest: (requestId: string) => void;
  /** Requests per minute the account's installation allows, when known: for the time an import will take. */
  perMinute: (accountId: string) => number | null;
  emit: (summary: ImportSummary) => void;
  newId: () => string;
  now: () => number;
  log: { error: (message: string, error?: unknown) => void };
}

/** Refusals about one row (its alias is taken, a field is refused): the row fails and the import goes on. */
const ROW_REFUSALS = new Set(['validation', 'conflict', 'not_found']);

/** At most this often, a progress event while rows go out quickly: each one carries the whole summary. */
const PROGRESS_EVERY_MS = 250;

interface Running {
  stopping: 'pause' | 'cancel' | 'quit' | null;
  requestId: string | null;
  pace: PaceTracker;
  done: Promise<void>;
}

/**
 * Sends an import's rows one after another through the rate-limited client, recording each in the journal
 * before it leaves and as soon as its answer arrives. One request per link made; a row whose answer was lost is
 * first looked for on the installation, and sent again only if it is not there. A cut connection or a failing
 * installation pauses the import with the reason; the person resumes it, or the next launch does.
 */
export function createImportRunner(deps: ImportRunnerDeps) {
  const { journal } = deps;
  const running = new Map<string, Running>();
  const lastEmit = new Map<string, number>();

  function summary(importId: string): ImportSummary | null {
    const record = journal.get(importId);
    if (!record) return null;
    const counts = journal.counts(importId);
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const left = counts.pending + counts.sending;
    return {
      importId,
      accountId: record.accountId,
      fileName: record.fileName,
      state: record.state,
      message: record.message,
      createdAt: record.createdAt,
      total,
      counts,
      etaSeconds:
        record.state === 'done' || record.state === 'cancelled'
          ? null
          : importEta(left, running.get(importId)?.pace ?? null, deps.perMinute(record.accountId)),
    };
  }

  function report(importId: string, force = false): void {
    const now = deps.now();
    if (!force && now - (lastEmit.get(importId) ?? 0) < PROGRESS_EVERY_MS) return;
    lastEmit.set(importId, now);
    const current = summary(importId);
    if (current) deps.emit(current);
  }

  /** Why the import stopped by itself, for people, and whether the row's request may have gone out. */
  function stopReason(error: unknown): string {
    if (error instanceof AppError) {
      return `${error.message} The import is paused; resume it when the installation can be reached again.`;
    }
    deps.log.error('An import stopped unexpectedly.', error);
    return 'Something went wrong inside Linkdesk, so the import is paused. Resume it to go on.';
  }

  async function settleUnknown(
    importId: string,
    accountId: string,
    row: number,
    link: ImportLink,
    since: number,
  ) {
    const made = await deps.find(accountId, link, since, journal.createdLinkIds(importId));
    if (made) journal.markCreated(importId, row, made.id, made.shorturl);
    else journal.markPending(importId, row);
  }

  async function run(importId: string, control: Running): Promise<void> {
    const record = journal.get(importId);
    if (!record) return;
    journal.setState(importId, 'running');
    report(importId, true);
    for (;;) {
      if (control.stopping) break;
      const next = journal.next(importId);
      if (!next || !next.link) {
        journal.setState(importId, 'done');
        break;
      }
      try {
        if (next.state === 'sending') {
          await settleUnknown(importId, record.accountId, next.row, next.link, next.sentAt ?? 0);
          continue;
        }
        journal.markSending(importId, next.row, deps.now());
        control.requestId = deps.newId();
        const made = await deps.create(record.accountId, next.link, control.requestId);
        journal.markCreated(importId, next.row, made.id, made.shorturl);
        control.pace.record(deps.now());
      } catch (error) {
        if (error instanceof AppError && ROW_REFUSALS.has(error.code)) {
          journal.markFailed(importId, next.row, error.message);
        } else {
          // Not sent at all (refused before leaving, or taken out of the queue): it goes again as it is.
          // Possibly sent: it stays `sending`, to be looked for before it is sent again.
          const maybeSent = !(error instanceof AppError) || error.outcomeUnknown;
          if (!maybeSent) journal.markPending(importId, next.row);
          if (!control.stopping) journal.setState(importId, 'paused', stopReason(error));
          break;
        }
      } finally {
        control.requestId = null;
      }
      report(importId);
    }
    if (control.stopping === 'pause') journal.setState(importId, 'paused');
    if (control.stopping === 'cancel') journal.setState(importId, 'cancelled');
    // A quit leaves the import `running`, so the next launch takes it up again.
  }

  function start(importId: string): void {
    if (running.has(importId)) return;
    const control: Running = {
      stopping: null,
      requestId: null,
      pace: createPaceTracker(),
      done: Promise.resolve(),
    };
    running.set(importId, control);
    control.done = run(importId, control)
      .catch((error: unknown) => {
        // The journal itself failed: nothing more is sent, since it could not be recorded.
        deps.log.error('An import stopped: its journal could not be written.', error);
        try {
          journal.setState(
            importId,
            'paused',
            'Linkdesk could not write its import journal, so it stopped sending.',
          );
        } catch {
          // The journal is out of reach; the launch after will find the import as it was left.
        }
      })
      .finally(() => {
        running.delete(importId);
        report(importId, true);
      });
  }

  async function stop(importId: string, how: 'pause' | 'cancel'): Promise<ImportSummary | null> {
    const control = running.get(importId);
    if (control) {
      control.stopping = how;
      // A request still waiting for the rate limit leaves the queue at once; one in flight gets its answer.
      if (control.requestId) deps.cancelRequest(control.requestId);
      await control.done;
    } else if (journal.get(importId)?.state !== 'done') {
      journal.setState(importId, how === 'pause' ? 'paused' : 'cancelled');
    }
    report(importId, true);
    return summary(importId);
  }

  return {
    summary,
    list: (): ImportSummary[] =>
      journal.imports().flatMap((record) => {
        const current = summary(record.importId);
        return current ? [current] : [];
      }),

    start,
    pause: (importId: string) => stop(importId, 'pause'),
    cancel: (importId: string) => stop(importId, 'cancel'),

    /** At launch: imports left running by a quit or a crash go on where they stopped. */
    resumeInterrupted(): void {
      for (const record of journal.imports()) if (record.state === 'running') start(record.importId);
    },

    /** When the app quits: the rows in flight get their answers recorded; the imports stay `running`. */
    async stopAll(): Promise<void> {
      const all = [...running.values()];
      for (const control of all) {
        control.stopping = 'quit';
        if (control.requestId) deps.cancelRequest(control.requestId);
      }
      await Promise.all(all.map((control) => control.done));
    },
  };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
