import { DYNAMIC_QR_TYPES, type QrType } from '../../../shared/api/constants.ts';
import { qrPayload } from '../../../shared/qr/payload.ts';
import { shortLinkOfQrImage } from '../../../shared/qr/short-link.ts';

/**
 * What the printed image of a code carries: a static code its payload; a dynamic one the short link of the
 * installation that leads to the payload, known only once the installation has answered with the code's
 * `link`. Null when there is nothing to print yet (no link, or content that makes no payload).
 */
export function printedContent(type: QrType, data: unknown, link: string | null): string | null {
  if (DYNAMIC_QR_TYPES.includes(type)) return link ? shortLinkOfQrImage(link) : null;
  try {
    const payload = qrPayload(type, data);
    return typeof payload === 'string' && payload !== '' ? payload : null;
  } catch {
    // Data of the wrong shape (a design from an older version of Linkdesk, say) makes no payload.
    return null;
  }
}
