import type { SubscriptionType } from './constants.ts';

/** How long a subscription given without an expiry lasts, by its type: deployed installations' rule. */
export const SUBSCRIPTION_MONTHS: Record<SubscriptionType, number> = {
  monthly: 1,
  yearly: 12,
  lifetime: 120,
};

/**
 * When a subscription of `type` made at `from` ends when no expiry is given: a month, a year or ten years on,
 * in calendar months that keep the day, or the month's last day when it has fewer (31 Jan + 1 month is the end
 * of February). UTC, as the API's datetimes are.
 */
export function subscriptionEnd(type: SubscriptionType, from: number): Date {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + SUBSCRIPTION_MONTHS[type]);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}
