import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Result } from '../../../shared/ipc/errors.ts';
import type { Created, Plan } from '../../../shared/ipc/resources.ts';
import { FormDialog } from '../components/FormDialog.tsx';
import { DateTimeField } from '../components/controls/DateTimeField.tsx';
import { SelectField } from '../components/controls/SelectField.tsx';
import { TextField } from '../components/TextField.tsx';
import { useApiForm } from '../components/use-api-form.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { AdminNotice } from './AdminNotice.tsx';
import { strongPassword } from './strong-password.ts';
import {
  EMPTY_USER_FORM,
  USER_FORM_FIELDS,
  USER_LABELS,
  USUAL_ENDS,
  userFormSchema,
  usualEnd,
  withFieldFromMessage,
  type UserAddition,
  type UserFormValues,
} from './user-form.ts';

interface UserFormDialogProps {
  /** The installation's plans to put the user on; null while they are read. */
  plans: readonly Plan[] | null;
  send: (values: UserAddition) => Promise<Result<Created>>;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * Creates a user on the installation: username, email and a password (typed, or generated, shown and copied
 * here), and optionally a plan with the date the membership ends. Everything is checked by the installation's
 * own rules before sending, and its objections are shown beside the field they are about.
 */
export function UserFormDialog({ plans, send, onSaved, onClose }: UserFormDialogProps) {
  const api = useAppState((state) => state.api);
  const [revealed, setRevealed] = useState(false);
  const [copied, setCopied] = useState('');
  const form = useApiForm<UserFormValues, UserAddition, Created>({
    resolver: zodResolver(userFormSchema) as never,
    defaultValues: EMPTY_USER_FORM,
    unsavedChangesTo: 'the new user',
    fields: USER_FORM_FIELDS,
    send: async (values) => withFieldFromMessage(await send(values)),
    resetTo: () => EMPTY_USER_FORM,
    onSent: () => {
      onSaved();
      onClose();
    },
    onCheck: onSaved,
  });
  const planId = useWatch({ control: form.control, name: 'planid' });
  const password = useWatch({ control: form.control, name: 'password' });
  const expiration = useWatch({ control: form.control, name: 'expiration' });

  const generate = () => {
    form.setValue('password', strongPassword(), { shouldDirty: true, shouldValidate: true });
    // A generated password is there to be read and passed on: it shows.
    setRevealed(true);
    setCopied('');
  };
  const copy = async () => {
    // Through main, which takes it off the clipboard again after a minute if it is still there.
    const done = await api.copyText({ text: password, secret: true });
    setCopied(
      done.ok
        ? 'Copied the password. It leaves the clipboard in a minute.'
        : 'Linkdesk could not copy it: select it and copy it yourself.',
    );
  };
  const setEnd = (type: 'monthly' | 'yearly') =>
    form.setValue('expiration', usualEnd(type), { shouldDirty: true, shouldValidate: true });

  const planField = form.fieldProps('planid', USER_LABELS.planid);
  return (
    <FormDialog
      title="New user"
      onClose={onClose}
      form={form}
      errorTitle="The user was not created"
      submitLabel="Create user"
      busyText="Creating the user…"
    >
      <AdminNotice>This creates an account for someone else.</AdminNotice>
      <TextField
        {...form.fieldProps('username', USER_LABELS.username)}
        autoComplete="off"
        spellCheck={false}
        hint="3 to 30 letters, digits or _."
      />
      <TextField {...form.fieldProps('email', USER_LABELS.email)} type="email" autoComplete="off" />
      <TextField
        {...form.fieldProps('password', USER_LABELS.password)}
        type={revealed ? 'text' : 'password'}
        autoComplete="new-password"
        spellCheck={false}
        hint="At least 5 characters. Generate makes a strong one of 20."
        trailing={(inputId) => (
          <button
            type="button"
            className="button"
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        )}
      />
      <div className="user-password-actions">
        <button type="button" className="button" onClick={generate}>
          Generate
        </button>
        <button
          type="button"
          className="button"
          aria-disabled={password === '' || undefined}
          onClick={() => {
            if (password !== '') void copy();
          }}
        >
          Copy
        </button>
        <span role="status" className="field-hint">
          {copied}
        </span>
      </div>
      <SelectField
        {...planField}
        hint={plans === null ? 'Reading the plans…' : 'Optional. A paid plan makes the user pro.'}
        onChange={(value) => {
          // A plan needs an end date on every installation: the usual month is offered rather than a refusal.
          if (value !== '' && expiration === '') setEnd('monthly');
        }}
      >
        <option value="">No plan</option>
        {(plans ?? []).map((plan) => (
          <option key={plan.id} value={String(plan.id)}>
            {plan.free ? `${plan.name} (free)` : plan.name}
          </option>
        ))}
      </SelectField>
      {planId !== '' || expiration !== '' ? (
        <>
          <DateTimeField
            {...form.fieldProps('expiration', USER_LABELS.expiration)}
            hint="Installations need an end date with a plan; in your time zone."
          />
          <div className="user-usual-ends">
            {USUAL_ENDS.map((end) => (
              <button key={end.type} type="button" className="button" onClick={() => setEnd(end.type)}>
                {end.label}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </FormDialog>
  );
}
