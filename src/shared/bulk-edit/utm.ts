/** UTM parameters: the five names analytics tools read, the naming rules teams keep, and editing them in a URL. */

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmValues = Partial<Record<UtmKey, string>>;

export const UTM_LABELS: Record<UtmKey, string> = {
  utm_source: 'Source',
  utm_medium: 'Medium',
  utm_campaign: 'Campaign',
  utm_term: 'Term',
  utm_content: 'Content',
};

/** A value analytics reports group exactly: `Newsletter` and `newsletter` would be two sources. */
const VALUE_PATTERN = /^[a-z0-9._~-]+$/;
export const MAX_UTM_VALUE = 100;

/** What is wrong with a UTM value by the naming rules, in words; null when it follows them. */
export function utmValueProblem(value: string): string | null {
  if (value === '') return null;
  if (value.length > MAX_UTM_VALUE) return `must be at most ${MAX_UTM_VALUE} characters`;
  if (/\s/.test(value)) return 'must have no spaces: use - or _ between words';
  if (value !== value.toLowerCase()) return 'must be lower case, or reports count it apart';
  if (!VALUE_PATTERN.test(value)) return 'may hold only letters, digits and - _ . ~';
  return null;
}

/** The values that are set, in the order of UTM_KEYS. */
export function filledUtm(values: UtmValues): [UtmKey, string][] {
  return UTM_KEYS.flatMap((key) => (values[key] ? [[key, values[key]] as [UtmKey, string]] : []));
}

/**
 * How a bulk edit or a template changes a destination's UTM parameters:
 * - `set`: these values, every other parameter (UTM or not) kept;
 * - `replace`: every `utm_*` taken off, then these added;
 * - `remove`: every `utm_*` taken off.
 */
export type UtmMode = 'set' | 'replace' | 'remove';

function parameterName(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * The URL with its UTM parameters changed, and every other part kept byte for byte: URLSearchParams would
 * re-encode the rest of the query (`%20` becoming `+`), which is a change to the destination nobody asked for.
 */
export function withUtm(url: string, mode: UtmMode, values: UtmValues): string {
  const hashAt = url.indexOf('#');
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeFragment = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeFragment.indexOf('?');
  const base = queryAt === -1 ? beforeFragment : beforeFragment.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeFragment.slice(queryAt + 1);
  const pairs = query === '' ? [] : query.split('&');
  const setting = mode === 'remove' ? [] : filledUtm(values);
  const replaced = new Set<string>(mode === 'set' ? setting.map(([key]) => key) : []);
  const kept = pairs.filter((pair) => {
    if (pair === '') return false;
    const name = parameterName(pair);
    if (mode === 'set') return !replaced.has(name);
    return !name.startsWith('utm_');
  });
  const added = setting.map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  const all = [...kept, ...added];
  return `${base}${all.length > 0 ? `?${all.join('&')}` : ''}${fragment}`;
}
