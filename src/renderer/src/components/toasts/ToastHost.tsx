import { Fragment, useRef } from 'react';
import { useAppState } from '../../store/StoreContext.tsx';
import { DeleteToast } from './DeleteToast.tsx';
import { MessageToastView } from './MessageToastView.tsx';
import { samePlace, type ToastPlace } from './toasts-slice.ts';
import { useToastHold } from './use-toast-timer.ts';
import './toasts.css';

/**
 * Where screens report what they did (created, added, saved, deleted with Undo): a live region in the band
 * beside each screen's heading, clear of the lists' controls. Only the toasts of the area and account shown now
 * are in view. Toasts never take focus (the person keeps working where they are); their buttons are in the tab
 * order at the end of the page.
 */
export function ToastHost() {
  const screen = useAppState((state) => state.screen);
  const accountId = useAppState((state) => state.activeId);
  const place: ToastPlace = { screen, accountId };
  const toasts = useAppState((state) => state.toasts);
  const deletes = useAppState((state) => state.deletes);
  const dismissToast = useAppState((state) => state.dismissToast);
  const undoDelete = useAppState((state) => state.undoDelete);
  const dismissDelete = useAppState((state) => state.dismissDelete);
  const list = useRef<HTMLDivElement>(null);
  /** A toast going by its own button: focus on it moves to the main area first, not to the page's start. */
  const goingFrom = (go: () => void) => () => {
    if (list.current?.contains(document.activeElement)) document.getElementById('main')?.focus();
    go();
  };

  const messages = toasts.filter((toast) => samePlace(toast.place, place));
  const deleting = deletes.filter((entry) => !entry.dismissed && samePlace(entry.place, place));
  const { held, handlers } = useToastHold(messages.length + deleting.length);

  const shown = [
    ...messages.map((toast) => ({
      key: toast.key,
      shownAt: toast.shownAt,
      view: (
        <MessageToastView toast={toast} held={held} onDismiss={goingFrom(() => dismissToast(toast.key))} />
      ),
    })),
    ...deleting.map((entry) => ({
      key: entry.key,
      shownAt: entry.shownAt,
      view: (
        <DeleteToast
          entry={entry}
          held={held}
          onUndo={goingFrom(() => void undoDelete(entry.key))}
          onDismiss={goingFrom(() => dismissDelete(entry.key))}
        />
      ),
    })),
  ].sort((a, b) => a.shownAt - b.shownAt);

  return (
    <section className="toast-host" aria-label="Notifications">
      <div ref={list} role="status" aria-live="polite" className="toast-list" {...handlers}>
        {shown.map((toast) => (
          <Fragment key={toast.key}>{toast.view}</Fragment>
        ))}
      </div>
    </section>
  );
}
