import { useMemo } from 'react';
import { DYNAMIC_QR_TYPES } from '../../../../shared/api/constants.ts';
import type { Api } from '../../../../shared/ipc/api.ts';
import type { QrCode } from '../../../../shared/ipc/resources.ts';
import { shortLinkOfQrImage } from '../../../../shared/qr/short-link.ts';
import { CachedReadNotices } from '../../components/CachedReadNotices.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { formatApiDate } from '../../components/format.ts';
import { QrExport } from '../export/QrExport.tsx';
import { QR_TYPE_LABELS } from '../form/qr-type-labels.ts';
import { qrLabel } from '../qr-label.ts';
import { exportSource } from './export-source.ts';
import { QrCodeView } from './QrCodeView.tsx';
import { QrStatistics } from './QrStatistics.tsx';
import { useDesignLogo } from './use-design-logo.ts';
import { useImageContent } from './use-image-content.ts';
import { useQrCode } from './use-qr-code.ts';
import { useQrDesign } from './use-qr-design.ts';
import './details.css';

interface QrDetailsDialogProps {
  api: Api;
  accountId: string;
  id: number;
  /** What the list already knows of the code, shown until the installation answers. */
  known: QrCode | null;
  /** The code's image URL when known before it loads (a code just created: the installation's answer). */
  link: string | null;
  onClose: () => void;
}

/** One code: the code itself, its short link, when it was made, its scans and statistics, and export. */
export function QrDetailsDialog({ api, accountId, id, known, link, onClose }: QrDetailsDialogProps) {
  const read = useQrCode(api, accountId, id);
  const { state, answer } = read;
  const design = useQrDesign(api, accountId, id);
  const saved = design.status === 'ready' ? design.design : null;
  const logo = useDesignLogo(api, accountId, saved);

  const qr = answer?.data.qr ?? known;
  const imageLink = qr?.link ?? link;
  const label = qr ? qrLabel(qr) : saved?.name || `QR code ${id}`;
  const imageShortLink = imageLink ? shortLinkOfQrImage(imageLink) : null;
  // A code made elsewhere: what it carries is read from the installation's image of it.
  const withoutDesign = design.status !== 'loading' && !saved;
  const carried = useImageContent(api, accountId, withoutDesign ? imageLink : null);
  const readContent = carried.status === 'done' ? carried.content : null;
  const dynamic = saved
    ? DYNAMIC_QR_TYPES.includes(saved.type)
    : readContent !== null
      ? readContent === imageShortLink
      : null;
  const shortLink = dynamic ? imageShortLink : null;
  const source = useMemo(
    () => exportSource(design, logo, imageLink, readContent),
    [design, logo, imageLink, readContent],
  );

  return (
    <Dialog title={`Details of ${label}`} onClose={onClose}>
      <div className="qr-details" aria-busy={state.status === 'loading'}>
        <CachedReadNotices read={read} errorTitle="The QR code could not be loaded." subject="this QR code" />
        <div className="qr-details-top">
          <QrCodeView
            api={api}
            accountId={accountId}
            link={imageLink}
            design={design}
            logo={logo}
            shortLink={shortLink}
            label={label}
          />
          <div className="qr-details-facts">
            {qr ? (
              <dl className="facts">
                <div>
                  <dt>Name</dt>
                  <dd>{qr.name || <span className="muted">Untitled</span>}</dd>
                </div>
                {saved ? (
                  <div>
                    <dt>Type</dt>
                    <dd>{QR_TYPE_LABELS[saved.type]}</dd>
                  </div>
                ) : null}
                {!saved && readContent !== null && !dynamic ? (
                  <div>
                    <dt>Content</dt>
                    <dd className="qr-details-content">{readContent}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>Created</dt>
                  <dd>{formatApiDate(qr.date)}</dd>
                </div>
                <div>
                  <dt>Scans</dt>
                  <dd>{qr.scans.toLocaleString()}</dd>
                </div>
              </dl>
            ) : null}
            {state.status === 'loading' && !answer ? <p role="status">Loading the QR code…</p> : null}
            {/* Beside the code it exports, not below the charts: saving a file is why most people come here. */}
            {qr ? <QrExport api={api} accountId={accountId} qr={qr} source={source} label={label} /> : null}
          </div>
        </div>
        {answer ? (
          <QrStatistics
            statistics={answer.data.statistics}
            isStatic={dynamic === false || (dynamic === null && answer.data.statistics === null)}
          />
        ) : null}
      </div>
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
