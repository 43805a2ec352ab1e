import type { HealthItemKind, HealthVerdict, ItemHealth } from '../../../shared/ipc/health.ts';
import { HEALTH_VERDICTS } from '../../../shared/ipc/health.ts';
import { VERDICT_LABELS } from '../../../shared/health/health-words.ts';
import type { Result } from '../../../shared/ipc/errors.ts';
import type { Cached, Listing } from '../../../shared/ipc/resources.ts';
import type { Column, CollectionRequest } from '../components/data-list/types.ts';
import { HealthMark } from './HealthMark.tsx';

/** The filter's choices: every verdict, the worst first; '' shows every item. */
export const HEALTH_FILTERS: readonly HealthVerdict[] = [
  'broken',
  'moved',
  'expiring',
  'unknown',
  'ok',
  'unchecked',
];

export type HealthFilter = HealthVerdict | '';

export const isHealthFilter = (value: string): value is HealthFilter =>
  value === '' || (HEALTH_VERDICTS as readonly string[]).includes(value);

/** The list's Health column: the item's mark; sorted by how bad it is. */
export function healthColumn<T>(of: (item: T) => ItemHealth | undefined): Column<T> {
  return {
    id: 'health',
    title: 'Health',
    value: (item) => {
      const health = of(item);
      return health ? VERDICT_LABELS[health.verdict] : '';
    },
    render: (item) => <HealthMark health={of(item)} />,
    width: '7.5rem',
    sortFirst: 'descending',
    dropOrder: 5,
  };
}

/** The verdict an item counts under in the filter: one a second check is confirming is still "Not checked". */
export const verdictOf = (health: ItemHealth | undefined): HealthVerdict => health?.verdict ?? 'unchecked';

/**
 * A list's loader while a health filter is on: the whole collection (searched as the list searches), then the
 * items with that verdict, a page of them at a time. Installations cannot filter by what only Linkdesk knows.
 */
export function filteredByHealth<T>(
  loadWhole: (request: CollectionRequest, query: string) => Promise<Result<Cached<Listing<T>>>>,
  matches: (item: T) => boolean,
) {
  return async (request: CollectionRequest, query: string): Promise<Result<Cached<Listing<T>>>> => {
    const { page, limit, ...whole } = request;
    const result = await loadWhole(whole, query);
    if (!result.ok) return result;
    const items = result.value.data.items.filter(matches);
    const perPage = limit ?? Math.max(1, items.length);
    const at = page ?? 1;
    return {
      ok: true,
      value: {
        ...result.value,
        data: {
          items: limit === undefined ? items : items.slice((at - 1) * perPage, at * perPage),
          total: items.length,
          page: at,
          maxPage: Math.max(1, Math.ceil(items.length / perPage)),
          perPage,
          ...(result.value.data.skipped ? { skipped: result.value.data.skipped } : {}),
        },
      },
    };
  };
}

/** Items of one kind per verdict, for the filter's choices. */
export function countsOf(
  marks: ReadonlyMap<string, ItemHealth>,
  kind: HealthItemKind,
): Record<HealthVerdict, number> {
  const counts = Object.fromEntries(HEALTH_VERDICTS.map((verdict) => [verdict, 0])) as Record<
    HealthVerdict,
    number
  >;
  for (const health of marks.values()) if (health.kind === kind) counts[health.verdict]++;
  return counts;
}

/** A verdict that asks the person to act: its pane shows it first. */
export const needsAttention = (health: ItemHealth | undefined): boolean =>
  health !== undefined &&
  (health.verdict === 'broken' || health.verdict === 'moved' || health.verdict === 'expiring');
