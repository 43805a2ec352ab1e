import type { TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame, type FieldFrameProps } from '../../components/FieldFrame.tsx';

interface TextAreaFieldProps
  extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  registration: UseFormRegisterReturn;
}

/** A labelled multi-line input, like `TextField`: for a code's text, an email's body, a text message. */
export function TextAreaField({
  label,
  registration,
  error,
  hint,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          className="input qr-form-textarea"
          rows={rows}
          {...control}
          {...textarea}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}
