import { Dialog } from '../components/Dialog.tsx';
import { useAppState } from '../store/StoreContext.tsx';

/** Asks before a navigation would drop a form's unsaved changes. Keep editing comes first: it loses nothing. */
export function UnsavedChangesDialog() {
  const pending = useAppState((state) => state.pendingLeave);
  const keepEditing = useAppState((state) => state.keepEditing);
  const discardAndLeave = useAppState((state) => state.discardAndLeave);
  if (!pending) return null;
  return (
    <Dialog title={`Discard your changes to ${pending.what}?`} onClose={keepEditing}>
      <div className="dialog-description">
        <p>You have changes that are not saved yet. If you leave now, they are lost.</p>
      </div>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={keepEditing}>
          Keep editing
        </button>
        <button type="button" className="button button-danger" onClick={discardAndLeave}>
          Discard
        </button>
      </div>
    </Dialog>
  );
}
