import { useCallback, useState, type ContextType, type ReactNode } from 'react';
import { keepFocusWhereItIs, useEnclosingDialog, useFormCloseState } from './Dialog.tsx';
import { FormControlContext } from './controls/form-control.ts';
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
   * Shows a Cancel button on the left of the submit button, as every dialog orders its buttons. Inside a
   * dialog, Cancel first asks when something typed would be lost, and waits for a save in flight, as Escape
   * does (see `Dialog`).
   */
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * The frame of a form sent to main (see `useApiForm`): the fields, then the failure that belongs to no
 * field, then the status line that screen readers announce and the buttons (inside a dialog, its footer). Inside a dialog it tells the dialog
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

  // The fields' own controls (select, checkbox, date) bind through this; see `useFormControl`.
  const control = 'control' in form ? (form.control as ContextType<typeof FormControlContext>) : null;
  const busyStatus = closeHeld ? `${busyText} The form stays open until this is done.` : busyText;
  return (
    <form
      className={className}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={form.isSubmitting}
      onSubmit={form.onSubmit}
    >
      <FormControlContext value={control}>{children}</FormControlContext>
      <ErrorAlert error={form.formError} title={errorTitle} onRetry={form.retry} onCheck={form.check} />
      <div className="form-actions">
        <p role="status" className="form-status">
          {form.isSubmitting ? busyStatus : idleText}
        </p>
        {onCancel ? (
          <button
            type="button"
            className="button"
            aria-disabled={form.isSubmitting}
            onClick={() => (dialog ? dialog.requestClose(onCancel) : onCancel())}
            onMouseDown={keepFocusWhereItIs}
          >
            Cancel
          </button>
        ) : null}
        <button type="submit" className="button button-primary" aria-disabled={form.isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
