import type { Api } from '../../../shared/ipc/api.ts';
import type { Link, QrCode } from '../../../shared/ipc/resources.ts';
import { call } from '../store/call.ts';

/** A link or QR code the Overview names (rising, a milestone): what it knows of it. */
export interface HistoryItem {
  kind: 'link' | 'qr';
  id: number;
  /** The short URL, when the Overview has it: the installation finds a link by it exactly. */
  address?: string;
}

export type FoundItem =
  | { kind: 'link'; link: Link }
  | { kind: 'qr'; qr: QrCode }
  /** The installation no longer has it, or could not be asked: the words say which. */
  | { kind: 'missing'; words: string };

/** A link's list entry by its short URL: the installation looks that up exactly, whatever page it is on. */
async function linkByAddress(api: Api, accountId: string, id: number, address: string): Promise<Link | null> {
  const result = await call(() => api.listLinks({ accountId, short: address, page: 1, limit: 10 }));
  return result.ok ? (result.value.data.items.find((link) => link.id === id) ?? null) : null;
}

/**
 * The link or code as its area shows it, read from the installation: history knows items by id, and the
 * Links and QR codes areas open a whole list entry in their details pane. A link without a short URL at hand
 * is read by id first, for its short URL.
 */
export async function findHistoryItem(api: Api, accountId: string, item: HistoryItem): Promise<FoundItem> {
  if (item.kind === 'qr') {
    const result = await call(() => api.getQrCode({ accountId, id: item.id }));
    if (result.ok) return { kind: 'qr', qr: result.value.data.qr };
    return { kind: 'missing', words: missingWords('QR code', result.error.code) };
  }
  let address = item.address ?? '';
  if (!address) {
    const details = await call(() => api.getLink({ accountId, id: item.id }));
    if (!details.ok) return { kind: 'missing', words: missingWords('link', details.error.code) };
    address = details.value.data.link.shorturl;
  }
  const link = await linkByAddress(api, accountId, item.id, address);
  return link ? { kind: 'link', link } : { kind: 'missing', words: missingWords('link', 'not_found') };
}

function missingWords(what: string, code: string): string {
  return code === 'not_found'
    ? `This ${what} is no longer on the installation.`
    : `The ${what} could not be opened: the installation did not answer. Try again in a moment.`;
}
