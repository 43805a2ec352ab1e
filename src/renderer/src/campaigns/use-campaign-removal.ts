import { useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Campaign, Link } from '../../../shared/ipc/resources.ts';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';

/**
 * Takes links out of campaigns. No endpoint unassigns a link: only a link update that leaves the campaign out
 * does, on installations that replace the whole link (main's complete update keeps everything else). Others keep
 * the campaign; once one has, the screen stops offering what cannot work and says why.
 */
export function useCampaignRemoval(api: Api, accountId: string, onChanged: () => void) {
  const showToast = useAppState((state) => state.showToast);
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const [keeps, setKeeps] = useState(false);
  const name = (link: Link) => link.title || link.alias;

  const remove = async (link: Link, campaign: Campaign) => {
    setRemoving((current) => new Set(current).add(link.id));
    const result = await call(() => api.updateLink({ accountId, id: link.id, remove: ['campaign'] }));
    setRemoving((current) => {
      const next = new Set(current);
      next.delete(link.id);
      return next;
    });
    const subject = { kind: 'campaigns', id: campaign.id } as const;
    if (!result.ok) {
      showToast(`${name(link)} is still in “${campaign.name}”: ${result.error.message}`, {
        tone: 'problem',
        subject,
      });
      return;
    }
    if (result.value.kept.includes('campaign')) {
      setKeeps(true);
      showToast(
        `${name(link)} is still in “${campaign.name}”: this installation keeps a link’s campaign when an update leaves it out. Take it out on the installation’s website.`,
        { tone: 'problem', subject },
      );
    } else showToast(`Took ${name(link)} out of “${campaign.name}”.`, { subject });
    onChanged();
  };

  return { remove, removing, keeps };
}
