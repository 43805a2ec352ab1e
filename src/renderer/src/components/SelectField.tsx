import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame, type FieldFrameProps } from './FieldFrame.tsx';

export interface SelectFieldProps
  extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  registration: UseFormRegisterReturn;
  children: ReactNode;
}

/** A labelled `<select>` whose hint and error are read with it, like `TextField`. */
export function SelectField({
  label,
  registration,
  error,
  hint,
  children,
  onChange,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <select
          className="input"
          {...control}
          {...select}
          {...registration}
          onChange={(event) => {
            void registration.onChange(event);
            onChange?.(event);
          }}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
