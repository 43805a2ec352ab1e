import type { Campaign, Link } from '../../../shared/ipc/resources.ts';
import { ChoiceDialog } from '../components/ChoiceDialog.tsx';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';

/** Enough for every campaign a person keeps, in one read. */
const CAMPAIGNS_PAGE = 1000;

interface AddToCampaignDialogProps {
  accountId: string;
  link: Link;
  /** After the installation put the link in the campaign. */
  onAdded: () => void;
  onClose: () => void;
}

/**
 * Puts a link in a campaign chosen from the account's campaigns. A link is in one campaign at most, so choosing
 * another moves it, and the dialog says so before anything is sent.
 */
export function AddToCampaignDialog({ accountId, link, onAdded, onClose }: AddToCampaignDialogProps) {
  const api = useApi();
  const showToast = useAppState((state) => state.showToast);
  // The campaign the link is in now, by name, from those read.
  const currentName = (campaigns: readonly Campaign[]) =>
    campaigns.find((campaign) => campaign.id === link.campaign)?.name ?? 'its campaign';
  const moves = (campaign: Campaign) => link.campaign !== null && campaign.id !== link.campaign;

  return (
    <ChoiceDialog<Campaign>
      title={`Add ${link.alias} to a campaign`}
      legend="Campaign"
      load={async () => {
        const result = await api.listCampaigns({ accountId, limit: CAMPAIGNS_PAGE });
        return result.ok ? { ok: true, value: result.value.data.items } : result;
      }}
      getId={(campaign) => campaign.id}
      nameOf={(campaign) => campaign.name}
      render={(campaign) => <span className="truncated">{campaign.name}</span>}
      unavailable={(campaign) => (campaign.id === link.campaign ? '(its campaign now)' : null)}
      warning={(campaign, campaigns) =>
        moves(campaign)
          ? `A link is in one campaign at most: this moves ${link.alias} out of “${currentName(campaigns)}”.`
          : null
      }
      submitLabel={(campaign) => (campaign && moves(campaign) ? 'Move to campaign' : 'Add to campaign')}
      empty="This account has no campaigns yet. Create one in the Campaigns area first."
      failedTitle="The link was not added"
      send={async (campaign, campaigns) => {
        const result = await call(() =>
          api.assignLinkToCampaign({ accountId, campaignId: campaign.id, linkId: link.id }),
        );
        if (!result.ok) return result.error;
        showToast(
          moves(campaign)
            ? `Moved ${link.alias} from “${currentName(campaigns)}” to “${campaign.name}”.`
            : `Added ${link.alias} to “${campaign.name}”.`,
          { subject: { kind: 'campaigns', id: campaign.id } },
        );
        onAdded();
        return null;
      }}
      onClose={onClose}
    />
  );
}
