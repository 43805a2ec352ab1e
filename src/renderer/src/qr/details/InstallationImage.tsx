import type { Api } from '../../../../shared/ipc/api.ts';
import { useFetchedImage } from '../../components/images/use-fetched-image.ts';
import { loadQrImage, qrImageKey } from '../installation-qr-image.ts';

/** The installation's own image of a code (its `link` is an SVG), for codes Linkdesk has no design for. */
export function InstallationImage({
  api,
  accountId,
  link,
  label,
}: {
  api: Api;
  accountId: string;
  link: string;
  label: string;
}) {
  const image = useFetchedImage(qrImageKey(accountId, link), () => loadQrImage(api, accountId, link));
  if (image.status === 'loading') return <p className="muted">Loading the code…</p>;
  if (image.status === 'done' && image.src) {
    return <img className="qr-code-image" src={image.src} alt={label} width={240} height={240} />;
  }
  return (
    <div role="status" className="qr-code-note">
      <p>Your server’s picture of this code could not be loaded. Check the connection and try again.</p>
      <button type="button" onClick={image.retry}>
        Try again
      </button>
    </div>
  );
}
