import { z } from 'zod';
import { SUBSCRIPTION_TYPES, type SubscriptionType } from '../../../shared/api/constants.ts';
import { planSubscribeBody } from '../../../shared/api/requests.ts';
import { subscriptionEnd } from '../../../shared/api/subscription-end.ts';
import type { Plan, User } from '../../../shared/ipc/resources.ts';
import { expiryToApi } from '../components/api-datetime.ts';
import { statusLabel } from '../components/format.ts';
import { roleOf } from './user-facts.ts';

export interface SubscriptionFormValues {
  userId: string;
  planId: string;
  type: SubscriptionType;
  /** A `datetime-local` value, or '' for the installation's own rule. */
  expiration: string;
}

export interface Subscription {
  userId: number;
  planId: number;
  type: SubscriptionType;
  expiration?: string | undefined;
}

export const SUBSCRIPTION_FIELDS = ['userId', 'planId', 'type', 'expiration'] as const;

export const SUBSCRIPTION_LABELS = {
  userId: 'User',
  planId: 'Plan',
  type: 'Billing',
  expiration: 'Membership ends',
} as const satisfies Record<keyof SubscriptionFormValues, string>;

export const TYPE_LABELS: Record<SubscriptionType, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  lifetime: 'Lifetime',
};

const EMPTY_AFTER: Record<SubscriptionType, string> = {
  monthly: 'a month from now',
  yearly: 'a year from now',
  lifetime: 'ten years from now',
};

const chosenId = (what: string) => z.string().regex(/^\d+$/, `choose a ${what}`).transform(Number);

/**
 * The values checked as the installation checks them: the type is always sent (deployed installations need
 * it even with an expiry), and an expiry typed in local time goes in the API's UTC form.
 */
export const subscriptionSchema = z
  .object({
    userId: chosenId('user'),
    planId: chosenId('plan'),
    type: z.enum(SUBSCRIPTION_TYPES),
    expiration: z.string(),
  })
  .transform(({ userId, planId, type, expiration: typed }, ctx): Subscription => {
    const expiration = typed ? (expiryToApi(typed) ?? typed) : undefined;
    const checked = planSubscribeBody.safeParse({ type, ...(expiration ? { expiration } : {}) });
    if (!checked.success) {
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { userId, planId, type, ...(expiration ? { expiration } : {}) };
  });

/**
 * What the subscription will do, said before it is sent: when it ends (the installation's rule when no date
 * is given) and what the user's status becomes.
 */
export function subscriptionOutcome(
  values: { type: SubscriptionType; expiration: string },
  plan: Plan | null,
  user: User | null,
  now: number,
  formatDay: (date: Date) => string,
): string[] {
  const lines: string[] = [];
  if (values.expiration) {
    const end = new Date(values.expiration);
    if (!Number.isNaN(end.getTime())) lines.push(`The membership ends on ${formatDay(end)}.`);
  } else {
    const end = subscriptionEnd(values.type, now);
    lines.push(
      `Without a date, the server ends the membership ${EMPTY_AFTER[values.type]}: on ${formatDay(end)}.`,
    );
  }
  if (plan && user) {
    const role = roleOf(user);
    if (role === 'admin') lines.push(`${user.username} stays an admin.`);
    else {
      const next = plan.free ? 'free' : 'pro';
      lines.push(
        next === role
          ? `${user.username} stays ${statusLabel(next).toLowerCase()}.`
          : `${plan.name} is ${plan.free ? 'a free' : 'a paid'} plan: ${user.username} becomes ${statusLabel(next).toLowerCase()}.`,
      );
    }
  }
  return lines;
}
