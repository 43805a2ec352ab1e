import { useCallback } from 'react';
import type { Result } from '../../../shared/ipc/errors.ts';
import { useAppState } from '../store/StoreContext.tsx';

/**
 * Every admin call's result passes through this: after a refusal, main has asked again whether the key is an
 * admin's; when it is not any more (its role changed on the installation), the window drops the Admin section
 * and says why. A refusal of one action (another admin's account) leaves the section as it is.
 */
export function useAdminResults() {
  const checkAdmin = useAppState((state) => state.checkAdmin);
  return useCallback(
    <T>(accountId: string, result: Result<T>): Result<T> => {
      if (!result.ok && result.error.code === 'forbidden') void checkAdmin(accountId, result.error.message);
      return result;
    },
    [checkAdmin],
  );
}
