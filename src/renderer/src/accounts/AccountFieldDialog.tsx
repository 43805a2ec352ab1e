import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { Dialog } from '../components/Dialog.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { fieldErrorOf, fieldErrorText, isRetryable } from '../components/form-errors.ts';
import { SecretField } from '../components/SecretField.tsx';
import { TextField } from '../components/TextField.tsx';

type FieldName = 'name' | 'baseUrl' | 'apiKey';
type Values = { [K in FieldName]?: string };

interface AccountFieldDialogProps {
  title: string;
  field: FieldName;
  label: string;
  /** The request schema's rule for this one field, so the dialog refuses what main would refuse. */
  schema: z.ZodType<Values, Values>;
  initialValue: string;
  submitLabel: string;
  busyText: string;
  description?: ReactNode;
  secret?: boolean;
  submit: (value: string) => Promise<Result<AccountView>>;
  onDone: (account: AccountView) => void;
  onClose: () => void;
}

/** Rename, change address and replace key: one field, verified by main, errors beside the field. */
export function AccountFieldDialog(props: AccountFieldDialogProps) {
  const { title, field, label, schema, initialValue, submitLabel, busyText, description, secret } = props;
  const [formError, setFormError] = useState<AppErrorData | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { [field]: initialValue },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await props.submit(values[field] ?? '');
    if (result.ok) {
      reset({ [field]: '' });
      props.onDone(result.value);
      return;
    }
    const target = fieldErrorOf(result.error, [field], field === 'apiKey' ? { auth: 'apiKey' } : {});
    if (target) setError(field, { type: 'server', message: target.message }, { shouldFocus: true });
    else setFormError(result.error);
  });

  const fieldProps = {
    label,
    registration: register(field),
    error: fieldErrorText(label, errors[field]?.message),
  };

  return (
    <Dialog title={title} onClose={props.onClose}>
      <form
        className="form"
        noValidate
        aria-busy={isSubmitting}
        onSubmit={(event) => {
          if (isSubmitting) event.preventDefault();
          else void submit(event);
        }}
      >
        {description ? <div className="dialog-description">{description}</div> : null}
        {secret ? (
          <SecretField {...fieldProps} toggleLabel="Show key" />
        ) : (
          <TextField
            {...fieldProps}
            type={field === 'baseUrl' ? 'url' : 'text'}
            autoComplete="off"
            spellCheck={false}
          />
        )}
        <ErrorAlert
          error={formError}
          onRetry={formError && isRetryable(formError) ? () => void submit() : undefined}
        />
        <div className="form-actions">
          <button type="button" className="button" onClick={props.onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" aria-disabled={isSubmitting}>
            {submitLabel}
          </button>
          <p role="status" className="form-status">
            {isSubmitting ? busyText : ''}
          </p>
        </div>
      </form>
    </Dialog>
  );
}
