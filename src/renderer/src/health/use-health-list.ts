import { useMemo, useState } from 'react';
import type { HealthItemKind } from '../../../shared/ipc/health.ts';
import type { Column, CollectionLoader } from '../components/data-list/types.ts';
import { currentMark } from '../../../shared/health/current-mark.ts';
import { countsOf, filteredByHealth, healthColumn, verdictOf, type HealthFilter } from './health-list.tsx';
import { healthKey, useHealth } from './use-health.ts';

/**
 * What a list screen needs of link health: the Health column (while checks are on, or found something), the
 * filter's state and counts, and the loader and scope the list's collection takes while a filter is on.
 */
export function useHealthList<T>(
  kind: HealthItemKind,
  accountId: string | null,
  idOf: (item: T) => number,
  load: CollectionLoader<T>,
  /** The item's destination as the list has it, where the list knows it (links). */
  urlOf?: (item: T) => string,
) {
  const health = useHealth(accountId);
  const markOf = (item: T) => currentMark(health.marks.get(healthKey(kind, idOf(item))), urlOf?.(item));
  const [filter, setFilter] = useState<HealthFilter>('');
  const shown = health.status?.settings.enabled === true || health.marks.size > 0;
  const column: Column<T> | null = useMemo(
    () => (shown ? healthColumn(markOf) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `markOf` changes only with the marks
    [shown, health.marks, kind],
  );
  const counts = useMemo(() => (shown ? countsOf(health.marks, kind) : null), [shown, health.marks, kind]);
  const active: HealthFilter = shown ? filter : '';
  const collectionLoad: CollectionLoader<T> = active
    ? filteredByHealth(load, (item) => verdictOf(markOf(item)) === active)
    : load;
  // A finished run reads a filtered list again; the list without a filter stays as it is.
  const scope = active ? `health ${active} ${health.marks.size} ${health.status?.lastRunAt ?? 0}` : '';
  // One item is checked on request while checks are on and no run is checking them all.
  const canCheck = health.status?.settings.enabled === true && health.status.run === null;
  return {
    health,
    shown,
    column,
    counts,
    filter: active,
    setFilter,
    collectionLoad,
    scope,
    markOf,
    canCheck,
  };
}
