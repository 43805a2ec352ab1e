import { AppError } from '../../../shared/ipc/app-error.ts';
import type { Call } from '../call.ts';
import { fetchAll, type CollectionSpec } from '../paging.ts';

/**
 * Refusals that may mean the item is gone: deployed installations answer an update of a domain or pixel that
 * is not there with an empty body (read as `bad_response`), which says nothing of why; the reference says
 * "not found".
 */
const MAYBE_GONE = new Set(['bad_response', 'not_found']);

/**
 * Runs the update of one item of a collection. When the installation refuses it in a way that may mean the item
 * was deleted meanwhile, the collection is read back: an item no longer in it is said to be gone (`not_found`,
 * with `gone` for its words), so the window can drop it. Any other refusal, one for an item still there, or one
 * the read-back cannot settle (it failed, or left items out as unreadable) passes as it came.
 */
export async function updateUnlessDeleted<I extends { id: number | null }, T>(
  call: Call,
  item: { collection: CollectionSpec<I>; id: number; gone: string },
  update: () => Promise<T>,
): Promise<T> {
  try {
    return await update();
  } catch (error) {
    if (!(error instanceof AppError) || !MAYBE_GONE.has(error.code)) throw error;
    const listing = await fetchAll(call, item.collection).catch(() => null);
    if (listing && !listing.skipped && !listing.items.some((one) => one.id === item.id)) {
      throw new AppError('not_found', item.gone);
    }
    throw error;
  }
}
