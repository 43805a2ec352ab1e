import type { Plan, PlanAmount, PlanLimits, PlanQuota, PlanSwitch } from '../../../shared/ipc/resources.ts';
import { formatCount } from '../components/format.ts';

/** One line of a plan's terms: its label, and the value as a person reads it. */
export interface PlanTerm {
  id: string;
  label: string;
  value: (plan: Plan) => string;
  group: 'Prices' | 'Limits' | 'Features';
}

let money: Intl.NumberFormat | null = null;
/** The installation sends prices as bare numbers, in its own currency, which the API never names. */
const price = (value: number) =>
  (money ??= new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(
    value,
  );

/**
 * Installations write 0 for no limit on links, clicks and statistics (the largest plans carry it); words the
 * installation wrote instead of a number are shown as written.
 */
const limit = (value: PlanAmount, unit = '') =>
  typeof value === 'string' ? value : value === 0 ? 'Unlimited' : `${formatCount(value)}${unit}`;

const quota = (value: PlanQuota) =>
  !value.enabled
    ? 'No'
    : typeof value.count === 'string'
      ? value.count
      : value.count > 0
        ? `Yes, ${formatCount(value.count)}`
        : 'Yes';
/** A feature's own words (a paid plan's "Priority support") say more than a plain Yes. */
const flag = (value: PlanSwitch) => (typeof value === 'string' ? value : value ? 'Yes' : 'No');

type QuotaKey = { [K in keyof PlanLimits]: PlanLimits[K] extends PlanQuota ? K : never }[keyof PlanLimits];
type FlagKey = { [K in keyof PlanLimits]: PlanLimits[K] extends PlanSwitch ? K : never }[keyof PlanLimits];

const QUOTAS: readonly [QuotaKey, string][] = [
  ['team', 'Team members'],
  ['domain', 'Branded domains'],
  ['pixels', 'Pixels'],
  ['splash', 'Splash pages'],
  ['overlay', 'CTA overlays'],
];

const FLAGS: readonly [FlagKey, string][] = [
  ['alias', 'Custom aliases'],
  // The plan's own feature text, as its pricing page shows it ("Priority support").
  ['custom', 'Also included'],
  ['multiple', 'Multiple domains'],
  ['geo', 'Geo targeting'],
  ['device', 'Device targeting'],
  ['bundle', 'Bundles'],
  ['parameters', 'URL parameters'],
  ['export', 'Export'],
  ['api', 'API access'],
];

/**
 * Every term of a plan in the order a comparison reads: prices, then the numeric limits, then each feature
 * with whether it is on and how many (installations send these as strings; main has read them as numbers and
 * switches, an empty string as off or zero, and kept any words an installation wrote instead).
 */
export const PLAN_TERMS: readonly PlanTerm[] = [
  {
    id: 'monthly',
    label: 'Monthly',
    group: 'Prices',
    value: (plan) => (plan.prices ? price(plan.prices.monthly) : 'Free'),
  },
  {
    id: 'yearly',
    label: 'Yearly',
    group: 'Prices',
    value: (plan) => (plan.prices ? price(plan.prices.yearly) : 'Free'),
  },
  {
    id: 'lifetime',
    label: 'Lifetime',
    group: 'Prices',
    value: (plan) => (plan.prices ? price(plan.prices.lifetime) : 'Free'),
  },
  { id: 'links', label: 'Links', group: 'Limits', value: (plan) => limit(plan.limits.links) },
  { id: 'clicks', label: 'Clicks', group: 'Limits', value: (plan) => limit(plan.limits.clicks) },
  {
    id: 'retention',
    label: 'Statistics kept',
    group: 'Limits',
    value: (plan) => limit(plan.limits.retention, plan.limits.retention === 1 ? ' day' : ' days'),
  },
  ...QUOTAS.map(([key, label]): PlanTerm => ({
    id: key,
    label,
    group: 'Features',
    value: (plan) => quota(plan.limits[key]),
  })),
  ...FLAGS.map(([key, label]): PlanTerm => ({
    id: key,
    label,
    group: 'Features',
    value: (plan) => flag(plan.limits[key]),
  })),
];

export const TERM_GROUPS = ['Prices', 'Limits', 'Features'] as const;

export const priceOf = (plan: Plan, period: 'monthly' | 'yearly' | 'lifetime') =>
  plan.prices ? price(plan.prices[period]) : 'Free';

/** A numeric limit for a list cell: "Unlimited" for 0. */
export const limitOf = (plan: Plan, key: 'links' | 'clicks') => limit(plan.limits[key]);
