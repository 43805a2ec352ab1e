import { useState, type FormEvent } from 'react';
import {
  useForm,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReset,
  type UseFormSetValue,
} from 'react-hook-form';
import type { AppErrorData, ErrorCode, Result } from '../../../shared/ipc/errors.ts';
import { useUnsavedChanges } from '../commands/use-unsaved-changes.ts';
import { fieldErrorOf, fieldErrorText, isRetryable } from './form-errors.ts';

export interface ApiFormOptions<TFields extends FieldValues, TValues, TResult> extends UseFormProps<
  TFields,
  unknown,
  TValues
> {
  /** The fields a failure may name; one that names none of them is shown for the whole form. */
  fields: readonly FieldPath<TFields>[];
  /** Fields a failure belongs to by its code alone, whatever its wording. */
  byCode?: Partial<Record<ErrorCode, FieldPath<TFields>>>;
  /** The call to main, with the values the resolver accepted. */
  send: (values: TValues) => Promise<Result<TResult>>;
  /** What the fields hold once the call succeeded. */
  resetTo: (values: TValues) => Parameters<UseFormReset<TFields>>[0];
  onSent?: (result: TResult) => void;
  /** Shows the installation's current state (reloads the list behind the form), for changes of unknown outcome. */
  onCheck?: () => void;
  /**
   * What the form edits, as a sentence names it ("the domain"). With it, unsaved changes are guarded: leaving
   * the screen, switching accounts, closing the window and closing the form's dialog ask "Discard your changes
   * to the domain?" first (see `useUnsavedChanges` and `Dialog`).
   */
  unsavedChangesTo?: string;
}

/** What the frame of a form (see `ApiForm`) needs: busy state, the form-level error and its retry. */
export interface ApiFormStatus {
  isSubmitting: boolean;
  /** Something typed differs from the default values (what an unsaved-changes prompt protects). */
  isDirty: boolean;
  /** What the form edits, for the question asked before its changes are discarded ("the domain"). */
  unsavedChangesTo?: string;
  formError: AppErrorData | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Sends the same values again; only for failures that may pass on a second try. */
  retry: (() => void) | undefined;
  /** Offered instead of a retry when the change may already have been made. */
  check: (() => void) | undefined;
}

/** What `TextField` and `SecretField` take for one field: its label, registration and error. */
export interface ApiFieldProps<TField extends string> {
  label: string;
  registration: UseFormRegisterReturn<TField>;
  /** Phrased to be read beside the field, after its label. */
  error: string | undefined;
}

export interface ApiFormState<TFields extends FieldValues, TValues = TFields> extends ApiFormStatus {
  fieldProps: <TField extends FieldPath<TFields>>(field: TField, label: string) => ApiFieldProps<TField>;
  /** For forms that show something live from their values (`useWatch`), such as the QR code preview. */
  control: Control<TFields, unknown, TValues>;
  /** For controls that are not plain inputs: a colour picker, a file turned into data. */
  setValue: UseFormSetValue<TFields>;
}

/**
 * A react-hook-form form whose submission is a call to main. A failure that names a field (or implies one by
 * its code) is shown beside that field and focuses it; any other failure is kept for the whole form. Either
 * way what was typed stays put; only a success resets the fields.
 */
export function useApiForm<TFields extends FieldValues, TValues, TResult>({
  fields,
  byCode = {},
  send,
  resetTo,
  onSent,
  onCheck,
  unsavedChangesTo,
  ...formOptions
}: ApiFormOptions<TFields, TValues, TResult>): ApiFormState<TFields, TValues> {
  const [formError, setFormError] = useState<AppErrorData | null>(null);
  const { register, handleSubmit, setError, reset, getFieldState, formState, control, setValue } = useForm<
    TFields,
    unknown,
    TValues
  >(formOptions);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await send(values);
    if (result.ok) {
      reset(resetTo(values));
      onSent?.(result.value);
      return;
    }
    const target = fieldErrorOf(result.error, fields, byCode);
    if (target) setError(target.field, { type: 'server', message: target.message }, { shouldFocus: true });
    else setFormError(result.error);
  });

  const { isSubmitting, isDirty } = formState;
  useUnsavedChanges(isDirty && unsavedChangesTo !== undefined, unsavedChangesTo ?? '');
  return {
    isSubmitting,
    isDirty,
    unsavedChangesTo,
    formError,
    // The submit button is aria-disabled rather than disabled, so that it stays focusable; a press while
    // the call runs would otherwise send it twice.
    onSubmit: (event) => {
      if (isSubmitting) event.preventDefault();
      else void submit(event);
    },
    retry: formError && isRetryable(formError) ? () => void submit() : undefined,
    check: formError?.outcomeUnknown ? onCheck : undefined,
    control,
    setValue,
    fieldProps: (field, label) => ({
      label,
      registration: register(field),
      error: fieldErrorText(label, getFieldState(field, formState).error?.message),
    }),
  };
}
