import type { Call } from '../api/call.ts';
import { linksCollection, qrCollection } from '../api/endpoints/collections.ts';
import { listPage, MAX_PAGES, type CollectionSpec } from '../api/paging.ts';
import type { ListedItem } from './snapshot-diff.ts';

/** Items per page: the most installations give in one answer. */
export const SNAPSHOT_PAGE_SIZE = 1000;

export interface ReadLists {
  items: ListedItem[];
  /** Every item of both lists could be read: only then are the missing ones taken for deleted. */
  whole: boolean;
  requests: number;
}

/**
 * One collection page after page, one request at a time (history is never in a hurry, and each request waits
 * for its share of the rate limit first: `beforeEach`). Repeats across pages are kept once.
 */
export async function readAll<T>(
  call: Call,
  spec: CollectionSpec<T>,
  pageSize: number,
  beforeEach: () => Promise<void>,
): Promise<{ items: T[]; whole: boolean; requests: number }> {
  await beforeEach();
  const first = await listPage(call, spec, { page: 1, limit: pageSize });
  const lastPage = Math.min(first.maxPage, Math.max(1, Math.ceil(first.total / first.perPage)), MAX_PAGES);
  const items = [...first.items];
  let whole = !first.skipped;
  for (let page = 2; page <= lastPage; page++) {
    await beforeEach();
    const answer = await listPage(call, spec, { page, limit: first.perPage });
    items.push(...answer.items);
    if (answer.skipped) whole = false;
  }
  return { items, whole, requests: lastPage };
}

/** A link's name in history: its title, else its alias. */
const linkName = (title: string, alias: string) => title.trim() || alias;

/** Every link's and QR code's counters, as the installation lists them now. */
export async function readLists(
  call: Call,
  reach: { links: boolean; codes: boolean },
  beforeEach: () => Promise<void>,
  pageSize = SNAPSHOT_PAGE_SIZE,
): Promise<ReadLists> {
  const items: ListedItem[] = [];
  let whole = true;
  let requests = 0;
  if (reach.links) {
    const links = await readAll(call, linksCollection(), pageSize, beforeEach);
    whole &&= links.whole;
    requests += links.requests;
    for (const link of links.items) {
      items.push({
        kind: 'link',
        id: link.id,
        address: link.shorturl,
        name: linkName(link.title, link.alias),
        clicks: link.clicks,
        uniques: link.uniqueclicks,
        campaign: link.campaign,
        channels: link.channel,
      });
    }
  }
  if (reach.codes) {
    const codes = await readAll(call, qrCollection, pageSize, beforeEach);
    whole &&= codes.whole;
    requests += codes.requests;
    for (const code of codes.items) {
      items.push({
        kind: 'qr',
        id: code.id,
        address: code.link,
        name: code.name,
        clicks: code.scans,
        uniques: 0,
        campaign: null,
        channels: [],
      });
    }
  }
  return { items, whole, requests };
}
