import { ApiForm, type ApiFormProps } from './ApiForm.tsx';
import { Dialog } from './Dialog.tsx';

interface FormDialogProps extends Omit<ApiFormProps, 'className' | 'aria-labelledby' | 'onCancel'> {
  title: string;
  /**
   * Escape, Cancel and the dialog's own close all end here: at once when nothing typed would be lost, after
   * "Discard your changes to …?" when something would, and never during a save (see `Dialog`).
   */
  onClose: () => void;
}

/** A form sent to main (see `ApiForm`) as the whole of a modal dialog, with Cancel closing it. */
export function FormDialog({ title, onClose, ...form }: FormDialogProps) {
  return (
    <Dialog title={title} onClose={onClose}>
      <ApiForm {...form} className="form" onCancel={onClose} />
    </Dialog>
  );
}
