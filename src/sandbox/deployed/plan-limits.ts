import type { Body } from './request-hooks.ts';

/** Features deployed plans carry that the reference does not list; their counts are left empty here. */
const EXTRA_FEATURES = ['qr', 'bio', 'channels'] as const;

const isFeature = (value: unknown): value is Body =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && 'enabled' in value;

/** The feature text an admin wrote for the paid plans, which pricing pages show under the plan. */
export const PAID_FEATURE_TEXT = 'Priority support';

/**
 * Plan `limits` as deployed installations keep them: an off feature's count is `""` rather than a number,
 * features the reference does not name sit beside the documented ones, some features carry a `custom` text
 * (empty unless the admin wrote one), and a paid plan's own `custom` is its feature text rather than a switch.
 * Callers must read `""` as 0 or off, ignore unknown keys, and keep the words to show.
 */
export function limitsAsDeployed(limits: Body, paid: boolean): Body {
  const copy: Body = {};
  for (const [key, value] of Object.entries(limits)) {
    copy[key] =
      isFeature(value) && value.enabled === '0' && 'count' in value ? { ...value, count: '' } : value;
  }
  if (isFeature(copy.multiple)) copy.multiple = { ...copy.multiple, custom: '' };
  if (isFeature(copy.domain)) copy.domain = { ...copy.domain, custom: '' };
  copy.custom = paid && isFeature(copy.custom) && copy.custom.enabled === '1' ? PAID_FEATURE_TEXT : '';
  for (const feature of EXTRA_FEATURES) copy[feature] = { enabled: '1', count: '' };
  return copy;
}
