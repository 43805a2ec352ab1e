import { useMemo } from 'react';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { Link } from '../../../shared/ipc/resources.ts';
import type { WholeList } from '../assign/use-whole-list.ts';

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
 * Each campaign's links and totals, from every link of the account (the installation lists a campaign's links
 * only as the `campaign` of each link). `moves` are links on their way into a campaign, counted there at once.
 */
export function useCampaignLinks(links: WholeList<Link>, moves: ReadonlyMap<number, number>): CampaignLinks {
  const { items, error, reload } = links;
  // One object while nothing changed: the list's columns are made from it, and new columns redraw every row.
  return useMemo(() => {
    const moved = items?.map((link) => {
      const campaign = moves.get(link.id);
      return campaign === undefined ? link : { ...link, campaign };
    });
    return { byCampaign: moved ? groupByCampaign(moved) : null, error, reload };
  }, [items, moves, error, reload]);
}
