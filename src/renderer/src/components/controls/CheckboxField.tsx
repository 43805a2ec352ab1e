import { useId } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useFormControl } from './form-control.ts';
import { CheckControl } from './CheckControl.tsx';

interface CheckboxFieldProps<TFields extends FieldValues> {
  label: string;
  registration: UseFormRegisterReturn<FieldPath<TFields>>;
  /** The form's control; inside `ApiForm`, the enclosing form's is used. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context and output types play no part here
  control?: Control<TFields, any, any>;
  error?: string | undefined;
  hint?: string;
}

/** A labelled `CheckControl` bound to a react-hook-form boolean, with its hint and error tied to it. */
export function CheckboxField<TFields extends FieldValues>({
  label,
  registration,
  control,
  error,
  hint,
}: CheckboxFieldProps<TFields>) {
  const id = useId();
  const { field } = useController({ name: registration.name, control: useFormControl(control) });
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field field-checkbox">
      <CheckControl
        isSelected={field.value === true}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        name={registration.name}
        isInvalid={error !== undefined}
        aria-describedby={describedBy || undefined}
      >
        {label}
      </CheckControl>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
