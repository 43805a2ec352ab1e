import { useCallback } from 'react';
import type { User } from '../../../shared/ipc/resources.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { useAdminResults } from './use-admin-results.ts';

/**
 * "Copy API key": main reads the user's key and puts it on the clipboard itself, then takes it off again; the
 * window only hears that it was done.
 */
export function useUserKeyCopy() {
  const api = useApi();
  const checked = useAdminResults();
  const showToast = useAppState((state) => state.showToast);
  return useCallback(
    async (accountId: string, user: User) => {
      const result = checked(accountId, await call(() => api.copyUserApiKey({ accountId, id: user.id })));
      if (result.ok) {
        showToast(
          `Copied ${user.username}’s API key. Linkdesk clears it from the clipboard in ${result.value.clearsAfterSeconds} seconds.`,
        );
      } else {
        showToast(`Linkdesk could not copy ${user.username}’s API key: ${result.error.message}`, {
          tone: 'problem',
        });
      }
    },
    [api, checked, showToast],
  );
}
