import { useState } from 'react';
import { isHiddenByDelete } from '../../deletes/deletes-slice.ts';
import { useAppState } from '../../store/StoreContext.tsx';
import type { Collection, RowDetail } from '../data-list/types.ts';

interface Shown<T> {
  accountId: string;
  id: number;
  /** The item as it was when it was shown: kept for one that is on no loaded page (opened from the palette). */
  item: T;
}

export interface ShownItem<T> extends RowDetail<T> {
  /** The item whose details show: its latest version in the list, or as it was shown; null when none. */
  item: T | null;
}

/**
 * Which item of a collection shows its details beside the list. It belongs to the account it was shown for,
 * follows the list's newer copy of the item after a reload, and goes away when the item is deleted (or its
 * delete is waiting for its Undo).
 */
export function useShownItem<T>(collection: Collection<T>): ShownItem<T> {
  const [shown, setShown] = useState<Shown<T> | null>(null);
  const deletes = useAppState((state) => state.deletes);
  const { getId, kind } = collection.options;
  const current = shown && shown.accountId === collection.accountId ? shown : null;
  const deleted =
    current !== null && kind !== undefined && isHiddenByDelete(deletes, current.accountId, kind, current.id);
  const item =
    current && !deleted
      ? (collection.items.find((candidate) => getId(candidate) === current.id) ?? current.item)
      : null;

  return {
    item,
    shownId: item === null ? null : current!.id,
    show: (next) => {
      const id = getId(next);
      if (id !== null && collection.accountId) setShown({ accountId: collection.accountId, id, item: next });
    },
    hide: () => setShown(null),
  };
}
