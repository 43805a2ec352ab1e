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
  if (shortLink !== null && imageContent === shortLink) return { kind: 'dynamic' };
  const parsed = parsePayload(imageContent);
  return {
    kind: 'static',
    content: DYNAMIC_QR_TYPES.includes(parsed.type) ? { type: 'text', data: imageContent } : parsed,
  };
}
