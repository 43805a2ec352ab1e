import { createContext, useContext } from 'react';
import type { Control, FieldValues } from 'react-hook-form';

/**
 * The react-hook-form `control` of the form a control sits in, given by `ApiForm`, so that a select, a checkbox
 * or a date in any form binds to its field without each form passing it down through every group of fields.
 */
export const FormControlContext = createContext<Control<FieldValues> | null>(null);

/** The control given, or else the enclosing form's; a control outside any form is a mistake in the code. */
export function useFormControl<TFields extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context and output types play no part here
  given: Control<TFields, any, any> | undefined,
): Control<TFields> {
  const enclosing = useContext(FormControlContext) as Control<TFields> | null;
  const control = (given as Control<TFields> | undefined) ?? enclosing;
  if (!control) throw new Error('A form control needs a form: use it inside ApiForm, or pass `control`.');
  return control;
}
