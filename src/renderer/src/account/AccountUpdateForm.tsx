import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../shared/api/constants.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import { ApiForm } from '../components/ApiForm.tsx';
import { TextField } from '../components/TextField.tsx';
import { useApiForm } from '../components/use-api-form.ts';
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
  const schema = useMemo(() => accountFormSchema(currentEmail), [currentEmail]);
  const form = useApiForm<AccountFormValues, ProfileChanges, { message: string }>({
    resolver: zodResolver(schema),
    defaultValues: { email: currentEmail, password: '', confirmPassword: '' },
    fields: SERVER_FIELDS,
    // Switching accounts or areas asks before what was typed here is lost.
    unsavedChangesTo: 'your email or password',
    // Nothing changed is told like a failure that names no field, without asking main.
    send: (changes) =>
      changes.email === undefined && changes.password === undefined
        ? Promise.resolve({ ok: false, error: NOTHING_TO_SAVE })
        : updateProfile(accountId, changes),
    // The passwords are done with; the email field shows the address now in use.
    resetTo: (changes) => ({ email: changes.email ?? currentEmail, password: '', confirmPassword: '' }),
  });

  const fieldProps = (field: keyof AccountFormValues) => form.fieldProps(field, LABELS[field]);

  return (
    <ApiForm
      form={form}
      className="form card"
      aria-labelledby="account-update-title"
      errorTitle={form.formError === NOTHING_TO_SAVE ? undefined : 'Your changes were not saved'}
      submitLabel="Save changes"
      busyText="Saving your changes…"
      idleText={saved ?? ''}
    >
      <h2 id="account-update-title">Change email or password</h2>
      <TextField {...fieldProps('email')} type="email" autoComplete="email" spellCheck={false} />
      <fieldset className="fieldset">
        <legend>Password</legend>
        <p className="field-hint">
          Leave both empty to keep your password. A new one needs at least {MIN_PASSWORD_LENGTH} characters.
        </p>
        <TextField {...fieldProps('password')} type="password" autoComplete="new-password" />
        <TextField {...fieldProps('confirmPassword')} type="password" autoComplete="new-password" />
      </fieldset>
    </ApiForm>
  );
}
