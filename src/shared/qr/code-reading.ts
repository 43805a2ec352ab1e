import { DYNAMIC_QR_TYPES } from '../api/constants.ts';
import { parsePayload, type ParsedPayload } from './parse/payload.ts';

/**
 * What a code holds, from what its image was read as. A dynamic code's image carries only the installation's
 * short link (`{base}/<alias>`): its content is behind the link, where only a visit (counted as a scan) would
 * find it. A static code's image carries its payload, and a static code is text, a text message or a network:
 * a web address or an email address in one is that text code's text, not a code of another type.
 */
export type CodeReading = { kind: 'dynamic' } | { kind: 'static'; content: ParsedPayload };

export function readCode(imageContent: string, shortLink: string | null): CodeReading {
  if (shortLink !== null && isSameAddress(imageContent, shortLink)) return { kind: 'dynamic' };
  const parsed = parsePayload(imageContent);
  return {
    kind: 'static',
    content: DYNAMIC_QR_TYPES.includes(parsed.type) ? { type: 'text', data: imageContent } : parsed,
  };
}

/**
 * Whether the image holds the short link itself. Encoders may upper-case the scheme and host (QR's
 * alphanumeric mode is denser) or add a trailing slash, and the address is the same; anything else,
 * a longer alias, a query or a fragment, is a different address that a static code may well hold.
 */
function isSameAddress(imageContent: string, shortLink: string): boolean {
  const image = comparableAddress(imageContent);
  return image !== null && image === comparableAddress(shortLink);
}

/**
 * The address with scheme and host lower-cased, a default port dropped and one trailing slash taken off.
 * Null for one with spaces or control characters, which the URL parser would quietly strip or drop.
 */
function comparableAddress(address: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\u0000-\u0020\u007f]/.test(address) || !URL.canParse(address)) return null;
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.pathname = url.pathname.replace(/\/$/, '');
  return url.href;
}
