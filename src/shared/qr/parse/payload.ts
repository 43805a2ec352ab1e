import type { QrType } from '../../api/constants.ts';
import type { QrData } from '../../api/requests.ts';
import { parseMailtoPayload } from './mailto.ts';
import { parseSmsPayload, parseTelPayload } from './phone.ts';
import { parseVcardPayload } from './vcard.ts';
import { parseWifiPayload } from './wifi.ts';

/** A payload read back into a type and that type's `data` (email always as the object form). */
export type ParsedPayload = {
  [T in QrType]: { type: T; data: T extends 'email' ? Exclude<QrData<'email'>, string> : QrData<T> };
}[QrType];

/** A web address as a link code carries it: http or https, one token, nothing around it. */
export function parseLinkPayload(payload: string): string | null {
  const trimmed = payload.trim();
  return /^https?:\/\/\S+$/i.test(trimmed) && URL.canParse(trimmed) ? trimmed : null;
}

/**
 * What a payload is, by the formats encoders write (see shared/spec/deployed-installations.md, "QR payloads",
 * and `../payload.ts`, which writes the same): `WIFI:`, `SMSTO:` or `sms:`, `mailto:`, `tel:`, a vCard, a web
 * address, else plain text, kept exactly as it is. A payload that starts like a format but cannot be read as
 * one (a `WIFI:` without a network name) is text too.
 */
export function parsePayload(payload: string): ParsedPayload {
  const start = payload.trimStart();
  const wifi = /^WIFI:/i.test(start) ? parseWifiPayload(start) : null;
  if (wifi) return { type: 'wifi', data: wifi };
  const sms = /^SMS(TO)?:/i.test(start) ? parseSmsPayload(start) : null;
  if (sms) return { type: 'sms', data: sms };
  const email = /^MAILTO:/i.test(start) ? parseMailtoPayload(start.trimEnd()) : null;
  if (email) return { type: 'email', data: email };
  const phone = /^TEL:/i.test(start) ? parseTelPayload(start) : null;
  if (phone) return { type: 'phone', data: phone };
  const vcard = /^BEGIN:VCARD/i.test(start) ? parseVcardPayload(start) : null;
  if (vcard) return { type: 'vcard', data: vcard };
  const link = parseLinkPayload(payload);
  if (link) return { type: 'link', data: link };
  return { type: 'text', data: payload };
}
