import { useCallback, useState, type ReactNode } from 'react';
import { useEnclosingDialog, useFormCloseState } from './Dialog.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';
import type { ApiFormStatus } from './use-api-form.ts';

export interface ApiFormProps {
  form: ApiFormStatus;
  className: string;
  'aria-labelledby'?: string;
  /** What failed, shown above a failure that belongs to no field. */
  errorTitle?: string;
  submitLabel: string;
  /** Announced while the call runs. */
  busyText: string;
  /** Announced otherwise, such as what the last success did. */
  idleText?: string;
  /**
   * Shows a Cancel button before the submit button. Inside a dialog, Cancel first asks when something typed
   * would be lost, and waits for a save in flight, as Escape does (see `Dialog`).
   */
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * The frame of a form sent to main (see `useApiForm`): the fields, then the failure that belongs to no
 * field, then the buttons and a status line that screen readers announce. Inside a dialog it tells the dialog
 * whether closing would lose something typed or hide a save in flight.
 */
export function ApiForm({
  form,
  className,
  'aria-labelledby': labelledBy,
  errorTitle,
  submitLabel,
  busyText,
  idleText = '',
  onCancel,
  children,
}: ApiFormProps) {
  const dialog = useEnclosingDialog();
  // Set when the dialog was asked to close during a save; cleared as the save ends.
  const [closeHeld, setCloseHeld] = useState(false);
  const [wasSubmitting, setWasSubmitting] = useState(form.isSubmitting);
  if (wasSubmitting !== form.isSubmitting) {
    setWasSubmitting(form.isSubmitting);
    if (!form.isSubmitting) setCloseHeld(false);
  }
  const holdClose = useCallback(() => setCloseHeld(true), []);
  useFormCloseState({
    dirty: form.isDirty,
    what: form.unsavedChangesTo,
    saving: form.isSubmitting,
    onCloseHeld: holdClose,
  });

  const busyStatus = closeHeld ? `${busyText} The form stays open until this is done.` : busyText;
  return (
    <form
      className={className}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={form.isSubmitting}
      onSubmit={form.onSubmit}
    >
      {children}
      <ErrorAlert error={form.formError} title={errorTitle} onRetry={form.retry} onCheck={form.check} />
      <div className="form-actions">
        {onCancel ? (
          <button
            type="button"
            className="button"
            aria-disabled={form.isSubmitting}
            onClick={() => (dialog ? dialog.requestClose(onCancel) : onCancel())}
          >
            Cancel
          </button>
        ) : null}
        <button type="submit" className="button button-primary" aria-disabled={form.isSubmitting}>
          {submitLabel}
        </button>
        <p role="status" className="form-status">
          {form.isSubmitting ? busyStatus : idleText}
        </p>
      </div>
    </form>
  );
}
