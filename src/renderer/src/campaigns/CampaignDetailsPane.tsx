import CircleMinus from 'lucide-react/icons/circle-minus';
import Copy from 'lucide-react/icons/copy';
import ExternalLink from 'lucide-react/icons/external-link';
import QrCode from 'lucide-react/icons/qr-code';
import { useId } from 'react';
import type { Campaign, Link } from '../../../shared/ipc/resources.ts';
import { DetailPane } from '../components/detail-pane/DetailPane.tsx';
import { EditAndDelete } from '../components/detail-pane/EditAndDelete.tsx';
import { formatCount } from '../components/format.ts';
import { LazyHistoryPanel } from '../components/history/LazyHistoryPanel.tsx';
import { IconButton } from '../components/primitives/IconButton.tsx';
import { useUrlActions } from '../components/use-url-actions.ts';
import { useAppState } from '../store/StoreContext.tsx';
import type { CampaignTotals } from './use-campaign-links.ts';

interface CampaignDetailsPaneProps {
  campaign: Campaign;
  /** Its links and their clicks; null while the account's links are read. */
  totals: CampaignTotals | null;
  onEdit: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
  /** Starts a QR code of the rotator URL in the QR codes area; none without a rotator. */
  onMakeQr?: (() => void) | undefined;
  /**
   * Takes a link out of the campaign (a link update that leaves the campaign out); none where the installation
   * has shown it keeps the campaign all the same, and then the pane says so instead.
   */
  onRemoveLink?: ((link: Link) => void) | undefined;
  /** Links on their way out, whose buttons wait. */
  removing: ReadonlySet<number>;
  /** The installation's own campaigns page, for what its API cannot do; none for the built-in sandbox. */
  website: string | null;
  onClose: () => void;
}

/** An address of the campaign with its own Copy and Open, or why there is none. */
function Address({
  label,
  noun,
  url,
  none,
}: {
  label: string;
  noun: string;
  url: string | null;
  none: string;
}) {
  const urls = useUrlActions();
  return (
    <div className="campaign-address">
      <dt>{label}</dt>
      {url ? (
        <dd>
          <span className="campaign-address-url">{url}</span>
          <span className="campaign-address-actions">
            <IconButton icon={Copy} label={`Copy the ${noun}`} onClick={() => void urls.copy(url)} />
            <IconButton
              icon={ExternalLink}
              label={`Open the ${noun} in the browser`}
              onClick={() => void urls.open(url)}
            />
          </span>
        </dd>
      ) : (
        <dd className="muted">{none}</dd>
      )}
    </div>
  );
}

/** One campaign beside the list: its addresses, its totals, its clicks over time and its links, most clicked first. */
export function CampaignDetailsPane({
  campaign,
  totals,
  onEdit,
  onDelete,
  onMakeQr,
  onRemoveLink,
  removing,
  website,
  onClose,
}: CampaignDetailsPaneProps) {
  const linksHeading = useId();
  const urls = useUrlActions();
  // The campaigns shown are always the active account's: the screen is made anew for each account.
  const accountId = useAppState((state) => state.activeId);
  const links = totals?.links ?? [];
  return (
    <DetailPane
      title={campaign.name}
      subtitle={campaign.public ? 'Public list page' : 'Private'}
      onClose={onClose}
      actions={
        <>
          {onMakeQr ? (
            <button type="button" className="button button-with-icon" onClick={onMakeQr}>
              <QrCode aria-hidden="true" size={16} />
              QR code
            </button>
          ) : null}
          <EditAndDelete
            name={campaign.name}
            onEdit={() => onEdit(campaign)}
            onDelete={() => onDelete(campaign)}
          />
        </>
      }
    >
      <dl className="facts campaign-facts">
        <Address
          label="Rotator URL"
          noun="rotator URL"
          url={campaign.rotator}
          none="None: this campaign was made without a slug."
        />
        <Address
          label="List page"
          noun="list page"
          url={campaign.list || null}
          none="None: this campaign was made without a slug."
        />
        <div>
          <dt>Clicks</dt>
          <dd>
            {totals
              ? `${formatCount(totals.clicks)} (${formatCount(totals.uniqueClicks)} unique)`
              : 'Counting…'}
          </dd>
        </div>
        {campaign.views !== null ? (
          <div>
            <dt>List page views</dt>
            <dd>{formatCount(campaign.views)}</dd>
          </div>
        ) : null}
      </dl>

      {/* Its links' clicks summed over time, under the total they add up to. */}
      {accountId ? (
        <LazyHistoryPanel
          accountId={accountId}
          subject={{ kind: 'campaign', id: campaign.id }}
          exportTitle={campaign.name}
        />
      ) : null}

      <section className="detail-pane-section" aria-labelledby={linksHeading}>
        <h3 id={linksHeading}>{totals ? `Links (${formatCount(links.length)})` : 'Links'}</h3>
        {totals === null ? (
          <p className="muted">Reading the account’s links…</p>
        ) : links.length === 0 ? (
          <p className="muted">
            No links yet. Drag links onto the campaign from the Links panel, or right-click a link in the
            Links list and choose “Add to campaign…”.
          </p>
        ) : (
          <ul className="campaign-links" aria-label={`Links in ${campaign.name}`}>
            {links.map((link) => (
              <li key={link.id} className="campaign-link">
                <span className="campaign-link-name truncated" title={link.shorturl}>
                  {link.title || link.alias}
                </span>
                <span className="campaign-link-clicks">
                  {`${formatCount(link.clicks)} ${link.clicks === 1 ? 'click' : 'clicks'}`}
                </span>
                {onRemoveLink ? (
                  <IconButton
                    icon={CircleMinus}
                    label={`Take ${link.title || link.alias} out of ${campaign.name}`}
                    tooltip="Take out of the campaign"
                    aria-disabled={removing.has(link.id) || undefined}
                    onClick={() => {
                      if (!removing.has(link.id)) onRemoveLink(link);
                    }}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {onRemoveLink || links.length === 0 ? null : (
          <p className="muted">
            Your server keeps a link’s campaign when an update leaves it out, and has no other way to take a
            link out: do that on your server’s website.
            {website ? (
              <>
                {' '}
                <button type="button" className="inline-link" onClick={() => void urls.open(website)}>
                  Open its campaigns
                </button>
              </>
            ) : null}
          </p>
        )}
      </section>
    </DetailPane>
  );
}
