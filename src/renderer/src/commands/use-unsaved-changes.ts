import { useEffect, useId } from 'react';
import { useFormCloseState } from '../components/Dialog.tsx';
import { useAppState } from '../store/StoreContext.tsx';

/**
 * While `isDirty`, navigating away (sidebar, command palette, account switch) and closing the dialog the form
 * is in (Escape, Cancel) ask "Discard your changes to <what>?" first, and closing or reloading the window asks
 * too (in Electron main asks, see src/main/window/unload-guard.ts). `what` names the thing being edited as a
 * sentence would: "the link", "the domain".
 */
export function useUnsavedChanges(isDirty: boolean, what: string): void {
  const setFormDirty = useAppState((state) => state.setFormDirty);
  const token = useId();
  useFormCloseState({ dirty: isDirty, what });

  useEffect(() => {
    setFormDirty(token, isDirty ? what : null);
    return () => setFormDirty(token, null);
  }, [setFormDirty, token, isDirty, what]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older engines only ask when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
