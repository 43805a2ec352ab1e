import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { addAccountRequest, type AddAccountRequest } from '../../../shared/ipc/contract.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { fieldErrorOf, fieldErrorText, isRetryable } from '../components/form-errors.ts';
import { SecretField } from '../components/SecretField.tsx';
import { TextField } from '../components/TextField.tsx';
import { useAppState } from '../store/StoreContext.tsx';

type AddAccountValues = z.input<typeof addAccountRequest>;

const FIELDS = ['name', 'baseUrl', 'apiKey'] as const;
export const ADD_ACCOUNT_LABELS = { name: 'Display name', baseUrl: 'Base URL', apiKey: 'API key' } as const;
const EMPTY: AddAccountValues = { name: '', baseUrl: '', apiKey: '' };

/**
 * Display name, base URL and API key, checked with the very rules main applies, then verified by main
 * against the installation. A failure keeps everything typed; success clears the form, key included.
 */
export function AddAccountForm({ onAdded }: { onAdded?: (account: AccountView) => void }) {
  const addAccount = useAppState((state) => state.addAccount);
  const [formError, setFormError] = useState<AppErrorData | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddAccountValues, unknown, AddAccountRequest>({
    resolver: zodResolver(addAccountRequest),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await addAccount(values);
    if (result.ok) {
      reset(EMPTY);
      onAdded?.(result.value);
      return;
    }
    // A refused key is about the key, whatever the installation's wording.
    const target = fieldErrorOf(result.error, FIELDS, { auth: 'apiKey' });
    if (target) setError(target.field, { type: 'server', message: target.message }, { shouldFocus: true });
    else setFormError(result.error);
  });

  const errorOf = (field: (typeof FIELDS)[number]) =>
    fieldErrorText(ADD_ACCOUNT_LABELS[field], errors[field]?.message);

  return (
    <form
      className="form"
      noValidate
      aria-busy={isSubmitting}
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <TextField
        label={ADD_ACCOUNT_LABELS.name}
        hint="How this account appears in Linkdesk, for example “Work”."
        autoComplete="off"
        registration={register('name')}
        error={errorOf('name')}
      />
      <TextField
        label={ADD_ACCOUNT_LABELS.baseUrl}
        hint="The address of your installation, such as https://links.example.com"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        registration={register('baseUrl')}
        error={errorOf('baseUrl')}
      />
      <SecretField
        label={ADD_ACCOUNT_LABELS.apiKey}
        toggleLabel="Show key"
        hint="Found in your account settings on the installation. Linkdesk keeps it in your system’s keychain."
        registration={register('apiKey')}
        error={errorOf('apiKey')}
      />
      <ErrorAlert
        error={formError}
        title="The account could not be added"
        onRetry={formError && isRetryable(formError) ? () => void submit() : undefined}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" aria-disabled={isSubmitting}>
          Add account
        </button>
        <p role="status" className="form-status">
          {isSubmitting ? 'Checking the key with your installation…' : ''}
        </p>
      </div>
    </form>
  );
}
