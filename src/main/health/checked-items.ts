import type { HealthItemKind } from '../../shared/ipc/health.ts';
import type { LinkDetails } from '../../shared/ipc/resources.ts';
import type { QrDesign } from '../../shared/qr/design.ts';
import type { Call } from '../api/call.ts';
import { linksCollection, qrCollection } from '../api/endpoints/collections.ts';
import { readAll, SNAPSHOT_PAGE_SIZE } from '../history/read-lists.ts';
import type { ItemTarget } from './health-store.ts';

/** A link or QR code to check: where it leads, never its short URL (a request there would count a click). */
export interface CheckedItem {
  kind: HealthItemKind;
  id: number;
  /** The name the pane and notifications use: a link's title or alias, a code's name. */
  name: string;
  /** The destination; '' for a code whose content Linkdesk does not know (made elsewhere). */
  url: string;
  /** The short URL or the code's link: said in a notification, never requested. */
  shortUrl: string;
  /** Why a code has no address to check: it holds none (text, Wi-Fi…), or it was made elsewhere. */
  noContent?: 'no-web-address' | 'unknown-content';
}

export interface ReadItems {
  items: CheckedItem[];
  /** Both lists were read whole: only then are the items missing from them gone. */
  whole: boolean;
}

/**
 * The content URL of a dynamic code Linkdesk made or edited (installations never give a code's content back):
 * a link code's address, or a vCard's web site.
 */
export function contentUrlOf(design: QrDesign | null): string {
  if (!design) return '';
  if (design.type === 'link' && typeof design.data === 'string') return design.data;
  if (design.type === 'vcard' && design.data && typeof design.data === 'object') {
    const site = (design.data as { site?: unknown }).site;
    return typeof site === 'string' ? site : '';
  }
  return '';
}

/** A link as checked: its destination, named by its title or alias. */
export function linkItemOf(link: {
  id: number;
  title: string;
  alias: string;
  longurl: string;
  shorturl: string;
}): CheckedItem {
  return {
    kind: 'link',
    id: link.id,
    name: link.title.trim() || link.alias,
    url: link.longurl,
    shortUrl: link.shorturl,
  };
}

/** A QR code as checked: the content URL of its saved design, or why it has none to check. */
export function codeItemOf(
  code: { id: number; name: string; link: string },
  design: QrDesign | null,
): CheckedItem {
  const url = contentUrlOf(design);
  return {
    kind: 'qr',
    id: code.id,
    name: code.name,
    url,
    shortUrl: code.link,
    ...(url ? {} : { noContent: design ? ('no-web-address' as const) : ('unknown-content' as const) }),
  };
}

/** Every link and QR code of the account, read whole, one page at a time (each page after `beforeEach`). */
export async function readCheckedItems(
  call: Call,
  reach: { links: boolean; codes: boolean },
  designOf: (id: number) => QrDesign | null,
  beforeEach: () => Promise<void>,
  pageSize = SNAPSHOT_PAGE_SIZE,
): Promise<ReadItems> {
  const items: CheckedItem[] = [];
  let whole = true;
  if (reach.links) {
    const links = await readAll(call, linksCollection(), pageSize, beforeEach);
    whole &&= links.whole;
    for (const link of links.items) {
      items.push(linkItemOf(link));
    }
  }
  if (reach.codes) {
    const codes = await readAll(call, qrCollection, pageSize, beforeEach);
    whole &&= codes.whole;
    for (const code of codes.items) items.push(codeItemOf(code, designOf(code.id)));
  }
  return { items, whole };
}

/** A link's geo and device targets, labelled as the pane shows them ("Country: FR", "Device: iPhone"). */
export function targetsOf(details: LinkDetails): ItemTarget[] {
  const targets: ItemTarget[] = [];
  for (const entry of details.link.location) {
    if (entry.link.trim()) targets.push({ label: `Country: ${entry.location}`, url: entry.link.trim() });
  }
  for (const entry of details.link.device) {
    if (entry.link.trim()) targets.push({ label: `Device: ${entry.device}`, url: entry.link.trim() });
  }
  return targets;
}

/**
 * The hosts (with their port) a check must never ask: the installation's own and every short link's, since a request to a short
 * URL (a destination that is itself a short link, a redirect through one) counts a click or a scan.
 */
export function shortHostsOf(installationUrl: string, items: readonly CheckedItem[]): Set<string> {
  const hosts = new Set<string>();
  for (const address of [installationUrl, ...items.map((item) => item.shortUrl)]) {
    try {
      // Deployed installations print branded short URLs without a scheme.
      hosts.add(
        new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `https://${address}`).host.toLowerCase(),
      );
    } catch {
      // Not an address: nothing to keep away from.
    }
  }
  return hosts;
}
