import { useCallback } from 'react';
import type { Result } from '../../../shared/ipc/errors.ts';
import { useAppState } from '../store/StoreContext.tsx';

/**
 * Every admin call's result passes through this: a refusal as not an admin's (the key's role changed on the
 * installation) makes the window drop the Admin section and say why, as main has already recorded it.
 */
export function useAdminResults() {
  const adminRefused = useAppState((state) => state.adminRefused);
  return useCallback(
    <T>(accountId: string, result: Result<T>): Result<T> => {
      if (!result.ok && result.error.code === 'forbidden') adminRefused(accountId, result.error.message);
      return result;
    },
    [adminRefused],
  );
}
