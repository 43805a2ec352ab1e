import { useEffect, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Campaign, Channel } from '../../../shared/ipc/resources.ts';
import { call } from '../store/call.ts';
import { readKey } from '../store/read-cache.ts';
import { useAppState } from '../store/StoreContext.tsx';

export interface Groups {
  campaigns: Map<number, Campaign>;
  channels: Map<number, Channel>;
}

/** Enough for every campaign or channel a person keeps. */
const NAMES_PAGE = 1000;

/**
 * The account's campaigns and channels, by id: history sums clicks per group id, and the names (and what the
 * Campaigns and Channels areas open) come from the installation's lists. Read under the same keys as a link's
 * pane reads them, so the window asks once for both; only the lists `wanted` are read.
 */
export function useGroups(
  api: Api,
  accountId: string,
  wanted: { campaigns: boolean; channels: boolean },
): Groups {
  const readCache = useAppState((state) => state.readCache);
  const [groups, setGroups] = useState<Groups>(() => ({ campaigns: new Map(), channels: new Map() }));
  const { campaigns: wantsCampaigns, channels: wantsChannels } = wanted;

  useEffect(() => {
    let live = true;
    const campaigns = wantsCampaigns
      ? readCache.read(readKey(accountId, 'campaign names'), () =>
          call(() => api.listCampaigns({ accountId, limit: NAMES_PAGE, priority: 'background' })),
        )
      : null;
    const channels = wantsChannels
      ? readCache.read(readKey(accountId, 'channel names'), () =>
          call(() => api.listChannels({ accountId, limit: NAMES_PAGE, priority: 'background' })),
        )
      : null;
    void Promise.all([campaigns?.answer, channels?.answer]).then(([campaignList, channelList]) => {
      if (!live) return;
      setGroups({
        campaigns: new Map(
          campaignList?.ok ? campaignList.value.data.items.map((item) => [item.id, item]) : [],
        ),
        channels: new Map(channelList?.ok ? channelList.value.data.items.map((item) => [item.id, item]) : []),
      });
    });
    return () => {
      live = false;
      campaigns?.leave();
      channels?.leave();
    };
  }, [api, accountId, readCache, wantsCampaigns, wantsChannels]);

  return groups;
}
