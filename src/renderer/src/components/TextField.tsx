import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  /** Already phrased for people (see `fieldErrorText`). */
  error?: string | undefined;
  hint?: ReactNode;
  /** A control shown after the input, such as the show-key toggle. */
  trailing?: (inputId: string) => ReactNode;
}

/** A labelled input whose hint and error are tied to it, so assistive technology reads them with the field. */
export function TextField({
  label,
  registration,
  error,
  hint,
  trailing,
  type = 'text',
  ...input
}: TextFieldProps) {
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
        <input
          id={id}
          type={type}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
          {...registration}
        />
        {trailing?.(id)}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
