import { useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Campaign, Channel } from '../../../shared/ipc/resources.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { findHistoryItem, type HistoryItem } from './open-history-item.ts';

export interface OverviewOpener {
  /** Shows the link or code in its area's details pane, once the installation has given its list entry. */
  openItem: (item: HistoryItem) => void;
  openCampaign: (campaign: Campaign) => void;
  openChannel: (channel: Channel) => void;
  /** `link 12` while that item is being looked up, so its button can say so. */
  opening: string | null;
}

export const itemKey = (item: { kind: string; id: number }) => `${item.kind} ${item.id}`;

/** One click from anything the Overview names to its details, in the area that shows it. */
export function useOpenFromOverview(api: Api, accountId: string): OverviewOpener {
  const requestOpenItem = useAppState((state) => state.requestOpenItem);
  const showToast = useAppState((state) => state.showToast);
  const [opening, setOpening] = useState<string | null>(null);

  const openItem = (item: HistoryItem) => {
    if (opening !== null) return;
    setOpening(itemKey(item));
    void findHistoryItem(api, accountId, item).then((found) => {
      setOpening(null);
      if (found.kind === 'link') requestOpenItem({ kind: 'link', accountId, link: found.link });
      else if (found.kind === 'qr') requestOpenItem({ kind: 'qr', accountId, qr: found.qr });
      else showToast(found.words, { tone: 'problem' });
    });
  };
  return {
    openItem,
    openCampaign: (campaign) => requestOpenItem({ kind: 'campaign', accountId, campaign }),
    openChannel: (channel) => requestOpenItem({ kind: 'channel', accountId, channel }),
    opening,
  };
}
