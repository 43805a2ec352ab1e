import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useFormControl } from './form-control.ts';
import { SelectControl } from './SelectControl.tsx';

export interface SelectFieldProps<TFields extends FieldValues> {
  label: string;
  /** Already phrased for people (see `fieldErrorText`). */
  error?: string | undefined;
  hint?: ReactNode;
  /** Names the form field; its value is read and written through `control`. */
  registration: UseFormRegisterReturn<FieldPath<TFields>>;
  /** The form's control; inside `ApiForm`, the enclosing form's is used. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context and output types play no part here
  control?: Control<TFields, any, any>;
  /** `<option value="…">Label</option>` elements, as in HTML. */
  children: ReactNode;
  /** Told after the form has the new value. */
  onChange?: (value: string) => void;
  isDisabled?: boolean;
  /** The choices are still being read. */
  'aria-busy'?: boolean;
}

/** A `SelectControl` bound to a react-hook-form field holding text. */
export function SelectField<TFields extends FieldValues>({
  registration,
  control,
  onChange,
  'aria-busy': busy,
  ...select
}: SelectFieldProps<TFields>) {
  const { field } = useController({ name: registration.name, control: useFormControl(control) });
  return (
    <SelectControl
      {...select}
      busy={busy}
      value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
      onChange={(next) => {
        field.onChange(next);
        onChange?.(next);
      }}
      onBlur={field.onBlur}
      buttonRef={field.ref}
    />
  );
}
