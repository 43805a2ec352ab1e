import { AppError } from '../../shared/ipc/app-error.ts';
import { MAX_LOGO_BYTES, type LogoFile, type LogoMediaType } from '../../shared/qr/design.ts';
import type { Fetch } from '../api/http-client.ts';
import { transportError } from '../api/transport-errors.ts';
import { fetchLimited, shownUrl, statusError } from './limited-fetch.ts';
import { pinnedFetch, type PinnedFetch } from './pinned-fetch.ts';
import { publicAddressesOf, systemResolve, type Resolve } from './public-address.ts';

/** A logo is one small file: a server slower than this leaves the person waiting at the form for nothing. */
const LOGO_TIMEOUT_MS = 10_000;
const MAX_MB = MAX_LOGO_BYTES / (1024 * 1024);

/**
 * The one answer for every address a logo is not fetched from, given before any request: the window must not be
 * able to use main to look inside this computer or its network, so a closed port, an open one and a web page
 * there all read the same.
 */
export const LOGO_NOT_FETCHED =
  'Linkdesk fetches logos only from public web addresses or from the installation itself.';

const refused = () => new AppError('forbidden', LOGO_NOT_FETCHED, { field: 'url' });

export interface LogoNetwork {
  /** How a host name becomes addresses; the system's resolver by default. */
  resolve?: Resolve;
  /** How a checked public address is fetched; Node's HTTP client connecting to exactly it by default. */
  connect?: PinnedFetch;
  /** How long the whole fetch may take, every host-name lookup and redirect included; 10 s by default. */
  timeoutMs?: number;
}

/**
 * The fetch for each hop of a logo's address, checked first: the installation's own origin (where a local
 * installation's logos live) goes through the app's fetch as any request to it does; anything else only to
 * public addresses, resolved once here and connected to as checked.
 */
function guardedHops(fetch: Fetch, installationUrl: string, network: LogoNetwork) {
  const own = new URL(installationUrl).origin;
  const resolve = network.resolve ?? systemResolve;
  const connect = network.connect ?? pinnedFetch;
  let checked: { href: string; addresses: string[] } | null = null;
  return {
    async checkHop(hop: URL): Promise<void> {
      checked = null;
      if (hop.protocol !== 'http:' && hop.protocol !== 'https:') throw refused();
      if (hop.origin === own) return;
      let addresses: string[] | null;
      try {
        addresses = await publicAddressesOf(hop, resolve);
      } catch (error) {
        throw transportError(error, hop.host, { timedOut: false, cancelled: false, write: false });
      }
      if (!addresses) throw refused();
      checked = { href: hop.href, addresses };
    },
    fetch: ((input, init = {}) => {
      if (new URL(input).origin === own) return fetch(input, init);
      // Only ever the hop just checked: fetchLimited checks each one right before asking for it.
      if (checked?.href !== input) return Promise.reject(refused());
      return connect(input, checked.addresses, init);
    }) satisfies Fetch,
  };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** What the bytes are, whatever the server called them: the preview can only draw a real PNG or JPEG. */
export function sniffLogo(bytes: Uint8Array): LogoMediaType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** What a file that is not a PNG or JPEG is, in words, from its bytes and what its server called it. */
function describeOther(bytes: Uint8Array, mediaType: string): string {
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (mediaType === 'text/html' || head.startsWith('<!doctype html') || head.startsWith('<html')) {
    return 'is an HTML page, not a PNG or JPEG image';
  }
  if (
    mediaType === 'image/svg+xml' ||
    head.startsWith('<svg') ||
    (head.startsWith('<?xml') && head.includes('<svg'))
  ) {
    return 'is an SVG image: logos must be PNG or JPEG images';
  }
  if (mediaType === 'image/gif' || startsWith(bytes, ascii('GIF8')))
    return 'is a GIF image, not a PNG or JPEG image';
  if (
    mediaType === 'image/webp' ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
  ) {
    return 'is a WebP image, not a PNG or JPEG image';
  }
  if (mediaType === 'image/png' || mediaType === 'image/jpeg' || mediaType === 'image/jpg') {
    return `is not a readable PNG or JPEG image, although its server calls it ${mediaType}`;
  }
  return mediaType ? `is ${mediaType}, not a PNG or JPEG image` : 'is not a PNG or JPEG image';
}

/** The file's name: the last segment of its path, or a plain name when the path has none. */
function nameOf(url: URL, mediaType: LogoMediaType): string {
  const segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    name = segment;
  }
  name = name.trim().slice(0, 255);
  return name || (mediaType === 'image/png' ? 'logo.png' : 'logo.jpg');
}

/**
 * Resolves a logo's address as the installation would: a full web address, or a path on the installation
 * (`/uploads/logo.png`), which the API accepts too.
 */
export function resolveLogoUrl(given: string, installationUrl: string): URL {
  const refused = (message: string) => new AppError('validation', message, { field: 'url' });
  let url: URL;
  try {
    url = new URL(given.trim(), `${installationUrl.replace(/\/+$/, '')}/`);
  } catch {
    throw refused('The logo address is not a web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refused('The logo address must start with http:// or https://, or be a path on the installation.');
  }
  // Nobody's password travels to a logo server, and fetch would refuse such an address anyway.
  if (url.username || url.password)
    throw refused('The logo address must not contain a user name or password.');
  return url;
}

/**
 * Fetches a logo so the preview can draw it: a PNG or JPEG of at most 2 MB. Sent as any browser would ask for
 * an image: without the API key, cookies or anything else of the account. Only from the installation's own
 * origin or a public address, every redirect checked the same way, for every installation (the built-in
 * sandbox and one on the office network too).
 */
export async function fetchLogo(
  fetch: Fetch,
  given: string,
  installationUrl: string,
  network: LogoNetwork = {},
): Promise<LogoFile> {
  const url = resolveLogoUrl(given, installationUrl);
  const subject = `The logo at ${shownUrl(url)}`;
  const hops = guardedHops(fetch, installationUrl, network);
  const fetched = await fetchLimited(hops.fetch, url, {
    timeoutMs: network.timeoutMs ?? LOGO_TIMEOUT_MS,
    maxBytes: MAX_LOGO_BYTES,
    accept: 'image/png,image/jpeg;q=0.9,*/*;q=0.1',
    tooLarge: () =>
      new AppError('validation', `${subject} is larger than ${MAX_MB} MB. Use a smaller image.`),
    checkHop: hops.checkHop,
  });
  if (fetched.status < 200 || fetched.status > 299) throw statusError(fetched.status, subject);
  if (fetched.bytes.length === 0)
    throw new AppError('validation', `${subject} is an empty file, not an image.`);
  const mediaType = sniffLogo(fetched.bytes);
  if (!mediaType)
    throw new AppError('validation', `${subject} ${describeOther(fetched.bytes, fetched.mediaType)}.`);
  return { name: nameOf(url, mediaType), mediaType, base64: Buffer.from(fetched.bytes).toString('base64') };
}
