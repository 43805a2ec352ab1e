import type { DeletableKind } from '../../../../shared/ipc/deletes.ts';
import { canUndo, type TrackedDelete } from '../../deletes/deletes-slice.ts';
import type { Screen } from '../../shell/shell-slice.ts';
import type { AppStore } from '../../store/app-store.ts';
import type { Slice } from '../../store/slice.ts';

/**
 * Where a toast was made: it belongs there, and goes when the person moves to another area or account. A delete
 * that can still be undone is the exception: its toast moves along, so Undo stays within reach.
 */
export interface ToastPlace {
  screen: Screen;
  accountId: string | null;
}

/**
 * `success` leaves on its own after a while; `problem` stays until the person dismisses it (or leaves its place),
 * because what went wrong has to be read, however long that takes.
 */
export type ToastTone = 'success' | 'problem';

/** One item a toast names, so that the toast goes when the item is deleted: "Created …/spring" must not outlive it. */
export interface ToastSubject {
  kind: DeletableKind;
  id: number;
}

export interface MessageToast {
  key: string;
  message: string;
  tone: ToastTone;
  place: ToastPlace;
  subject: ToastSubject | null;
  /** `Date.now()` when it was shown, to order it among the delete toasts. */
  shownAt: number;
  /** The follow-up a finished action offers ("Copy" on "Created …"); pressing it also dismisses the toast. */
  action: ToastAction | null;
  /** Lines under the message, each item a problem touched ("summer-ux: refused, …"), to be read at leisure. */
  details: readonly string[];
}

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastOptions {
  tone?: ToastTone;
  subject?: ToastSubject;
  action?: ToastAction;
  details?: readonly string[];
}

export interface ToastsSlice {
  toasts: MessageToast[];
  /** Says `message` in a toast that belongs to the area and account shown now. */
  showToast(message: string, options?: ToastOptions): void;
  dismissToast(key: string): void;
  /**
   * The person is at `place` now: the toasts that belong anywhere else go, but for a delete's toast still
   * offering Undo, which comes along to `place`.
   */
  leaveToastsOutside(place: ToastPlace): void;
  /** Takes away the toasts that name any of these items: they are being deleted. */
  dropToastsAbout(accountId: string, kind: DeletableKind, ids: readonly number[]): void;
}

export const samePlace = (a: ToastPlace, b: ToastPlace) =>
  a.screen === b.screen && a.accountId === b.accountId;

let nextKey = 1;

export const createToastsSlice: Slice<ToastsSlice> = (set, get) => ({
  toasts: [],

  showToast(message, options = {}) {
    const { screen, activeId } = get();
    const toast: MessageToast = {
      key: `toast-${nextKey++}`,
      message,
      tone: options.tone ?? 'success',
      place: { screen, accountId: activeId },
      subject: options.subject ?? null,
      shownAt: Date.now(),
      action: options.action ?? null,
      details: options.details ?? [],
    };
    set((state) => ({ toasts: [...state.toasts, toast] }));
  },

  dismissToast(key) {
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.key !== key) }));
  },

  leaveToastsOutside(place) {
    const { toasts, dismissDelete } = get();
    if (toasts.some((toast) => !samePlace(toast.place, place))) {
      set({ toasts: toasts.filter((toast) => samePlace(toast.place, place)) });
    }
    // Undo is the only way back from a delete, and it lasts only the undo window: its toast goes wherever the
    // person goes until the window closes, rather than staying behind in an area they left.
    const following = (entry: TrackedDelete) =>
      !entry.dismissed && canUndo(entry) && !samePlace(entry.place, place);
    if (get().deletes.some(following)) {
      set((state) => ({
        deletes: state.deletes.map((entry) => (following(entry) ? { ...entry, place } : entry)),
      }));
    }
    // A delete goes on as planned when its toast is put away; the toast only stops showing.
    for (const entry of get().deletes)
      if (!entry.dismissed && !samePlace(entry.place, place)) dismissDelete(entry.key);
  },

  dropToastsAbout(accountId, kind, ids) {
    const about = (toast: MessageToast) =>
      toast.subject !== null &&
      toast.place.accountId === accountId &&
      toast.subject.kind === kind &&
      ids.includes(toast.subject.id);
    if (get().toasts.some(about)) set((state) => ({ toasts: state.toasts.filter((toast) => !about(toast)) }));
  },
});

/**
 * Keeps toasts with the place they were made: whenever the person moves to another area or account, what was
 * said elsewhere goes. Heard on the store itself, so it holds whichever component changed the place.
 */
export function toastsFollowPlace(store: AppStore): void {
  store.subscribe((state, previous) => {
    if (state.screen === previous.screen && state.activeId === previous.activeId) return;
    state.leaveToastsOutside({ screen: state.screen, accountId: state.activeId });
  });
}
