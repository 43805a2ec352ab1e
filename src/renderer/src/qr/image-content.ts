import type { Api } from '../../../shared/ipc/api.ts';
import { svgOfDataUrl } from '../components/images/fetched-images.ts';
import { svgRaster } from './export/canvas.ts';
import { keptQrImage } from './installation-qr-image.ts';
import { decodeQr } from './preview/decoder.ts';

/** Enough pixels per module for the largest code (version 40) to read reliably. */
const READ_PIXELS = 1024;

/**
 * What the installation's own image of a code reads as: installations never say a code's type or content,
 * but the image holds the one or the other (a static code's payload, a dynamic code's short link). Null when
 * the image cannot be fetched or read. Used by the details and by an edit of a code made elsewhere; the image
 * is the one the list and the details show, fetched once.
 */
export async function readImageContent(api: Api, accountId: string, link: string): Promise<string | null> {
  const src = await keptQrImage(api, accountId, link);
  const svg = src === null ? null : svgOfDataUrl(src);
  if (svg === null) return null;
  try {
    return await decodeQr(await svgRaster(svg, READ_PIXELS));
  } catch {
    return null;
  }
}
