import { useAppState } from '../../store/StoreContext.tsx';
import { DeleteToast } from './DeleteToast.tsx';
import './toasts.css';

/**
 * Where deletes report: a live region at the window's corner. Toasts never take focus (the person keeps
 * working where they are); their buttons are in the tab order at the end of the page.
 */
export function ToastHost() {
  const deletes = useAppState((state) => state.deletes);
  const undoDelete = useAppState((state) => state.undoDelete);
  const dismissDelete = useAppState((state) => state.dismissDelete);
  return (
    <section className="toast-host" aria-label="Notifications">
      <div role="status" aria-live="polite" className="toast-list">
        {deletes
          .filter((entry) => !entry.dismissed)
          .map((entry) => (
            <DeleteToast
              key={entry.key}
              entry={entry}
              onUndo={() => void undoDelete(entry.key)}
              onDismiss={() => dismissDelete(entry.key)}
            />
          ))}
      </div>
    </section>
  );
}
