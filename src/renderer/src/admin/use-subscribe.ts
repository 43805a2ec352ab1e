import { useCallback } from 'react';
import type { Plan, User } from '../../../shared/ipc/resources.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useAppState } from '../store/StoreContext.tsx';
import type { Subscription } from './subscription-form.ts';
import { useAdminResults } from './use-admin-results.ts';

/** Sends a subscription from the subscribe dialog, wherever it was opened, and says what it did. */
export function useSubscribe(accountId: string) {
  const api = useApi();
  const checked = useAdminResults();
  const showToast = useAppState((state) => state.showToast);
  return useCallback(
    async (subscription: Subscription, user: User, plan: Plan) => {
      const result = checked(accountId, await api.subscribeUser({ accountId, ...subscription }));
      if (result.ok) showToast(`${user.username} is now on ${plan.name}.`);
      return result;
    },
    [accountId, api, checked, showToast],
  );
}
