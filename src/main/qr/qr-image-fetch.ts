import { AppError } from '../../shared/ipc/app-error.ts';
import type { Fetch } from '../api/http-client.ts';
import { fetchLimited, shownUrl, statusError } from './limited-fetch.ts';

/** As for logos: one small file, which an installation serves at once. */
const IMAGE_TIMEOUT_MS = 10_000;
/** An installation's QR SVG is a few tens of kilobytes; anything near this is not one. */
const MAX_IMAGE_BYTES = 1024 * 1024;

/**
 * The link of a QR code, checked: only images of the account's own installation (`{base}/qr/<alias>`) are
 * fetched, so the window cannot use main to reach any other address.
 */
export function checkQrImageLink(link: string, installationUrl: string): URL {
  const installation = new URL(installationUrl);
  let url: URL | null = null;
  try {
    url = new URL(link.trim());
  } catch {
    // Reported below with the same message as any other address that is not an image of the installation.
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.origin !== installation.origin ||
    !url.pathname.includes('/qr/')
  ) {
    throw new AppError(
      'validation',
      `Only QR images of this account's installation (${installation.origin}/…/qr/…) can be shown.`,
      { field: 'link' },
    );
  }
  return url;
}

/** SVG by its declared type, or by how its text starts when the server calls it something vaguer. */
function isSvg(text: string, mediaType: string): boolean {
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 1024)
    .toLowerCase();
  if (!head.includes('<svg')) return false;
  return mediaType === 'image/svg+xml' || head.startsWith('<svg') || head.startsWith('<?xml');
}

/**
 * The installation's own SVG of a code, for codes Linkdesk has no design for. Fetched without the API key, as
 * the public image it is. Nothing is stripped from it: the window only ever shows it as an <img> (a data URL),
 * where an SVG's scripts do not run and it cannot load anything else.
 */
export async function fetchQrImage(
  fetch: Fetch,
  link: string,
  installationUrl: string,
): Promise<{ svg: string }> {
  const url = checkQrImageLink(link, installationUrl);
  const subject = `The QR image at ${shownUrl(url)}`;
  const fetched = await fetchLimited(fetch, url, {
    timeoutMs: IMAGE_TIMEOUT_MS,
    maxBytes: MAX_IMAGE_BYTES,
    accept: 'image/svg+xml',
    tooLarge: () => new AppError('bad_response', `${subject} is larger than 1 MB, which no QR image is.`),
    // A redirect must stay on the installation's own QR images too.
    checkHop: (hop) => void checkQrImageLink(hop.href, installationUrl),
  });
  if (fetched.status < 200 || fetched.status > 299) throw statusError(fetched.status, subject);
  const svg = new TextDecoder().decode(fetched.bytes);
  if (!isSvg(svg, fetched.mediaType)) {
    const what =
      fetched.mediaType === 'text/html' || /^\s*<(!doctype html|html)/i.test(svg)
        ? 'a web page'
        : fetched.mediaType || 'something else';
    throw new AppError('bad_response', `${subject} is ${what}, not an SVG image.`);
  }
  return { svg };
}
