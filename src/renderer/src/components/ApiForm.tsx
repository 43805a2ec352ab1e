import type { ReactNode } from 'react';
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
  /** Shows a Cancel button before the submit button. */
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * The frame of a form sent to main (see `useApiForm`): the fields, then the failure that belongs to no
 * field, then the buttons and a status line that screen readers announce.
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
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="button button-primary" aria-disabled={form.isSubmitting}>
          {submitLabel}
        </button>
        <p role="status" className="form-status">
          {form.isSubmitting ? busyText : idleText}
        </p>
      </div>
    </form>
  );
}
