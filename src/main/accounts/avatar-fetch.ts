import { AppError } from '../../shared/ipc/app-error.ts';
import type { Fetch } from '../api/http-client.ts';
import { fetchLimited, shownUrl, statusError } from '../qr/limited-fetch.ts';

/** One small picture, which an installation serves at once. */
const AVATAR_TIMEOUT_MS = 10_000;
/** Avatars are a few kilobytes; anything near this is not one. */
const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

type AvatarMediaType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';

/**
 * An avatar's address, checked: only images on the account's own installation are fetched, so the window
 * cannot use main to reach any other address. An avatar elsewhere shows as the username's initial.
 */
export function checkAvatarUrl(given: string, installationUrl: string): URL {
  const installation = new URL(installationUrl);
  const url = URL.canParse(given.trim()) ? new URL(given.trim()) : null;
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.origin !== installation.origin
  ) {
    throw new AppError(
      'forbidden',
      `Only avatars on this account's installation (${installation.origin}) are shown.`,
      { field: 'url' },
    );
  }
  return url;
}

/** The image type by the file's first bytes, whatever the server called it; null for anything else. */
export function sniffAvatar(bytes: Uint8Array): AvatarMediaType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if ((head.startsWith('<svg') || head.startsWith('<?xml')) && head.includes('<svg')) return 'image/svg+xml';
  return null;
}

/**
 * The account's avatar as a data address for the window's `<img>`: the window loads no image from the web
 * itself (its policy allows `data:` and `blob:` images only). Fetched without the API key, as the public image
 * it is. An SVG is passed as it is: shown through `<img>`, its scripts do not run and it loads nothing else.
 */
export async function fetchAvatar(
  fetch: Fetch,
  given: string,
  installationUrl: string,
): Promise<{ dataUrl: string }> {
  const url = checkAvatarUrl(given, installationUrl);
  const subject = `The avatar at ${shownUrl(url)}`;
  const fetched = await fetchLimited(fetch, url, {
    timeoutMs: AVATAR_TIMEOUT_MS,
    maxBytes: MAX_AVATAR_BYTES,
    accept: 'image/*',
    tooLarge: () => new AppError('bad_response', `${subject} is larger than 2 MB, which no avatar is.`),
    // A redirect must stay on the installation too.
    checkHop: (hop) => void checkAvatarUrl(hop.href, installationUrl),
  });
  if (fetched.status < 200 || fetched.status > 299) throw statusError(fetched.status, subject);
  const mediaType = sniffAvatar(fetched.bytes);
  if (!mediaType) {
    const what = fetched.mediaType === 'text/html' ? 'a web page' : fetched.mediaType || 'something else';
    throw new AppError('bad_response', `${subject} is ${what}, not an image.`);
  }
  return { dataUrl: `data:${mediaType};base64,${Buffer.from(fetched.bytes).toString('base64')}` };
}
