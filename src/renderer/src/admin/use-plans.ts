import { useMemo } from 'react';
import type { Plan } from '../../../shared/ipc/resources.ts';
import { useWholeList } from '../assign/use-whole-list.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useAdminResults } from './use-admin-results.ts';
import { wholeListing } from './whole-listing.ts';

/** The installation's plans (a short, unpaged list), read once and kept in the window's memory like any list. */
export function usePlans(accountId: string | null) {
  const api = useApi();
  const checked = useAdminResults();
  const plans = useWholeList<Plan>(accountId, 'all plans', async (id) =>
    wholeListing(checked(id, await api.listPlans({ accountId: id }))),
  );
  const byId = useMemo(() => new Map((plans.items ?? []).map((plan) => [plan.id, plan])), [plans.items]);
  return { ...plans, byId };
}
