import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH } from '../../../shared/api/constants.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { fieldErrorOf, fieldErrorText, isRetryable } from '../components/form-errors.ts';
import { TextField } from '../components/TextField.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { accountFormSchema, type AccountFormValues } from './account-form-schema.ts';
import type { ProfileChanges } from './account-slice.ts';

const LABELS = { email: 'Email', password: 'New password', confirmPassword: 'Confirm new password' } as const;
const SERVER_FIELDS = ['email', 'password'] as const;

const NOTHING_TO_SAVE: AppErrorData = {
  code: 'validation',
  message: 'There is nothing to save yet: change your email or type a new password.',
};

/** Changes the email and/or password; what was typed stays put when the change fails. */
export function AccountUpdateForm({ accountId, currentEmail }: { accountId: string; currentEmail: string }) {
  const updateProfile = useAppState((state) => state.updateProfile);
  const saved = useAppState((state) => state.profileSaved);
  const [formError, setFormError] = useState<AppErrorData | null>(null);
  const schema = useMemo(() => accountFormSchema(currentEmail), [currentEmail]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccountFormValues, unknown, ProfileChanges>({
    resolver: zodResolver(schema),
    defaultValues: { email: currentEmail, password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (changes) => {
    setFormError(null);
    if (changes.email === undefined && changes.password === undefined) {
      setFormError(NOTHING_TO_SAVE);
      return;
    }
    const result = await updateProfile(accountId, changes);
    if (result.ok) {
      // The passwords are done with; the email field shows the address now in use.
      reset({ email: changes.email ?? currentEmail, password: '', confirmPassword: '' });
      return;
    }
    const target = fieldErrorOf(result.error, SERVER_FIELDS);
    if (target) setError(target.field, { type: 'server', message: target.message }, { shouldFocus: true });
    else setFormError(result.error);
  });

  const errorOf = (field: keyof AccountFormValues) => fieldErrorText(LABELS[field], errors[field]?.message);

  return (
    <form
      className="form card"
      noValidate
      aria-labelledby="account-update-title"
      aria-busy={isSubmitting}
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <h2 id="account-update-title">Change email or password</h2>
      <TextField
        label={LABELS.email}
        type="email"
        autoComplete="email"
        spellCheck={false}
        registration={register('email')}
        error={errorOf('email')}
      />
      <fieldset className="fieldset">
        <legend>Password</legend>
        <p className="field-hint">
          Leave both empty to keep your password. A new one needs at least {MIN_PASSWORD_LENGTH} characters.
        </p>
        <TextField
          label={LABELS.password}
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          error={errorOf('password')}
        />
        <TextField
          label={LABELS.confirmPassword}
          type="password"
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={errorOf('confirmPassword')}
        />
      </fieldset>
      <ErrorAlert
        error={formError}
        title={formError === NOTHING_TO_SAVE ? undefined : 'Your changes were not saved'}
        onRetry={formError && isRetryable(formError) ? () => void submit() : undefined}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" aria-disabled={isSubmitting}>
          Save changes
        </button>
        <p role="status" className="form-status">
          {isSubmitting ? 'Saving your changes…' : (saved ?? '')}
        </p>
      </div>
    </form>
  );
}
