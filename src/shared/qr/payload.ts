import type { QrData } from '../api/requests.ts';
import type { QrType } from '../api/constants.ts';

/**
 * What a QR code of each type carries, in the encodings deployed installations use
 * (see shared/spec/deployed-installations.md, "QR payloads"). Static types put this text in the image;
 * dynamic types put a short link in the image and this text behind it.
 */

export function mailtoPayload(data: QrData<'email'>): string {
  if (typeof data === 'string') return `mailto:${data}`;
  const query = [
    data.subject ? `subject=${encodeURIComponent(data.subject)}` : null,
    data.body ? `body=${encodeURIComponent(data.body)}` : null,
  ].filter(Boolean);
  return `mailto:${data.email}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

export function telPayload(number: QrData<'phone'>): string {
  return `tel:${number.trim()}`;
}

export function smsPayload(data: QrData<'sms'>): string {
  return `smsto:${data.phone.trim()}:${data.message ?? ''}`;
}

/** The WIFI: scheme escapes \ ; , : and " with a backslash. */
function escapeWifi(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1');
}

export function wifiPayload(data: QrData<'wifi'>): string {
  const secured =
    data.encryption && data.pass ? `T:${data.encryption.toUpperCase()};P:${escapeWifi(data.pass)};` : '';
  return `WIFI:S:${escapeWifi(data.ssid)};${secured};`;
}

/** vCard 3.0 text values escape backslash, comma, semicolon and line breaks (RFC 2426, 5.8.4). */
function escapeVcard(value: string | undefined): string {
  return (value ?? '')
    .replace(/\\/g, '\\\\')
    .replace(/([,;])/g, '\\$1')
    .replace(/\r\n|\r|\n/g, '\\n');
}

export function vcardPayload(card: QrData<'vcard'>): string {
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${escapeVcard(card.lname)};${escapeVcard(card.fname)}`];
  if (card.org) lines.push(`ORG:${escapeVcard(card.org)}`);
  if (card.phone) lines.push(`TEL;TYPE=work,voice:${escapeVcard(card.phone)}`);
  if (card.cell) lines.push(`TEL;TYPE=cell,voice:${escapeVcard(card.cell)}`);
  if (card.fax) lines.push(`TEL;TYPE=fax:${escapeVcard(card.fax)}`);
  if (card.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeVcard(card.email)}`);
  if (card.site) lines.push(`URL:${escapeVcard(card.site)}`);
  const address = [card.street, card.city, card.state, card.zip, card.country];
  if (address.some(Boolean)) lines.push(`ADR;TYPE=work:;;${address.map(escapeVcard).join(';')}`);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}

/** The content behind a code of `type`, from data already validated by `qrDataSchemas`. */
export function qrPayload(type: QrType, data: unknown): string {
  switch (type) {
    case 'text':
      return data as QrData<'text'>;
    case 'link':
      return (data as QrData<'link'>).trim();
    case 'email':
      return mailtoPayload(data as QrData<'email'>);
    case 'phone':
      return telPayload(data as QrData<'phone'>);
    case 'sms':
      return smsPayload(data as QrData<'sms'>);
    case 'wifi':
      return wifiPayload(data as QrData<'wifi'>);
    case 'vcard':
      return vcardPayload(data as QrData<'vcard'>);
  }
}
