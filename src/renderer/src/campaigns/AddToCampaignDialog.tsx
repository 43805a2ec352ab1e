import type { Campaign, Link } from '../../../shared/ipc/resources.ts';
import { sendAll } from '../assign/send-all.ts';
import { ChoiceDialog } from '../components/ChoiceDialog.tsx';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';

/** Enough for every campaign a person keeps, in one read. */
const CAMPAIGNS_PAGE = 1000;

interface AddToCampaignDialogProps {
  accountId: string;
  /** One link, or a list's selection. */
  links: readonly Link[];
  /** After the installation put links in the campaign. */
  onAdded: () => void;
  onClose: () => void;
}

const plural = (count: number) => (count === 1 ? '1 link' : `${count.toLocaleString('en-US')} links`);

/**
 * Puts links in a campaign chosen from the account's campaigns. A link is in one campaign at most, so choosing
 * another moves it, and the dialog says so before anything is sent.
 */
export function AddToCampaignDialog({ accountId, links, onAdded, onClose }: AddToCampaignDialogProps) {
  const api = useApi();
  const showToast = useAppState((state) => state.showToast);
  const one = links.length === 1 ? links[0]! : null;
  const label = one ? one.alias : plural(links.length);
  const nameIn = (campaigns: readonly Campaign[], id: number | null) =>
    campaigns.find((campaign) => campaign.id === id)?.name ?? 'its campaign';
  // The links that leave another campaign if this one is chosen.
  const leaving = (campaign: Campaign) =>
    links.filter((link) => link.campaign !== null && link.campaign !== campaign.id);

  return (
    <ChoiceDialog<Campaign>
      title={`Add ${label} to a campaign`}
      legend="Campaign"
      load={async () => {
        const result = await api.listCampaigns({ accountId, limit: CAMPAIGNS_PAGE });
        return result.ok ? { ok: true, value: result.value.data.items } : result;
      }}
      getId={(campaign) => campaign.id}
      nameOf={(campaign) => campaign.name}
      render={(campaign) => <span className="truncated">{campaign.name}</span>}
      unavailable={(campaign) =>
        links.every((link) => link.campaign === campaign.id)
          ? one
            ? '(its campaign now)'
            : '(their campaign now)'
          : null
      }
      warning={(campaign, campaigns) => {
        const moving = leaving(campaign);
        if (moving.length === 0) return null;
        return moving.length === 1
          ? `A link is in one campaign at most: this moves ${moving[0]!.alias} out of “${nameIn(campaigns, moving[0]!.campaign)}”.`
          : `A link is in one campaign at most: this moves ${plural(moving.length)} out of the campaigns they are in.`;
      }}
      submitLabel={(campaign) =>
        campaign && leaving(campaign).length > 0 ? 'Move to campaign' : 'Add to campaign'
      }
      empty="This account has no campaigns yet. Create one in the Campaigns area first."
      failedTitle={one ? 'The link was not added' : 'No link was added'}
      send={async (campaign, campaigns) => {
        const moving = leaving(campaign);
        const sent = links.filter((link) => link.campaign !== campaign.id);
        const batch = await sendAll(sent, (link) =>
          call(() => api.assignLinkToCampaign({ accountId, campaignId: campaign.id, linkId: link.id })),
        );
        if (batch.refused.length === sent.length) return batch.refused[0]!.error;
        const subject = { subject: { kind: 'campaigns', id: campaign.id } } as const;
        if (one) {
          showToast(
            moving.length
              ? `Moved ${one.alias} from “${nameIn(campaigns, one.campaign)}” to “${campaign.name}”.`
              : `Added ${one.alias} to “${campaign.name}”.`,
            subject,
          );
        } else {
          const done = batch.added.length + batch.already.length;
          const sentences = [`${plural(done + links.length - sent.length)} in “${campaign.name}”.`];
          if (batch.refused.length)
            sentences.push(`${plural(batch.refused.length)} refused: ${batch.refused[0]!.error.message}`);
          showToast(sentences.join(' '), { ...subject, tone: batch.refused.length ? 'problem' : 'success' });
        }
        onAdded();
        return null;
      }}
      onClose={onClose}
    />
  );
}
