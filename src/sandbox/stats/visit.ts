import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { UAParser } from 'ua-parser-js';

/** What a click records about the visitor, read from the request headers alone. */
export interface Visit {
  country: string;
  referrer: string;
  browser: string;
  os: string;
  /** A one-way hash of address and user agent: counts unique visitors without keeping either. */
  visitor: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string | undefined): string | null {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
  try {
    return regionNames.of(code.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

/**
 * The sandbox has no geo database, so the country comes from a proxy's country header when there is one
 * (CF-IPCountry, X-Country-Code), else from the region of the browser's first language.
 */
function countryOf(headers: FastifyRequest['headers']): string {
  const header = headers['cf-ipcountry'] ?? headers['x-country-code'];
  const fromHeader = countryName(Array.isArray(header) ? header[0] : header);
  if (fromHeader) return fromHeader;
  const language = headers['accept-language']?.split(',')[0]?.trim();
  const region = language ? /^[a-z]{2,3}-([A-Za-z]{2})\b/i.exec(language)?.[1] : undefined;
  return countryName(region) ?? 'Unknown';
}

export const DIRECT_REFERRER = 'Direct, email and other';

function referrerOf(header: string | undefined): string {
  if (!header || !URL.canParse(header)) return DIRECT_REFERRER;
  return new URL(header).hostname.replace(/^www\./, '') || DIRECT_REFERRER;
}

export function visitFrom(request: FastifyRequest): Visit {
  const userAgent = request.headers['user-agent'] ?? '';
  const agent = new UAParser(userAgent).getResult();
  return {
    country: countryOf(request.headers),
    referrer: referrerOf(request.headers.referer),
    browser: agent.browser.name ?? 'Unknown',
    os: agent.os.name ?? 'Unknown',
    visitor: createHash('sha256').update(`${request.ip}\n${userAgent}`).digest('hex').slice(0, 32),
  };
}
