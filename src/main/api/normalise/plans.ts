import type { Plan, PlanLimits, PlanQuota } from '../../../shared/ipc/resources.ts';
import { decimal, flag, id, integer, nested, object, text, type RawObject } from './values.ts';

/**
 * Deployed installations fill limits they never set with empty strings (`"count": ""`, `"custom": ""`): an empty
 * or missing value is off, or zero. Keys beside the documented ones are left unread.
 */
const unset = (value: unknown) => value === '' || value === undefined || value === null;

const switchedOn = (value: unknown, field: string) => (unset(value) ? false : flag(value, field));

const amount = (value: unknown, field: string) => (unset(value) ? 0 : integer(value, field));

/** A feature switch: `{enabled: "1"}` on the wire, a bare flag accepted too. */
function enabled(value: unknown, field: string): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return switchedOn((value as RawObject).enabled, `${field}.enabled`);
  return switchedOn(value, field);
}

/** A feature with a number of uses: `{enabled: "1", count: "5"}`. */
function quota(value: unknown, field: string): PlanQuota {
  if (unset(value)) return { enabled: false, count: 0 };
  const raw = object(value, field);
  return {
    enabled: switchedOn(raw.enabled, `${field}.enabled`),
    count: amount(raw.count, `${field}.count`),
  };
}

function limits(raw: unknown): PlanLimits {
  const item = object(raw, '');
  return {
    links: amount(item.links, 'links'),
    clicks: amount(item.clicks, 'clicks'),
    retention: amount(item.retention, 'retention'),
    custom: enabled(item.custom, 'custom'),
    team: quota(item.team, 'team'),
    splash: quota(item.splash, 'splash'),
    overlay: quota(item.overlay, 'overlay'),
    pixels: quota(item.pixels, 'pixels'),
    domain: quota(item.domain, 'domain'),
    multiple: enabled(item.multiple, 'multiple'),
    alias: enabled(item.alias, 'alias'),
    device: enabled(item.device, 'device'),
    geo: enabled(item.geo, 'geo'),
    bundle: enabled(item.bundle, 'bundle'),
    parameters: enabled(item.parameters, 'parameters'),
    export: enabled(item.export, 'export'),
    api: enabled(item.api, 'api'),
  };
}

/** Prices of a paid plan; a free plan has none (null, or an empty `[]` from deployed servers). */
function prices(value: unknown): Plan['prices'] {
  if (value === null || value === undefined || value === false) return null;
  if (Array.isArray(value) && value.length === 0) return null;
  const raw = object(value, 'prices');
  return {
    monthly: decimal(raw.monthly, 'prices.monthly'),
    yearly: decimal(raw.yearly, 'prices.yearly'),
    lifetime: decimal(raw.lifetime, 'prices.lifetime'),
  };
}

export function plan(raw: unknown): Plan {
  const item = object(raw, '');
  return {
    id: id(item.id),
    name: text(item.name, 'name'),
    free: flag(item.free, 'free'),
    prices: prices(item.prices),
    limits: nested('limits', () => limits(item.limits)),
  };
}
