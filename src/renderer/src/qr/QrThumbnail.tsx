import { activeAccount } from '../accounts/accounts-slice.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useFetchedImage } from '../components/images/use-fetched-image.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { loadQrImage, qrImageKey } from './installation-qr-image.ts';

/**
 * A small picture of the code from the installation (fetched by main), to tell codes apart at a glance.
 * Decorative (the name says which code it is), fetched only when its row is drawn (the list draws the rows in
 * view), and an empty square when it cannot be fetched (offline) rather than a broken-image icon.
 */
export function QrThumbnail({ link }: { link: string }) {
  const api = useApi();
  const accountId = useAppState(activeAccount)?.id ?? null;
  const image = useFetchedImage(accountId ? qrImageKey(accountId, link) : null, () =>
    loadQrImage(api, accountId!, link),
  );
  if (image.status === 'done' && image.src) {
    return <img className="qr-thumbnail" src={image.src} alt="" width={32} height={32} />;
  }
  return <span className="qr-thumbnail" aria-hidden="true" />;
}
