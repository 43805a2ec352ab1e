import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame, type FieldFrameProps } from './FieldFrame.tsx';

export interface TextFieldProps
  extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  registration: UseFormRegisterReturn;
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
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <>
          <input type={type} className="input" {...control} {...input} {...registration} />
          {trailing?.(control.id)}
        </>
      )}
    </FieldFrame>
  );
}
