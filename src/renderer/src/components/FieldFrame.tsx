import { useId, type ReactNode } from 'react';

/** What the control inside a `FieldFrame` spreads onto itself, so that its label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What every labelled field takes besides its control. */
export interface FieldFrameProps {
  label: string;
  /** Already phrased for people (see `fieldErrorText`). */
  error?: string | undefined;
  hint?: ReactNode;
}

/**
 * The label, hint and error around one form control, tied to it by id, so that assistive technology reads
 * them with the field. `children` renders the control (and anything beside it) from the ids it must carry.
 */
export function FieldFrame({
  label,
  error,
  hint,
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <div className="field-control">
        {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
