import type { DeletableKind } from '../../../../shared/ipc/deletes.ts';
import type { Screen } from '../../shell/shell-slice.ts';
import type { AppStore } from '../../store/app-store.ts';
import type { Slice } from '../../store/slice.ts';

/** Where a toast was made: it belongs there, and goes when the person moves to another area or account. */
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
}

export interface ToastOptions {
  tone?: ToastTone;
  subject?: ToastSubject;
}

export interface ToastsSlice {
  toasts: MessageToast[];
  /** Says `message` in a toast that belongs to the area and account shown now. */
  showToast(message: string, options?: ToastOptions): void;
  dismissToast(key: string): void;
  /** Takes away the toasts (message and delete toasts) that belong anywhere but `place`. */
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
    };
    set((state) => ({ toasts: [...state.toasts, toast] }));
  },

  dismissToast(key) {
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.key !== key) }));
  },

  leaveToastsOutside(place) {
    const { toasts, deletes, dismissDelete } = get();
    if (toasts.some((toast) => !samePlace(toast.place, place))) {
      set({ toasts: toasts.filter((toast) => samePlace(toast.place, place)) });
    }
    // A delete goes on as planned when its toast is put away; the toast only stops showing.
    for (const entry of deletes)
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
