import { useCallback } from 'react';
import type { DeletableKind } from '../../../shared/ipc/deletes.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { isHiddenByDelete, type DeleteRequest } from './deletes-slice.ts';

export interface Deletes {
  /**
   * Hides the items at once, shows "Deleted <label>. Undo" for the undo window, then main sends the delete
   * and the toast reports progress and each failure; failed items come back.
   */
  scheduleDelete: (request: DeleteRequest) => Promise<void>;
  /** Whether the active account's item is hidden by a delete (held for undo, being sent, or sent). */
  isPendingDelete: (kind: DeletableKind, id: number) => boolean;
}

export function useDeletes(): Deletes {
  const scheduleDelete = useAppState((state) => state.scheduleDelete);
  const deletes = useAppState((state) => state.deletes);
  const activeId = useAppState((state) => state.activeId);
  const isPendingDelete = useCallback(
    (kind: DeletableKind, id: number) => activeId !== null && isHiddenByDelete(deletes, activeId, kind, id),
    [deletes, activeId],
  );
  return { scheduleDelete, isPendingDelete };
}
