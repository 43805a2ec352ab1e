import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { Link } from '../../../shared/ipc/resources.ts';
import { call } from '../store/call.ts';
import { readKey } from '../store/read-cache.ts';
import { useAppState } from '../store/StoreContext.tsx';

/** What the installation does not say of a campaign: its links and their clicks, summed here. */
export interface CampaignTotals {
  links: Link[];
  clicks: number;
  uniqueClicks: number;
}

export interface CampaignLinks {
  /** Each campaign's links and totals, by campaign id; null until every link has been read. */
  byCampaign: ReadonlyMap<number, CampaignTotals> | null;
  error: AppErrorData | null;
  /** Reads the links again, past what the window remembers (after an assignment). */
  reload: () => void;
}

const NO_LINKS: CampaignTotals = { links: [], clicks: 0, uniqueClicks: 0 };

/** A campaign's totals, none when it has no links. */
export function totalsOf(links: CampaignLinks, campaignId: number): CampaignTotals | null {
  return links.byCampaign ? (links.byCampaign.get(campaignId) ?? NO_LINKS) : null;
}

export function groupByCampaign(links: readonly Link[]): Map<number, CampaignTotals> {
  const groups = new Map<number, CampaignTotals>();
  for (const link of links) {
    if (link.campaign === null) continue;
    const group = groups.get(link.campaign) ?? { links: [], clicks: 0, uniqueClicks: 0 };
    group.links.push(link);
    group.clicks += link.clicks;
    group.uniqueClicks += link.uniqueclicks;
    groups.set(link.campaign, group);
  }
  for (const group of groups.values()) group.links.sort((a, b) => b.clicks - a.clicks);
  return groups;
}

/**
 * Every link of the account, read once in the background (the installation lists a campaign's links only as
 * the `campaign` of each link) and grouped by campaign. Kept in the window's memory like any list.
 */
export function useCampaignLinks(api: Api, accountId: string | null): CampaignLinks {
  const readCache = useAppState((state) => state.readCache);
  // Whose links they are: another account's must not show while this one's are read.
  const [loaded, setLoaded] = useState<{
    accountId: string | null;
    items: Link[] | null;
    error: AppErrorData | null;
  }>({ accountId: null, items: null, error: null });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!accountId) return;
    let live = true;
    const reading = readCache.read(
      readKey(accountId, 'campaign links'),
      () => call(() => api.listLinks({ accountId, priority: 'background' })),
      { force: reloads > 0 },
    );
    void reading.answer.then((result) => {
      if (!live) return;
      setLoaded((previous) =>
        result.ok
          ? { accountId, items: result.value.data.items, error: null }
          : {
              accountId,
              items: previous.accountId === accountId ? previous.items : null,
              error: result.error,
            },
      );
    });
    return () => {
      live = false;
      reading.leave();
    };
  }, [api, accountId, readCache, reloads]);

  const items = loaded.accountId === accountId ? loaded.items : null;
  const error = loaded.accountId === accountId ? loaded.error : null;
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  // One object while nothing changed: the list's columns are made from it, and new columns redraw every row.
  return useMemo(
    () => ({ byCampaign: items ? groupByCampaign(items) : null, error, reload }),
    [items, error, reload],
  );
}
