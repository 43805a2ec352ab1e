import type { Api } from '../../../shared/ipc/api.ts';
import type { Link, QrCode } from '../../../shared/ipc/resources.ts';
import { useWholeList, type WholeList } from './use-whole-list.ts';

/** Every link of the account: campaigns and channels are summed from them, and they are dragged from. */
export function useAllLinks(api: Api, accountId: string | null): WholeList<Link> {
  return useWholeList(accountId, 'all links', (id) =>
    api.listLinks({ accountId: id, priority: 'background' }),
  );
}

/** Every QR code of the account, to drag into channels. */
export function useAllQrCodes(api: Api, accountId: string | null): WholeList<QrCode> {
  return useWholeList(accountId, 'all qr codes', (id) =>
    api.listQrCodes({ accountId: id, priority: 'background' }),
  );
}
