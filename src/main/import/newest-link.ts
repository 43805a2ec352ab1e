import type { Call } from '../api/call.ts';
import { linksCollection } from '../api/endpoints/collections.ts';
import { listPage } from '../api/paging.ts';

/**
 * Links asked for: the newest by date. Dates count whole seconds, so links made in the same second may come in
 * any order among themselves; a few more than one leave room for that.
 */
const NEWEST_LINKS = 10;

/**
 * The id of the account's newest link, 0 when it has none, in one request. Installations number links in the
 * order they are made. Links behind a QR code or a bio page are not listed, and not looked through for a lost
 * row either, so the newest listed one is what counts. An installation that listed the oldest first would
 * only give a lower id: fewer links ruled out, never a row's own.
 */
export async function newestLinkId(call: Call): Promise<number> {
  const page = await listPage(call, linksCollection({ order: 'date' }), { page: 1, limit: NEWEST_LINKS });
  return page.items.reduce((newest, link) => Math.max(newest, link.id), 0);
}
