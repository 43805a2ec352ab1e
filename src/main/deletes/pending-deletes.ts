import { AppError } from '../../shared/ipc/app-error.ts';
import type { AppErrorData } from '../../shared/ipc/errors.ts';
import {
  UNDO_WINDOW_MS,
  type DeletableKind,
  type DeleteResult,
  type ScheduledDelete,
} from '../../shared/ipc/deletes.ts';
import type { AppEvent } from '../../shared/ipc/events.ts';

/** setTimeout and clearTimeout, injected so that tests move time along instead of waiting out the undo window. */
export interface DeleteTimers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

export const systemTimers: DeleteTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PendingDeletesDeps {
  /** Deletes one item; throws (an AppError for a reason a person should hear) when it cannot. */
  send: (accountId: string, kind: DeletableKind, id: number) => Promise<void>;
  emit: (event: AppEvent) => void;
  newId: () => string;
  now: () => Date;
  /** How long a delete waits for an undo; UNDO_WINDOW_MS unless a test says otherwise. */
  delayMs?: number;
  timers?: DeleteTimers;
  /**
   * Least time between two `sending` events of one bulk delete. Each event carries every result so far, so an
   * event per id would send some fifty million entries over IPC for 10,000 ids; a few a second keeps a
   * progress bar moving. 0 reports every id.
   */
  progressIntervalMs?: number;
  /** Failures that were not AppErrors (a bug, not a refusal) are logged with their details. */
  log?: { error: (message: string, error?: unknown) => void };
}

export interface ScheduleOptions {
  /**
   * Runs just before each id is sent, when the undo window is over: a throw leaves that id undeleted, with the
   * throw as its result. For a delete named by more than its id (the tray's Undo checks that the id is still the
   * link it made, since installations give a deleted link's id to the next one).
   */
  beforeSend?: (id: number) => Promise<void>;
}

export interface PendingDeletes {
  /** Holds the ids for the undo window, then sends them one after another. */
  schedule(
    accountId: string,
    kind: DeletableKind,
    ids: readonly number[],
    options?: ScheduleOptions,
  ): ScheduledDelete;
  /** Cancels a delete that is still held; false once sending has begun (or for an unknown id). */
  undo(pendingId: string): boolean;
  /** Sends everything still held at once and resolves when every delete, held or already sending, is done. */
  flush(): Promise<void>;
  /**
   * Drops the held deletes of an account that was removed or now points at another installation: its key is
   * gone, or its ids would name another installation's items.
   */
  forgetAccount(accountId: string): void;
}

interface Entry {
  pendingId: string;
  accountId: string;
  kind: DeletableKind;
  ids: readonly number[];
  beforeSend: ScheduleOptions['beforeSend'];
  /** The undo-window timer while held; null once sending has begun. */
  timer: unknown;
  /** Set when sending begins; resolves when every id has been handled. */
  sending: Promise<void> | null;
}

function errorOf(error: unknown, log: PendingDeletesDeps['log']): AppErrorData {
  if (error instanceof AppError) return error.toData();
  log?.error('A scheduled delete failed unexpectedly.', error);
  return { code: 'internal', message: 'Linkdesk could not delete this item. Try again.' };
}

/**
 * Deletes wait here, in main, for the undo window: the renderer hides the items at once and shows an Undo toast,
 * but nothing reaches the installation until the window ends. Held in main rather than in the window so that a
 * delete the person let through is still sent when the app quits (`flush`) or the window reloads.
 */
export function createPendingDeletes(deps: PendingDeletesDeps): PendingDeletes {
  const delayMs = deps.delayMs ?? UNDO_WINDOW_MS;
  const timers = deps.timers ?? systemTimers;
  const progressIntervalMs = deps.progressIntervalMs ?? 250;
  const entries = new Map<string, Entry>();

  const eventOf = (
    entry: Entry,
    state: 'sending' | 'done' | 'undone',
    results: DeleteResult[],
  ): AppEvent => ({
    type: 'deletes',
    pendingId: entry.pendingId,
    accountId: entry.accountId,
    kind: entry.kind,
    state,
    total: entry.ids.length,
    results: [...results],
  });

  async function sendAll(entry: Entry): Promise<void> {
    const results: DeleteResult[] = [];
    deps.emit(eventOf(entry, 'sending', results));
    let lastReport = deps.now().getTime();
    // One at a time: the gateway's rate limiter paces them, and a person's own requests go first meanwhile.
    for (const id of entry.ids) {
      try {
        // Only when there is one: a delete without it starts sending at once, as the undo window ends.
        if (entry.beforeSend) await entry.beforeSend(id);
        await deps.send(entry.accountId, entry.kind, id);
        results.push({ id, ok: true });
      } catch (error) {
        results.push({ id, ok: false, error: errorOf(error, deps.log) });
      }
      const at = deps.now().getTime();
      if (results.length < entry.ids.length && at - lastReport >= progressIntervalMs) {
        lastReport = at;
        deps.emit(eventOf(entry, 'sending', results));
      }
    }
    entries.delete(entry.pendingId);
    deps.emit(eventOf(entry, 'done', results));
  }

  function start(entry: Entry): Promise<void> {
    if (entry.sending) return entry.sending;
    timers.clear(entry.timer);
    entry.timer = null;
    entry.sending = sendAll(entry);
    return entry.sending;
  }

  function drop(entry: Entry): void {
    timers.clear(entry.timer);
    entries.delete(entry.pendingId);
    deps.emit(eventOf(entry, 'undone', []));
  }

  return {
    schedule(accountId, kind, ids, options = {}) {
      const entry: Entry = {
        pendingId: deps.newId(),
        accountId,
        kind,
        // Each id once: a second delete of the same item could only fail with "not found".
        ids: [...new Set(ids)],
        beforeSend: options.beforeSend,
        timer: null,
        sending: null,
      };
      entries.set(entry.pendingId, entry);
      entry.timer = timers.set(() => void start(entry), delayMs);
      return {
        pendingId: entry.pendingId,
        dueAt: new Date(deps.now().getTime() + delayMs).toISOString(),
      };
    },

    undo(pendingId) {
      const entry = entries.get(pendingId);
      if (!entry || entry.sending) return false;
      drop(entry);
      return true;
    },

    async flush() {
      await Promise.all([...entries.values()].map(start));
    },

    forgetAccount(accountId) {
      for (const entry of [...entries.values()]) {
        if (entry.accountId === accountId && !entry.sending) drop(entry);
      }
    },
  };
}
