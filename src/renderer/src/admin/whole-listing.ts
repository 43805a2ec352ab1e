import type { Result } from '../../../shared/ipc/errors.ts';
import type { Cached, Listing } from '../../../shared/ipc/resources.ts';

/**
 * Users and plans come in one array, not in pages: as the one page of a listing, which the shared list and the
 * window's memory of lists take.
 */
export function wholeListing<T>(result: Result<Cached<T[]>>): Result<Cached<Listing<T>>> {
  if (!result.ok) return result;
  const items = result.value.data;
  return {
    ok: true,
    value: {
      data: { items, total: items.length, page: 1, maxPage: 1, perPage: items.length },
      stale: result.value.stale,
    },
  };
}
