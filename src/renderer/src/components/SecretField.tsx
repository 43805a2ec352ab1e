import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField.tsx';

/**
 * A password-type input with a toggle to check what was pasted. The value lives only in the input (and the
 * form until it is sent); nothing here copies it anywhere else.
 */
export function SecretField({
  toggleLabel,
  ...props
}: Omit<TextFieldProps, 'type' | 'trailing'> & { toggleLabel: string }) {
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
          {toggleLabel}
        </button>
      )}
    />
  );
}
