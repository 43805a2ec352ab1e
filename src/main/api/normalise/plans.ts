import type { Plan, PlanAmount, PlanLimits, PlanQuota, PlanSwitch } from '../../../shared/ipc/resources.ts';
import { decimal, flag, id, nested, object, text, Unreadable, type RawObject } from './values.ts';

/**
 * Plan limits are shown, never acted on, and installations write in them whatever their admins typed: numbers
 * or numeric strings, flags, empty strings for what was never set (`"count": ""`), `-1` for no limit, and
 * their own words (a paid plan's `"custom": "Priority support"`, the feature text of its pricing page). Each is
 * read for what it holds, so that no plan goes missing from an admin's list over its wording. Keys beside the
 * documented ones are left unread.
 */

const NUMBER = /^-?\d+(\.\d+)?$/;
const FLAG = /^(true|false)$/i;

/** One plain value: null when never set (missing, null, "", or the `[]` PHP writes for an empty map). */
function term(value: unknown, field: string): number | boolean | string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
  } else if (typeof value === 'boolean') {
    return value;
  } else if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
  } else if (typeof value === 'string') {
    const words = value.trim();
    if (words === '') return null;
    if (NUMBER.test(words)) return Number(words);
    if (FLAG.test(words)) return flag(words.toLowerCase(), field);
    return words;
  }
  throw new Unreadable(field, 'a number, a switch or text', value);
}

/** A limit: never set, a flag where a number belongs, or any negative number (`-1`) is no limit, 0. */
function amount(value: unknown, field: string): PlanAmount {
  const read = term(value, field);
  if (typeof read === 'number') return read > 0 ? read : 0;
  return typeof read === 'string' ? read : 0;
}

const isMap = (value: unknown): value is RawObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A feature's own words (`custom` beside `enabled`), when the admin wrote some. */
function ownWords(feature: RawObject): string | null {
  const { custom } = feature;
  return typeof custom === 'string' && custom.trim() !== '' ? custom.trim() : null;
}

/** A plain switch: never set is off, a number is on unless 0, words mean on, described so. */
function plainSwitch(value: unknown, field: string): PlanSwitch {
  const read = term(value, field);
  if (read === null) return false;
  return typeof read === 'number' ? read !== 0 : read;
}

/** A feature switch: `{enabled: "1"}` on the wire (with the feature's own words when it is on), or bare. */
function featureSwitch(value: unknown, field: string): PlanSwitch {
  if (!isMap(value)) return plainSwitch(value, field);
  const on = plainSwitch(value.enabled, `${field}.enabled`);
  return on === false ? false : (ownWords(value) ?? on);
}

/** A feature with a number of uses: `{enabled: "1", count: "5"}`; its own words stand for the count. */
function quota(value: unknown, field: string): PlanQuota {
  if (!isMap(value)) {
    const on = plainSwitch(value, field);
    return { enabled: on !== false, count: typeof on === 'string' ? on : 0 };
  }
  const on = plainSwitch(value.enabled, `${field}.enabled`);
  if (on === false) return { enabled: false, count: amount(value.count, `${field}.count`) };
  const words = ownWords(value) ?? (typeof on === 'string' ? on : null);
  return { enabled: true, count: words ?? amount(value.count, `${field}.count`) };
}

function limits(raw: unknown): PlanLimits {
  const item = object(raw, '');
  return {
    links: amount(item.links, 'links'),
    clicks: amount(item.clicks, 'clicks'),
    retention: amount(item.retention, 'retention'),
    custom: featureSwitch(item.custom, 'custom'),
    team: quota(item.team, 'team'),
    splash: quota(item.splash, 'splash'),
    overlay: quota(item.overlay, 'overlay'),
    pixels: quota(item.pixels, 'pixels'),
    domain: quota(item.domain, 'domain'),
    multiple: featureSwitch(item.multiple, 'multiple'),
    alias: featureSwitch(item.alias, 'alias'),
    device: featureSwitch(item.device, 'device'),
    geo: featureSwitch(item.geo, 'geo'),
    bundle: featureSwitch(item.bundle, 'bundle'),
    parameters: featureSwitch(item.parameters, 'parameters'),
    export: featureSwitch(item.export, 'export'),
    api: featureSwitch(item.api, 'api'),
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
