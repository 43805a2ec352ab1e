import type { CheckedItem } from './checked-items.ts';
import type { SettledHealth } from './settle.ts';
import { reasonWords } from '../../shared/health/health-words.ts';

/** A notification about items that turned broken; a click opens the window on them. */
export interface HealthNotice {
  accountId: string;
  title: string;
  body: string;
  /** What a click opens: the codes when any are named (they come first), else the links. */
  kind: 'link' | 'qr';
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the notification says when items turn broken: QR codes first, since a printed code cannot be fixed by
 * reprinting it overnight, and the first item named with its reason.
 */
export function brokenNotice(
  accountId: string,
  broken: readonly { item: CheckedItem; state: SettledHealth }[],
): HealthNotice {
  const ordered = [...broken].sort((a, b) =>
    a.item.kind === b.item.kind ? 0 : a.item.kind === 'qr' ? -1 : 1,
  );
  const codes = ordered.filter((entry) => entry.item.kind === 'qr').length;
  const links = ordered.length - codes;
  const parts = [
    ...(codes > 0 ? [plural(codes, 'QR code', 'QR codes')] : []),
    ...(links > 0 ? [plural(links, 'link', 'links')] : []),
  ];
  const first = ordered[0]!;
  const name = first.item.name || first.item.shortUrl;
  const what = first.item.kind === 'qr' ? `The QR code “${name}”` : `“${name}”`;
  const more = ordered.length > 1 ? ` And ${ordered.length - 1} more.` : '';
  return {
    accountId,
    kind: codes > 0 ? 'qr' : 'link',
    title: `${parts.join(' and ')} ${ordered.length === 1 ? 'leads' : 'lead'} to a broken page`,
    body: `${what}: ${reasonWords(first.state.outcome)}.${more}`,
  };
}
