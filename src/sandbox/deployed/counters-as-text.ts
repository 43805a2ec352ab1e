/**
 * Keys whose numbers deployed installations send as text (`"id":"5"`, `"clicks":"13"`, `"planid":"4"`): ids,
 * counters, and the pagination numbers but `maxpage` (see float-maxpage.ts). `campaign` is an id in link
 * list items (and already text where it is a campaign's name).
 */
const TEXT_NUMBER_KEYS = new Set([
  'id',
  'userid',
  'planid',
  'campaign',
  'clicks',
  'uniqueclicks',
  'uniqueClicks',
  'scans',
  'views',
  'result',
  'perpage',
  'currentpage',
  'nextpage',
]);

/** Keys holding lists of ids, such as a link's `channel: [3, 7]`. */
const ID_LIST_KEYS = new Set(['channel']);

const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/**
 * A copy of an answer with those numbers as strings, at any depth. A copy, because route answers may hold
 * rows shared with the database's read cache.
 */
export function countersAsText(value: unknown, key = ''): unknown {
  if (typeof value === 'number') return TEXT_NUMBER_KEYS.has(key) ? String(value) : value;
  if (Array.isArray(value)) {
    return ID_LIST_KEYS.has(key) ? value.map(asText) : value.map((item) => countersAsText(item));
  }
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) copy[name] = countersAsText(item, name);
  return copy;
}
