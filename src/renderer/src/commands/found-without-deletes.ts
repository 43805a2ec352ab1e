import { hiddenIds, type TrackedDelete } from '../deletes/deletes-slice.ts';
import type { Found } from './installation-search.ts';

/**
 * What was found, without the links and codes a delete hides, as the lists hide them: during the undo window
 * the installation still holds them, so its answers (and the window's memory of them) still name them.
 */
export function withoutDeletedItems(
  found: Found,
  deletes: readonly TrackedDelete[],
  accountId: string,
): Found {
  const hiddenLinks = hiddenIds(deletes, accountId, 'links', found.linksReadAt);
  const hiddenQrCodes = hiddenIds(deletes, accountId, 'qr', found.qrCodesReadAt);
  if (hiddenLinks.size === 0 && hiddenQrCodes.size === 0) return found;
  return {
    ...found,
    links: found.links.filter((link) => !hiddenLinks.has(link.id)),
    qrCodes: found.qrCodes.filter((code) => !hiddenQrCodes.has(code.qr.id)),
  };
}
