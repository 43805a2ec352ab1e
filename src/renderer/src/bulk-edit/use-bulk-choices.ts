import { useEffect, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Campaign, Channel } from '../../../shared/ipc/resources.ts';
import { call } from '../store/call.ts';
import { readKey } from '../store/read-cache.ts';
import { useAppState } from '../store/StoreContext.tsx';

/** Enough for every campaign or channel a person keeps, in one read each. */
const NAMES_PAGE = 1000;

export interface BulkGroups {
  campaigns: Campaign[] | null;
  channels: Channel[] | null;
}

/**
 * The account's campaigns and channels, to choose from and to name ids by: read once through the window's read
 * cache, under the keys the link details use for the same names. Older installations have neither.
 */
export function useBulkGroups(api: Api, accountId: string, withGroups: boolean): BulkGroups {
  const readCache = useAppState((state) => state.readCache);
  const [groups, setGroups] = useState<BulkGroups>({ campaigns: null, channels: null });
  useEffect(() => {
    if (!withGroups) return;
    let live = true;
    const campaigns = readCache.read(readKey(accountId, 'campaign names'), () =>
      call(() => api.listCampaigns({ accountId, limit: NAMES_PAGE, priority: 'background' })),
    );
    const channels = readCache.read(readKey(accountId, 'channel names'), () =>
      call(() => api.listChannels({ accountId, limit: NAMES_PAGE, priority: 'background' })),
    );
    void Promise.all([campaigns.answer, channels.answer]).then(([campaignList, channelList]) => {
      if (!live) return;
      setGroups({
        campaigns: campaignList.ok ? campaignList.value.data.items : [],
        channels: channelList.ok ? channelList.value.data.items : [],
      });
    });
    return () => {
      live = false;
      campaigns.leave();
      channels.leave();
    };
  }, [api, accountId, readCache, withGroups]);
  return withGroups ? groups : { campaigns: [], channels: [] };
}
