import type { Campaign } from '../../../shared/ipc/resources.ts';
import { Dialog } from '../components/Dialog.tsx';
import { TopChart } from '../components/TopChart.tsx';
import { totalsOf, type CampaignLinks } from './use-campaign-links.ts';

interface CompareCampaignsDialogProps {
  campaigns: readonly Campaign[];
  links: CampaignLinks;
  onClose: () => void;
}

/** Each campaign's name, made unique where two share one, so neither hides the other in a chart. */
function chartNames(campaigns: readonly Campaign[]): Map<number, string> {
  const counts = new Map<string, number>();
  for (const campaign of campaigns) counts.set(campaign.name, (counts.get(campaign.name) ?? 0) + 1);
  return new Map(
    campaigns.map((campaign) => [
      campaign.id,
      counts.get(campaign.name)! > 1 ? `${campaign.name} (#${campaign.id})` : campaign.name,
    ]),
  );
}

/**
 * The campaigns side by side: clicks and unique clicks, each summed from the campaign's links (installations
 * do not give these totals), as charts with the same figures as tables.
 */
export function CompareCampaignsDialog({ campaigns, links, onClose }: CompareCampaignsDialogProps) {
  const names = chartNames(campaigns);
  const counts = (pick: 'clicks' | 'uniqueClicks') =>
    Object.fromEntries(
      campaigns.map((campaign) => [names.get(campaign.id)!, totalsOf(links, campaign.id)?.[pick] ?? 0]),
    );
  return (
    <Dialog title="Campaigns compared" onClose={onClose}>
      {links.byCampaign === null ? (
        <p className="muted">Counting the clicks of every campaign’s links…</p>
      ) : (
        <div className="campaign-compare">
          <TopChart title="Clicks by campaign" what="Campaign" counts={counts('clicks')} />
          <TopChart title="Unique clicks by campaign" what="Campaign" counts={counts('uniqueClicks')} />
        </div>
      )}
      <p className="muted">Summed from each campaign’s links; the ten largest show.</p>
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
