import { useMemo, type ReactNode } from 'react';
import { DYNAMIC_QR_TYPES } from '../../../../shared/api/constants.ts';
import type { Api } from '../../../../shared/ipc/api.ts';
import type { QrCode } from '../../../../shared/ipc/resources.ts';
import { readCode } from '../../../../shared/qr/code-reading.ts';
import { shortLinkOfQrImage } from '../../../../shared/qr/short-link.ts';
import { CachedReadNotices } from '../../components/CachedReadNotices.tsx';
import { DetailPane } from '../../components/detail-pane/DetailPane.tsx';
import { EditAndDelete } from '../../components/detail-pane/EditAndDelete.tsx';
import { SETTLE_MS, useSettled } from '../../components/detail-pane/use-settled.ts';
import { formatApiDate } from '../../components/format.ts';
import { LazyHistoryPanel } from '../../components/history/LazyHistoryPanel.tsx';
import { QrExport } from '../export/QrExport.tsx';
import { qrLabel } from '../qr-label.ts';
import { ContentFacts } from './ContentFacts.tsx';
import { exportSource } from './export-source.ts';
import { QrCodeView } from './QrCodeView.tsx';
import { QrStatistics } from './QrStatistics.tsx';
import { useDesignLogo } from './use-design-logo.ts';
import { useImageContent } from './use-image-content.ts';
import { useQrCode } from './use-qr-code.ts';
import { useQrDesign } from './use-qr-design.ts';
import './details.css';

interface QrDetailsPaneProps {
  api: Api;
  accountId: string;
  id: number;
  /** What the list already knows of the code, shown until the installation answers. */
  known: QrCode | null;
  /** The code's image URL when known before it loads (a code just created: the installation's answer). */
  link: string | null;
  /** Absent while the code is not in the list yet (just created, before the list is read again). */
  onEdit?: () => void;
  onDelete?: () => void;
  onClose: () => void;
  /** The code's health (its own section, built by the screen), or nothing while checks are off. */
  health?: ReactNode;
  /** The health section goes first: the code's page is broken, moved or its certificate ends soon. */
  healthFirst?: boolean;
}

/**
 * One code beside the list: the code itself, its short link, what it holds, when it was made, its scans,
 * export, its scans over time and statistics.
 */
export function QrDetailsPane(props: QrDetailsPaneProps) {
  const { api, accountId, id, known, link, onEdit, onDelete, onClose } = props;
  // Arrowing past codes costs no requests: the installation is asked once a code stays shown.
  const settled = useSettled(id, SETTLE_MS) !== null;
  const read = useQrCode(api, accountId, id, !settled);
  const { state, answer } = read;
  const design = useQrDesign(api, accountId, id);
  const saved = design.status === 'ready' ? design.design : null;
  const logo = useDesignLogo(api, accountId, saved);

  const listed = answer?.data.qr ?? known;
  // A legacy installation keeps no names: the one kept with the design is the code's only name.
  const qr = listed ? { ...listed, name: listed.name || saved?.name || '' } : null;
  const imageLink = listed?.link ?? link;
  const label = qrLabel(qr ?? { id, name: saved?.name ?? '' });
  const imageShortLink = imageLink ? shortLinkOfQrImage(imageLink) : null;
  // A code made elsewhere: what it carries is read from the installation's image of it.
  const withoutDesign = design.status !== 'loading' && !saved;
  const carried = useImageContent(api, accountId, withoutDesign ? imageLink : null);
  const readContent = carried.status === 'done' ? carried.content : null;
  const reading = readContent !== null ? readCode(readContent, imageShortLink) : null;
  const dynamic = saved ? DYNAMIC_QR_TYPES.includes(saved.type) : reading ? reading.kind === 'dynamic' : null;
  const shortLink = dynamic ? imageShortLink : null;
  const content = saved ?? (reading?.kind === 'static' ? reading.content : null);
  const isStatic = dynamic === false || (dynamic === null && answer?.data.statistics === null);
  const source = useMemo(
    () => exportSource(design, logo, imageLink, readContent),
    [design, logo, imageLink, readContent],
  );

  return (
    <DetailPane
      title={label}
      onClose={onClose}
      onRefresh={read.reload}
      actions={onEdit || onDelete ? <EditAndDelete name={label} onEdit={onEdit} onDelete={onDelete} /> : null}
    >
      <div className="qr-details" aria-busy={state.status === 'loading'}>
        <CachedReadNotices read={read} errorTitle="The QR code could not be loaded." subject="this QR code" />
        {props.healthFirst ? props.health : null}
        <QrCodeView
          api={api}
          accountId={accountId}
          link={imageLink}
          design={design}
          logo={logo}
          shortLink={shortLink}
          label={label}
        />
        {qr ? (
          <dl className="facts">
            <div>
              <dt>Name</dt>
              <dd>{qr.name || <span className="muted">Untitled</span>}</dd>
            </div>
            {content ? <ContentFacts type={content.type} data={content.data} /> : null}
            <div>
              <dt>Created</dt>
              <dd>{formatApiDate(qr.date)}</dd>
            </div>
            {/* A static code's count is always 0: the statistics below say why instead. */}
            {isStatic ? null : (
              <div>
                <dt>Scans</dt>
                <dd>{qr.scans.toLocaleString()}</dd>
              </div>
            )}
          </dl>
        ) : null}
        {state.status === 'loading' && !answer ? <p role="status">Loading the QR code…</p> : null}
        {props.healthFirst ? null : props.health}
        {/* Before the charts: saving a file is why most people come here. */}
        {qr ? <QrExport api={api} accountId={accountId} named={qr} source={source} label={label} /> : null}
        {/* Scans over time above the installation's own statistics, once the code is known to have any: a
            static code has none to follow. */}
        {qr && !isStatic && (dynamic !== null || answer) ? (
          <LazyHistoryPanel
            accountId={accountId}
            subject={{ kind: 'qr', id }}
            exportTitle={label}
            wait={!settled}
          />
        ) : null}
        {answer ? <QrStatistics statistics={answer.data.statistics} isStatic={isStatic} /> : null}
      </div>
    </DetailPane>
  );
}
