import { useEffect, useEffectEvent } from 'react';
import type { HealthVerdict } from '../../../shared/ipc/health.ts';
import type { Campaign, Channel, Link, QrCode } from '../../../shared/ipc/resources.ts';
import { useAppState } from '../store/StoreContext.tsx';
import type { OpenItem, QrPrefill } from './open-item.ts';

/** How a screen opens each kind of item it shows. */
export interface OpenHandlers {
  link?: (link: Link) => void;
  qr?: (qr: QrCode) => void;
  newQr?: (prefill: QrPrefill) => void;
  linkSearch?: (query: string) => void;
  campaign?: (campaign: Campaign) => void;
  channel?: (channel: Channel) => void;
  linkHealth?: (verdict: HealthVerdict) => void;
  qrHealth?: (verdict: HealthVerdict) => void;
}

function openWith(handlers: OpenHandlers, item: OpenItem): void {
  if (item.kind === 'link') handlers.link?.(item.link);
  else if (item.kind === 'qr') handlers.qr?.(item.qr);
  else if (item.kind === 'linkSearch') handlers.linkSearch?.(item.query);
  else if (item.kind === 'campaign') handlers.campaign?.(item.campaign);
  else if (item.kind === 'channel') handlers.channel?.(item.channel);
  else if (item.kind === 'linkHealth') handlers.linkHealth?.(item.verdict);
  else if (item.kind === 'qrHealth') handlers.qrHealth?.(item.verdict);
  else handlers.newQr?.(item.prefill);
}

/**
 * Opens what the command palette asked this screen to open (a link's form, a code's details), once the screen
 * shows. A request made for another account than the one shown is set aside: the item is not there.
 */
export function useOpenItem(accountId: string | null, handlers: OpenHandlers): void {
  const request = useAppState((state) => state.openItemRequest);
  const finish = useAppState((state) => state.finishOpenItem);
  const open = useEffectEvent((item: OpenItem) => openWith(handlers, item));
  const kinds = Object.keys(handlers).join(' ');
  useEffect(() => {
    if (!request || accountId === null || !kinds.split(' ').includes(request.kind)) return;
    finish(request.token);
    if (request.accountId === accountId) open(request);
  }, [request, kinds, accountId, finish]);
}
