import type { Plan, PlanLimits, PlanQuota } from '../../../shared/ipc/resources.ts';
import { decimal, flag, id, integer, nested, object, text, type RawObject } from './values.ts';

/** A feature switch: `{enabled: "1"}` on the wire, a bare flag accepted too. */
function enabled(value: unknown, field: string): boolean {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return flag((value as RawObject).enabled, `${field}.enabled`);
  return flag(value, field);
}

/** A feature with a number of uses: `{enabled: "1", count: "5"}`. */
function quota(value: unknown, field: string): PlanQuota {
  const raw = object(value, field);
  return { enabled: flag(raw.enabled, `${field}.enabled`), count: integer(raw.count, `${field}.count`) };
}

function limits(raw: unknown): PlanLimits {
  const item = object(raw, '');
  return {
    links: integer(item.links, 'links'),
    clicks: integer(item.clicks, 'clicks'),
    retention: integer(item.retention, 'retention'),
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
