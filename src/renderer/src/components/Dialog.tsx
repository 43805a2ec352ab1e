import { useEffect, useId, useRef, type ReactNode } from 'react';

const FIRST_CONTROL = 'input, select, textarea, button';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal built on `<dialog>`: `showModal` makes the rest of the page inert (so focus stays inside) and
 * Escape asks to close. Mount it to open it; on unmount focus returns to whatever opened it, or to the main
 * region when that control is gone (a removed account's button).
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // Browsers differ on where focus lands in a new modal; the first control (a field, or Cancel) is the
      // predictable place for a keyboard user to start.
      dialog.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
    }
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
      else document.getElementById('main')?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The browser would close the dialog itself; React state decides instead, so the two never disagree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
