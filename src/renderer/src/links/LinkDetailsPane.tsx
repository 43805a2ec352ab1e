import Copy from 'lucide-react/icons/copy';
import ExternalLink from 'lucide-react/icons/external-link';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Link } from '../../../shared/ipc/resources.ts';
import { ClickTotals } from '../components/ClickTotals.tsx';
import { DetailPane } from '../components/detail-pane/DetailPane.tsx';
import { EditAndDelete } from '../components/detail-pane/EditAndDelete.tsx';
import { SETTLE_MS, useSettled } from '../components/detail-pane/use-settled.ts';
import { formatApiDate } from '../components/format.ts';
import { LazyHistoryPanel } from '../components/history/LazyHistoryPanel.tsx';
import { BreakableUrl } from './BreakableUrl.tsx';
import { shortUrlText } from './link-display.ts';
import { expiryText } from './link-expiry.ts';
import { LinkQrSection } from './LinkQrSection.tsx';
import { useLinkDetails } from './use-link-details.ts';
import { useLinkGroups } from './use-link-groups.ts';

// The charts come with the first pane that shows them, not with the window.
const LinkStatistics = lazy(() =>
  import('./LinkStatistics.tsx').then((module) => ({ default: module.LinkStatistics })),
);

interface LinkDetailsPaneProps {
  api: Api;
  accountId: string;
  link: Link;
  onCopy: (link: Link) => void;
  onOpenInBrowser: (link: Link) => void;
  onEdit: (link: Link) => void;
  onDelete: (link: Link) => void;
  onClose: () => void;
  /** Whether the QR code section is open; the screen keeps it from one link to the next. */
  qrExpanded: boolean;
  onQrExpandedChange: (expanded: boolean) => void;
  /** The link's health (its own section, built by the screen), or nothing while checks are off. */
  health?: ReactNode;
  /** The health says something is wrong: it comes first, before the figures. */
  healthFirst?: boolean;
}

/**
 * One link beside the list, as a summary: its short URL (domain and alias) and figures first, with its clicks
 * over time, then where it goes, until when and in which campaign and channels, then where its clicks came
 * from, and its QR code folded at the end.
 */
export function LinkDetailsPane(props: LinkDetailsPaneProps) {
  const { api, accountId, link } = props;
  const settled = useSettled(link.id, SETTLE_MS);
  const [refreshes, setRefreshes] = useState(0);
  const groups = useLinkGroups(api, accountId, settled === null ? null : link);
  // Arrowing past links costs nothing: a link's details are asked for once it stays shown.
  const details = useLinkDetails({
    api,
    accountId,
    linkId: link.id,
    wait: settled === null,
    refresh: refreshes,
  });
  const statisticsHeading = useId();
  const answer = details.answer?.data;
  // The installation's latest figures once read; the list's until then.
  const clicks = answer?.statistics.clicks ?? link.clicks;
  const uniqueClicks = answer?.statistics.uniqueClicks ?? link.uniqueclicks;
  const shortUrl = shortUrlText(link.shorturl);

  return (
    <DetailPane
      title={link.title || link.alias}
      subtitle={
        <span className="link-pane-short-url" title={link.shorturl}>
          {shortUrl}
        </span>
      }
      onClose={props.onClose}
      onRefresh={() => setRefreshes((count) => count + 1)}
      actions={
        <>
          <button type="button" className="button button-with-icon" onClick={() => props.onCopy(link)}>
            <Copy aria-hidden="true" size={16} />
            Copy
          </button>
          <button
            type="button"
            className="button button-with-icon"
            onClick={() => props.onOpenInBrowser(link)}
          >
            <ExternalLink aria-hidden="true" size={16} />
            Open
          </button>
          <EditAndDelete
            name={link.alias}
            onEdit={() => props.onEdit(link)}
            onDelete={() => props.onDelete(link)}
          />
        </>
      }
    >
      {props.healthFirst ? props.health : null}
      <ClickTotals clicks={clicks} uniqueClicks={uniqueClicks} />
      {/* Clicks over time, under the figures they add up to and above where the installation says they came
          from. Read once the link stays shown, as its details are. */}
      <LazyHistoryPanel
        accountId={accountId}
        subject={{ kind: 'link', id: link.id }}
        exportTitle={link.title || link.alias}
        wait={settled === null}
      />

      <dl className="facts link-facts">
        <div className="link-facts-wide">
          <dt>Goes to</dt>
          <dd>
            <BreakableUrl url={link.longurl} />
          </dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd aria-busy={answer ? undefined : true}>
            {answer ? expiryText(answer.link.expiry) : <span className="muted">…</span>}
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatApiDate(link.date)}</dd>
        </div>
        {groups.campaign ? (
          <div>
            <dt>Campaign</dt>
            <dd>{groups.campaign}</dd>
          </div>
        ) : null}
        {groups.channels.length > 0 ? (
          <div>
            <dt>{groups.channels.length === 1 ? 'Channel' : 'Channels'}</dt>
            <dd>{groups.channels.join(', ')}</dd>
          </div>
        ) : null}
        {link.description ? (
          <div className="link-facts-wide">
            <dt>Description</dt>
            <dd>{link.description}</dd>
          </div>
        ) : null}
      </dl>

      {props.healthFirst ? null : props.health}

      <section className="detail-pane-section" aria-labelledby={statisticsHeading}>
        <h3 id={statisticsHeading}>Statistics</h3>
        <Suspense fallback={<p className="muted">Loading the statistics…</p>}>
          <LinkStatistics read={details} headingLevel={4} totals={false} />
        </Suspense>
      </section>

      <LinkQrSection
        api={api}
        accountId={accountId}
        link={link}
        expanded={props.qrExpanded}
        onExpandedChange={props.onQrExpandedChange}
      />
    </DetailPane>
  );
}
