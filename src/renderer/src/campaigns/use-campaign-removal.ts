import { useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Campaign, Link } from '../../../shared/ipc/resources.ts';
import { KEPT_FIELD_NAMES } from '../links/link-form-values.ts';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';

/** Accounts whose installation has kept a campaign an update left out, for as long as Linkdesk runs. */
const keepingAccounts = new Set<string>();

/** A link the person asked to take out of its campaign, waiting for them to confirm. */
export interface RemovalAsked {
  link: Link;
  campaign: Campaign;
}

/**
 * Takes links out of campaigns. No endpoint unassigns a link: only a link update that leaves the campaign out
 * does, on installations that replace the whole link (main's complete update keeps what it can read; the screen
 * asks first, since a password cannot be read back). Others keep the campaign; once one has, the screen stops
 * offering what cannot work for that account and says why.
 */
export function useCampaignRemoval(api: Api, accountId: string, onChanged: () => void) {
  const showToast = useAppState((state) => state.showToast);
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const [keeps, setKeeps] = useState(() => keepingAccounts.has(accountId));
  const [asked, setAsked] = useState<RemovalAsked | null>(null);
  const name = (link: Link) => link.title || link.alias;

  const remove = async ({ link, campaign }: RemovalAsked) => {
    setAsked(null);
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
    onChanged();
    if (result.value.kept.includes('campaign')) {
      keepingAccounts.add(accountId);
      setKeeps(true);
      showToast(
        `${name(link)} is still in “${campaign.name}”: your server keeps a link’s campaign when an update leaves it out. Take it out on your server’s website.`,
        { tone: 'problem', subject },
      );
      return;
    }
    // What the installation lost although Linkdesk sent it again has to be read: that toast waits.
    const lost = result.value.dropped.map((field) => KEPT_FIELD_NAMES[field]);
    showToast(
      lost.length
        ? `Took ${name(link)} out of “${campaign.name}”. Your server dropped its ${lost.join(', ')} on the way: edit the link to set ${lost.length === 1 ? 'it' : 'them'} again.`
        : `Took ${name(link)} out of “${campaign.name}”.`,
      { tone: lost.length ? 'problem' : 'success', subject },
    );
  };

  return {
    /** Asks first: the link is saved again whole. */
    ask: (link: Link, campaign: Campaign) => setAsked({ link, campaign }),
    asked,
    confirm: () => {
      if (asked) void remove(asked);
    },
    cancel: () => setAsked(null),
    removing,
    keeps,
  };
}
