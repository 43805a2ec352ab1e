import { useEffect, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Link } from '../../../shared/ipc/resources.ts';
import { call } from '../store/call.ts';
import { readKey } from '../store/read-cache.ts';
import { useAppState } from '../store/StoreContext.tsx';

export interface LinkGroups {
  /** The campaign's name; `#<id>` while names are unknown (older installations have no campaign list). */
  campaign: string | null;
  channels: string[];
}

/** Enough for the names of every campaign or channel a person keeps; links only carry their ids. */
const NAMES_PAGE = 1000;

/**
 * The names of the campaign and channels a link is in. One read of each list for the whole account, kept in
 * the window's memory, and only for a link that is in one: most links cost nothing.
 */
export function useLinkGroups(api: Api, accountId: string, link: Link | null): LinkGroups {
  const readCache = useAppState((state) => state.readCache);
  const [names, setNames] = useState<{ campaigns: Map<number, string>; channels: Map<number, string> }>(
    () => ({ campaigns: new Map(), channels: new Map() }),
  );
  const wantsCampaigns = link !== null && link.campaign !== null;
  const wantsChannels = link !== null && link.channel.length > 0;

  useEffect(() => {
    let live = true;
    const readings = [
      wantsCampaigns
        ? readCache.read(readKey(accountId, 'campaign names'), () =>
            call(() => api.listCampaigns({ accountId, limit: NAMES_PAGE, priority: 'background' })),
          )
        : null,
      wantsChannels
        ? readCache.read(readKey(accountId, 'channel names'), () =>
            call(() => api.listChannels({ accountId, limit: NAMES_PAGE, priority: 'background' })),
          )
        : null,
    ];
    void Promise.all(readings.map((reading) => reading?.answer)).then(([campaigns, channels]) => {
      if (!live) return;
      const byId = (answer: typeof campaigns | typeof channels) =>
        new Map(answer?.ok ? answer.value.data.items.map((item) => [item.id, item.name] as const) : []);
      setNames({ campaigns: byId(campaigns), channels: byId(channels) });
    });
    return () => {
      live = false;
      for (const reading of readings) reading?.leave();
    };
  }, [api, accountId, readCache, wantsCampaigns, wantsChannels]);

  if (!link) return { campaign: null, channels: [] };
  const named = (map: Map<number, string>, id: number) => map.get(id) || `#${id}`;
  return {
    campaign: link.campaign === null ? null : named(names.campaigns, link.campaign),
    channels: link.channel.map((id) => named(names.channels, id)),
  };
}
