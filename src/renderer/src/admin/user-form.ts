import { z } from 'zod';
import { subscriptionEnd } from '../../../shared/api/subscription-end.ts';
import { userCreateBody } from '../../../shared/api/requests.ts';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import { expiryToApi, localInputOf } from '../components/api-datetime.ts';

/** The new-user form's fields as typed: the plan's id and a `datetime-local` expiry, or ''. */
export interface UserFormValues {
  username: string;
  email: string;
  password: string;
  planid: string;
  expiration: string;
}

export type UserAddition = z.output<typeof userCreateBody>;

export const USER_FORM_FIELDS = ['username', 'email', 'password', 'planid', 'expiration'] as const;

export const USER_LABELS = {
  username: 'Username',
  email: 'Email',
  password: 'Password',
  planid: 'Plan',
  expiration: 'Membership ends',
} as const satisfies Record<keyof UserFormValues, string>;

export const EMPTY_USER_FORM: UserFormValues = {
  username: '',
  email: '',
  password: '',
  planid: '',
  expiration: '',
};

/**
 * The form's values checked by the very rules the installation applies (`userCreateBody`): an expiry typed in
 * local time is sent in the API's UTC form, and a plan without an expiry is refused before sending, as
 * installations refuse it.
 */
export const userFormSchema = z
  .object({
    username: z.string(),
    email: z.string(),
    password: z.string(),
    planid: z.string(),
    expiration: z.string(),
  })
  .transform((values) => ({
    username: values.username,
    email: values.email,
    password: values.password,
    ...(values.planid ? { planid: Number(values.planid) } : {}),
    ...(values.expiration ? { expiration: expiryToApi(values.expiration) ?? values.expiration } : {}),
  }))
  .pipe(userCreateBody);

/** The usual ends of a membership given with a plan, offered beside the expiry. */
export const USUAL_ENDS = [
  { label: 'A month from now', type: 'monthly' },
  { label: 'A year from now', type: 'yearly' },
] as const;

export function usualEnd(type: 'monthly' | 'yearly', now: number = Date.now()): string {
  return localInputOf(subscriptionEnd(type, now));
}

/** Words of an installation's message that tell which field it is about, when it names none itself. */
const FIELD_WORDS: readonly [RegExp, keyof UserFormValues][] = [
  [/e-?mail/i, 'email'],
  [/user ?name/i, 'username'],
  [/password/i, 'password'],
  [/expir/i, 'expiration'],
  [/plan/i, 'planid'],
];

/**
 * Deployed installations answer refusals with a message and no field ("This email is already used."): the
 * field is read from the message, so the error still shows beside it.
 */
export function withFieldFromMessage<T>(result: Result<T>): Result<T> {
  if (result.ok || result.error.field !== undefined) return result;
  if (result.error.code !== 'validation' && result.error.code !== 'conflict') return result;
  const found = FIELD_WORDS.find(([words]) => words.test(result.error.message));
  if (!found) return result;
  const error: AppErrorData = { ...result.error, field: found[1] };
  return { ok: false, error };
}
