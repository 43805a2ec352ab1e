import type { Link } from '../../../shared/ipc/resources.ts';

/** What the installation does not say of a channel: how many of its links there are and their clicks. */
export interface ChannelTotals {
  links: number;
  clicks: number;
  uniqueClicks: number;
}

/** Each channel's totals, summed from the links that list it (QR codes and bio pages carry no clicks here). */
export function channelTotals(links: readonly Link[]): Map<number, ChannelTotals> {
  const totals = new Map<number, ChannelTotals>();
  for (const link of links) {
    // A link lists a channel once per time it was put there (deployed servers add rows on every update).
    for (const channel of new Set(link.channel)) {
      const sum = totals.get(channel) ?? { links: 0, clicks: 0, uniqueClicks: 0 };
      sum.links += 1;
      sum.clicks += link.clicks;
      sum.uniqueClicks += link.uniqueclicks;
      totals.set(channel, sum);
    }
  }
  return totals;
}
