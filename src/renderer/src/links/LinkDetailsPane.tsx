import Copy from 'lucide-react/icons/copy';
import ExternalLink from 'lucide-react/icons/external-link';
import { lazy, Suspense, useId, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Link } from '../../../shared/ipc/resources.ts';
import { DetailPane } from '../components/detail-pane/DetailPane.tsx';
import { EditAndDelete } from '../components/detail-pane/EditAndDelete.tsx';
import { SETTLE_MS, useSettled } from '../components/detail-pane/use-settled.ts';
import { formatApiDate } from '../components/format.ts';
import { useLinkGroups } from './use-link-groups.ts';

// The charts and the QR engine come with the first pane that shows them, not with the window.
const LinkStatistics = lazy(() =>
  import('./LinkStatistics.tsx').then((module) => ({ default: module.LinkStatistics })),
);
const LinkQrCode = lazy(() => import('./LinkQrCode.tsx').then((module) => ({ default: module.LinkQrCode })));

interface LinkDetailsPaneProps {
  api: Api;
  accountId: string;
  link: Link;
  onCopy: (link: Link) => void;
  onOpenInBrowser: (link: Link) => void;
  onEdit: (link: Link) => void;
  onDelete: (link: Link) => void;
  onClose: () => void;
}

/** One link beside the list: what it is, its actions, a QR code of its short URL, and its statistics. */
export function LinkDetailsPane(props: LinkDetailsPaneProps) {
  const { api, accountId, link } = props;
  const settled = useSettled(link.id, SETTLE_MS);
  const [refreshes, setRefreshes] = useState(0);
  const groups = useLinkGroups(api, accountId, settled === null ? null : link);
  const qrHeading = useId();
  const statisticsHeading = useId();

  return (
    <DetailPane
      title={link.title || link.alias}
      subtitle={link.shorturl}
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
      <dl className="facts link-facts">
        <div className="link-facts-wide">
          <dt>Goes to</dt>
          <dd>{link.longurl}</dd>
        </div>
        {link.title ? (
          <div>
            <dt>Alias</dt>
            <dd>{link.alias}</dd>
          </div>
        ) : null}
        {link.description ? (
          <div className="link-facts-wide">
            <dt>Description</dt>
            <dd>{link.description}</dd>
          </div>
        ) : null}
        <div>
          <dt>Clicks</dt>
          <dd>{`${link.clicks.toLocaleString()} (${link.uniqueclicks.toLocaleString()} unique)`}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatApiDate(link.date)}</dd>
        </div>
        {link.domain ? (
          <div>
            <dt>Domain</dt>
            <dd>{link.domain}</dd>
          </div>
        ) : null}
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
      </dl>

      <section className="detail-pane-section" aria-labelledby={qrHeading}>
        <h3 id={qrHeading}>QR code of the short URL</h3>
        <Suspense fallback={<p className="muted">Drawing the code…</p>}>
          <LinkQrCode api={api} accountId={accountId} link={link} />
        </Suspense>
      </section>

      <section className="detail-pane-section" aria-labelledby={statisticsHeading}>
        <h3 id={statisticsHeading}>Statistics</h3>
        {/* Arrowing past links costs nothing: a link's statistics are asked for once it stays shown. */}
        <Suspense fallback={<p className="muted">Loading the statistics…</p>}>
          <LinkStatistics
            api={api}
            accountId={accountId}
            linkId={link.id}
            headingLevel={4}
            wait={settled === null}
            refresh={refreshes}
          />
        </Suspense>
      </section>
    </DetailPane>
  );
}
