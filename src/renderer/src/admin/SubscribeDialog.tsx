import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { SUBSCRIPTION_TYPES } from '../../../shared/api/constants.ts';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import type { Message, Plan, User } from '../../../shared/ipc/resources.ts';
import { FormDialog } from '../components/FormDialog.tsx';
import { DateTimeField } from '../components/controls/DateTimeField.tsx';
import { SelectField } from '../components/controls/SelectField.tsx';
import { useApiForm } from '../components/use-api-form.ts';
import { AdminNotice } from './AdminNotice.tsx';
import {
  SUBSCRIPTION_FIELDS,
  SUBSCRIPTION_LABELS,
  TYPE_LABELS,
  subscriptionOutcome,
  subscriptionSchema,
  type Subscription,
  type SubscriptionFormValues,
} from './subscription-form.ts';
import { UserPicker } from './UserPicker.tsx';

interface SubscribeDialogProps {
  /** The user to subscribe, or null to choose one of `users` (from a plan). */
  user: User | null;
  /** Every user, for the choice; only needed without `user`. Null while they are read. */
  users?: readonly User[] | null;
  /** Why the users could not be read, with a retry. */
  usersError?: AppErrorData | null;
  onRetryUsers?: () => void;
  /** The plan to start from, if any. */
  plan: Plan | null;
  plans: readonly Plan[] | null;
  installation: string;
  send: (subscription: Subscription, user: User, plan: Plan) => Promise<Result<Message>>;
  onSaved: () => void;
  onClose: () => void;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/**
 * Puts a user on a plan: the plan, how it is billed and, optionally, when it ends. Before anything is sent it
 * says what will result: the end date the installation gives when none is typed, and the status the user gets.
 */
export function SubscribeDialog(props: SubscribeDialogProps) {
  const { plans, installation } = props;
  const [now] = useState(() => Date.now());
  const defaults: SubscriptionFormValues = {
    userId: props.user ? String(props.user.id) : '',
    planId: props.plan ? String(props.plan.id) : '',
    type: 'monthly',
    expiration: '',
  };
  const form = useApiForm<SubscriptionFormValues, Subscription, Message>({
    resolver: zodResolver(subscriptionSchema) as never,
    defaultValues: defaults,
    unsavedChangesTo: 'the subscription',
    fields: SUBSCRIPTION_FIELDS,
    send: (subscription) => {
      const user = props.user ?? props.users?.find((one) => one.id === subscription.userId);
      const plan = plans?.find((one) => one.id === subscription.planId);
      if (!user || !plan)
        return Promise.resolve({
          ok: false,
          error: {
            code: 'validation',
            message: 'Choose a user and a plan.',
            field: user ? 'planId' : 'userId',
          },
        });
      return props.send(subscription, user, plan);
    },
    resetTo: () => defaults,
    onSent: () => {
      props.onSaved();
      props.onClose();
    },
    onCheck: props.onSaved,
  });
  const values = useWatch({ control: form.control }) as SubscriptionFormValues;
  const userId = Number(values.userId);
  const user = props.user ?? props.users?.find((one) => one.id === userId) ?? null;
  const plan = plans?.find((one) => one.id === Number(values.planId)) ?? null;
  const outcome = subscriptionOutcome(
    { type: values.type ?? 'monthly', expiration: values.expiration ?? '' },
    plan,
    user,
    now,
    (date) => dayFormat.format(date),
  );
  const userField = form.fieldProps('userId', SUBSCRIPTION_LABELS.userId);

  return (
    <FormDialog
      title={
        props.user
          ? `Subscribe ${props.user.username} to a plan`
          : `Subscribe a user to ${props.plan?.name ?? 'a plan'}`
      }
      onClose={props.onClose}
      form={form}
      errorTitle="The subscription was not changed"
      submitLabel="Subscribe"
      busyText="Subscribing…"
    >
      <AdminNotice>{`This changes ${user ? `${user.username}’s` : 'a user’s'} membership on ${installation}.`}</AdminNotice>
      {props.user ? null : (
        <UserPicker
          label={SUBSCRIPTION_LABELS.userId}
          users={props.users ?? null}
          loadError={props.usersError ?? null}
          onRetry={props.onRetryUsers}
          chosen={Number.isNaN(userId) ? null : userId}
          error={userField.error}
          onChoose={(chosen) =>
            form.setValue('userId', String(chosen.id), { shouldDirty: true, shouldValidate: true })
          }
        />
      )}
      <SelectField
        {...form.fieldProps('planId', SUBSCRIPTION_LABELS.planId)}
        hint={plans === null ? 'Reading the plans…' : undefined}
      >
        <option value="">Choose a plan</option>
        {(plans ?? []).map((one) => (
          <option key={one.id} value={String(one.id)}>
            {one.free ? `${one.name} (free)` : one.name}
          </option>
        ))}
      </SelectField>
      <SelectField {...form.fieldProps('type', SUBSCRIPTION_LABELS.type)}>
        {SUBSCRIPTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <DateTimeField
        {...form.fieldProps('expiration', SUBSCRIPTION_LABELS.expiration)}
        hint="Optional, in your time zone. Left empty, the server decides from the billing."
      />
      <div className="subscription-outcome" role="status">
        {outcome.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </FormDialog>
  );
}
