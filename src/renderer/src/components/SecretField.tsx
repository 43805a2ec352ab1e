import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** What the toggle says while the value shows: "Show key" becomes "Hide key". */
export const hideLabelOf = (showLabel: string): string => showLabel.replace(/^Show\b/, 'Hide');

/**
 * A password-type input with a toggle to check what was pasted. The toggle says what pressing it does ("Show
 * key", then "Hide key") and keeps `aria-pressed` for its state. The value lives only in the input (and the
 * form until it is sent); nothing here copies it anywhere else.
 */
export function SecretField({
  toggleLabel,
  hideLabel = hideLabelOf(toggleLabel),
  ...props
}: Omit<TextFieldProps, 'type' | 'trailing'> & {
  /** What the toggle says while the value is hidden ("Show key"). */
  toggleLabel: string;
  /** What it says while the value shows; "Show …" becomes "Hide …" unless given. */
  hideLabel?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      trailing={(inputId) => (
        <button
          type="button"
          className="button"
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? hideLabel : toggleLabel}
        </button>
      )}
    />
  );
}
