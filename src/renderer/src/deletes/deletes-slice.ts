import type { Api } from '../../../shared/ipc/api.ts';
import { UNDO_WINDOW_MS, type DeletableKind, type DeleteResult } from '../../../shared/ipc/deletes.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { DeletesEvent } from '../../../shared/ipc/events.ts';
import type { ToastPlace } from '../components/toasts/toasts-slice.ts';
import { call } from '../store/call.ts';
import type { Slice } from '../store/slice.ts';

export interface DeleteRequest {
  accountId: string;
  kind: DeletableKind;
  ids: number[];
  /** What was deleted, as it reads after "Deleted": "3 links", "“my-alias”". */
  label: string;
}

/**
 * One delete the person asked for, from the click to its results. `scheduling` and `waiting` hide the items
 * (the undo window); `sending` and `done` keep hiding those sent without failure; `failed` is a schedule main
 * refused (nothing was deleted).
 */
export interface TrackedDelete extends DeleteRequest {
  /** This window's own id for it: main's `pendingId` only comes with the answer. */
  key: string;
  pendingId: string | null;
  state: 'scheduling' | 'waiting' | 'sending' | 'done' | 'failed';
  /** When main sends it unless undone, by this window's clock. */
  dueAt: number;
  results: DeleteResult[];
  /** Why scheduling failed, or why an undo came too late. */
  error: AppErrorData | null;
  /** The toast was put away; the entry stays while it still hides items that are (being) deleted. */
  dismissed: boolean;
  /** When main said it was done, by this window's clock: lists loaded after that need no hiding. */
  doneAt: number | null;
  /** Where its toast belongs: the area and account it was asked from, or where a late failure was reported. */
  place: ToastPlace;
  /** `Date.now()` when its toast was (last) put in view, to order it among the other toasts. */
  shownAt: number;
}

export interface DeletesSlice {
  /** The api the store talks through, for hooks that call main outside the store (list loads, forms). */
  api: Api;
  /** Every delete asked for in this window that still matters, oldest first; toasts show those not dismissed. */
  deletes: TrackedDelete[];
  /** `<accountId>:<kind>` → how many deletes have finished there: lists reload when it changes. */
  deletesFinished: Record<string, number>;

  /** Hides the items at once and asks main to hold the delete for the undo window. */
  scheduleDelete(request: DeleteRequest): Promise<void>;
  /** Asks main not to send it; the items come back if main still held it. */
  undoDelete(key: string): Promise<void>;
  /** Takes the toast away; a delete still held goes on as planned. */
  dismissDelete(key: string): void;
  receiveDeletesEvent(event: DeletesEvent): void;
}

/** Main still holds the delete (or is about to): Undo can take it back. */
export const canUndo = (entry: Pick<TrackedDelete, 'state'>) =>
  entry.state === 'scheduling' || entry.state === 'waiting';

export const finishedKey = (accountId: string, kind: DeletableKind) => `${accountId}:${kind}`;

let nextKey = 1;

export const createDeletesSlice =
  (api: Api): Slice<DeletesSlice> =>
  (set, get) => {
    const update = (key: string, changes: Partial<TrackedDelete>) =>
      set((state) => ({
        deletes: state.deletes.map((entry) => (entry.key === key ? { ...entry, ...changes } : entry)),
      }));
    const remove = (key: string) =>
      set((state) => ({ deletes: state.deletes.filter((entry) => entry.key !== key) }));
    const markFinished = (accountId: string, kind: DeletableKind) =>
      set((state) => {
        const key = finishedKey(accountId, kind);
        return {
          deletesFinished: { ...state.deletesFinished, [key]: (state.deletesFinished[key] ?? 0) + 1 },
        };
      });

    return {
      api,
      deletes: [],
      deletesFinished: {},

      async scheduleDelete(request) {
        const key = `delete-${nextKey++}`;
        // "Created …" and the like must not outlive what they name.
        get().dropToastsAbout(request.accountId, request.kind, request.ids);
        const entry: TrackedDelete = {
          ...request,
          ids: [...request.ids],
          key,
          pendingId: null,
          state: 'scheduling',
          dueAt: Date.now() + UNDO_WINDOW_MS,
          results: [],
          error: null,
          dismissed: false,
          doneAt: null,
          place: { screen: get().screen, accountId: request.accountId },
          shownAt: Date.now(),
        };
        set((state) => ({ deletes: [...state.deletes, entry] }));
        const result = await call(() =>
          api.scheduleDelete({ accountId: request.accountId, kind: request.kind, ids: request.ids }),
        );
        if (!get().deletes.some((tracked) => tracked.key === key)) {
          // Undone before main answered: take it back now that there is an id to name.
          if (result.ok) await call(() => api.undoDelete({ pendingId: result.value.pendingId }));
          return;
        }
        if (!result.ok) {
          update(key, { state: 'failed', error: result.error });
          return;
        }
        const dueAt = Date.parse(result.value.dueAt);
        update(key, {
          pendingId: result.value.pendingId,
          state: 'waiting',
          dueAt: Number.isNaN(dueAt) ? entry.dueAt : dueAt,
        });
      },

      async undoDelete(key) {
        const entry = get().deletes.find((tracked) => tracked.key === key);
        if (!entry || !canUndo(entry)) return;
        if (entry.pendingId === null) {
          // Main has not answered yet; scheduleDelete undoes it once it does.
          remove(key);
          return;
        }
        const pendingId = entry.pendingId;
        const result = await call(() => api.undoDelete({ pendingId }));
        if (result.ok && result.value.undone) {
          remove(key);
          return;
        }
        const current = get().deletes.find((tracked) => tracked.key === key);
        if (!current) return;
        update(key, {
          error: result.ok
            ? { code: 'conflict', message: 'Too late to undo: the delete was already being sent.' }
            : result.error,
        });
      },

      dismissDelete(key) {
        const entry = get().deletes.find((tracked) => tracked.key === key);
        // A failed schedule deleted nothing, so it has nothing left to hide.
        if (entry?.state === 'failed') remove(key);
        else if (entry) update(key, { dismissed: true });
        set((state) => ({ deletes: pruned(state.deletes) }));
      },

      receiveDeletesEvent(event) {
        const entry = get().deletes.find((tracked) => tracked.pendingId === event.pendingId);
        if (event.state === 'undone') {
          if (entry) remove(entry.key);
          return;
        }
        if (entry) {
          const failed = event.results.some((result) => !result.ok);
          // Failures come back into view even after the toast was put away: the person has to hear of them,
          // where they are now, and the toast then belongs there.
          const backInView = entry.dismissed && event.state === 'done' && failed;
          update(entry.key, {
            state: event.state,
            results: event.results,
            dismissed: entry.dismissed && !backInView,
            ...(backInView
              ? { place: { screen: get().screen, accountId: get().activeId }, shownAt: Date.now() }
              : {}),
            ...(event.state === 'done' ? { doneAt: Date.now() } : {}),
          });
        }
        if (event.state === 'done') markFinished(event.accountId, event.kind);
        // A user delete refused because the key is no longer an admin's takes the Admin section away too.
        const refused = event.results.find((result) => result.error?.code === 'forbidden');
        if (event.kind === 'users' && event.state === 'done' && refused?.error)
          void get().checkAdmin(event.accountId, refused.error.message);
      },
    };
  };

/** Finished deletes whose toast is gone are only kept for hiding; the oldest beyond this many are let go. */
const KEPT_FINISHED = 20;

function pruned(deletes: TrackedDelete[]): TrackedDelete[] {
  const finished = deletes.filter((entry) => entry.dismissed && entry.state === 'done');
  if (finished.length <= KEPT_FINISHED) return deletes;
  const dropped = new Set(finished.slice(0, finished.length - KEPT_FINISHED));
  return deletes.filter((entry) => !dropped.has(entry));
}

/** Whether the item is hidden because a delete of it is waiting, being sent, or was sent without failure. */
export function isHiddenByDelete(
  deletes: readonly TrackedDelete[],
  accountId: string,
  kind: DeletableKind,
  id: number,
): boolean {
  return deletes.some((entry) => {
    if (entry.accountId !== accountId || entry.kind !== kind || entry.state === 'failed') return false;
    if (!entry.ids.includes(id)) return false;
    const result = entry.results.find((sent) => sent.id === id);
    return !result || result.ok;
  });
}

/**
 * The ids a collection hides now: one set per render instead of a search per item. A finished delete stops
 * hiding once the collection holds items asked for after it finished: they no longer contain what it deleted,
 * and an id the installation gives to a new item must not be hidden (the sandbox reuses the highest id).
 */
export function hiddenIds(
  deletes: readonly TrackedDelete[],
  accountId: string,
  kind: DeletableKind,
  itemsRequestedAt = 0,
): Set<number> {
  const hidden = new Set<number>();
  for (const entry of deletes) {
    if (entry.accountId !== accountId || entry.kind !== kind || entry.state === 'failed') continue;
    if (entry.doneAt !== null && itemsRequestedAt >= entry.doneAt) continue;
    const failed = new Set(entry.results.filter((sent) => !sent.ok).map((sent) => sent.id));
    for (const id of entry.ids) if (!failed.has(id)) hidden.add(id);
  }
  return hidden;
}
