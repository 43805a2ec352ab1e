import { useEffect, useState } from 'react';
import type { ImportChoices } from '../../../shared/import/row-check.ts';
import type { Revision } from '../../../shared/api/constants.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';

/**
 * The account's branded domains, campaigns and channels, which a sheet's cells name: null while loading. A list
 * that cannot be read counts as empty, and `failed` names it, since a row naming one of its items would then
 * be refused for a reason the person must hear.
 */
export function useImportChoices(accountId: string, revision: Revision | null) {
  const api = useApi();
  const [choices, setChoices] = useState<{ value: ImportChoices; failed: string[] } | null>(null);
  useEffect(() => {
    let live = true;
    const onAccount = { accountId, priority: 'user' as const };
    const current = revision !== 'legacy';
    void Promise.all([
      call(() => api.listDomains(onAccount)),
      current ? call(() => api.listCampaigns(onAccount)) : null,
      current ? call(() => api.listChannels(onAccount)) : null,
    ]).then(([domains, campaigns, channels]) => {
      if (!live) return;
      const failed = [
        ...(domains.ok ? [] : ['domains']),
        ...(campaigns && !campaigns.ok ? ['campaigns'] : []),
        ...(channels && !channels.ok ? ['channels'] : []),
      ];
      setChoices({
        value: {
          domains: domains.ok ? domains.value.data.items.map((domain) => ({ address: domain.domain })) : [],
          campaigns: campaigns?.ok ? campaigns.value.data.items : [],
          channels: channels?.ok ? channels.value.data.items : [],
        },
        failed,
      });
    });
    return () => {
      live = false;
    };
  }, [api, accountId, revision]);
  return choices;
}
