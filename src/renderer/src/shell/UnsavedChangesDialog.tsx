import { DiscardChangesDialog } from '../components/Dialog.tsx';
import { useAppState } from '../store/StoreContext.tsx';

/**
 * Asks before a navigation would drop a form's unsaved changes. Keep editing comes first: it loses nothing.
 * (Closing a form's own dialog asks the same question from the dialog itself, see `Dialog`.)
 */
export function UnsavedChangesDialog() {
  const pending = useAppState((state) => state.pendingLeave);
  const keepEditing = useAppState((state) => state.keepEditing);
  const discardAndLeave = useAppState((state) => state.discardAndLeave);
  if (!pending) return null;
  return (
    <DiscardChangesDialog
      what={pending.what}
      detail="You have changes that are not saved yet. If you leave now, they are lost."
      onKeepEditing={keepEditing}
      onDiscard={discardAndLeave}
    />
  );
}
