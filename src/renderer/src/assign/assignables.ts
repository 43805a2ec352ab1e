import type { ChannelItemType } from '../../../shared/api/constants.ts';
import type { Link, QrCode } from '../../../shared/ipc/resources.ts';

/** Something that can be put into a channel, or (a link) into a campaign, named as its own list names it. */
export interface Assignable {
  type: ChannelItemType;
  id: number;
  label: string;
  /** Its short URL, or what a QR code encodes: what a drop outside Linkdesk receives as text. */
  url: string;
}

/** Same item: a link and a QR code may share an id. */
export function assignableKey(item: Pick<Assignable, 'type' | 'id'>): string {
  return `${item.type}-${item.id}`;
}

export function linkAssignable(link: Link): Assignable {
  return { type: 'links', id: link.id, label: link.title || link.alias || link.shorturl, url: link.shorturl };
}

export function qrAssignable(qr: QrCode): Assignable {
  return { type: 'qr', id: qr.id, label: qr.name || `QR code #${qr.id}`, url: qr.link };
}

/** How many, in words: "1 link", "3 QR codes", "4 items"; `n` of them when not all. */
export function countOf(items: readonly Pick<Assignable, 'type'>[], n = items.length): string {
  const types = new Set(items.map((item) => item.type));
  const only = types.size === 1 ? [...types][0] : null;
  const noun =
    only === 'links' ? ['link', 'links'] : only === 'qr' ? ['QR code', 'QR codes'] : ['item', 'items'];
  return `${n.toLocaleString('en-US')} ${n === 1 ? noun[0] : noun[1]}`;
}
