import type { QrType } from '../../../../shared/api/constants.ts';
import { ENCRYPTION_LABELS } from '../form/qr-type-labels.ts';

/** One line of what a code holds, as the details list it; a secret is shown only on request. */
export interface ContentFact {
  term: string;
  value: string;
  secret?: true;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The facts that have a value, in order. */
function facts(...entries: [term: string, value: string][]): ContentFact[] {
  return entries.filter(([, value]) => value !== '').map(([term, value]) => ({ term, value }));
}

/**
 * What a code of `type` holding `data` (in the shape of `qrDataSchemas[type]`) says, in the form's words.
 * A network's password is marked secret: the details never show it without being asked.
 */
export function contentFacts(type: QrType, data: unknown): ContentFact[] {
  const object = record(data);
  switch (type) {
    case 'text':
      // As typed: spacing and line breaks may be the point of a text.
      return typeof data === 'string' && data !== '' ? [{ term: 'Content', value: data }] : [];
    case 'link':
      return facts(['Web address', text(data)]);
    case 'email':
      return typeof data === 'string'
        ? facts(['Email address', text(data)])
        : facts(
            ['Email address', text(object.email)],
            ['Subject', text(object.subject)],
            ['Message', text(object.body)],
          );
    case 'phone':
      return facts(['Phone number', text(data)]);
    case 'sms':
      return facts(['Phone number', text(object.phone)], ['Message', text(object.message)]);
    case 'wifi': {
      const pass = typeof object.pass === 'string' ? object.pass : '';
      const encryption =
        object.encryption === 'wpa' || object.encryption === 'wep' ? object.encryption : 'none';
      return [
        ...facts(
          ['Network name', text(object.ssid)],
          ['Encryption', ENCRYPTION_LABELS[pass ? encryption : 'none']],
        ),
        ...(pass ? [{ term: 'Password', value: pass, secret: true as const }] : []),
      ];
    }
    case 'vcard': {
      const name = [text(object.fname), text(object.lname)].filter(Boolean).join(' ');
      const place = [text(object.zip), text(object.city)].filter(Boolean).join(' ');
      const address = [text(object.street), place, text(object.state), text(object.country)]
        .filter(Boolean)
        .join(', ');
      return facts(
        ['Name', name],
        ['Organisation', text(object.org)],
        ['Work phone', text(object.phone)],
        ['Mobile', text(object.cell)],
        ['Fax', text(object.fax)],
        ['Email address', text(object.email)],
        ['Website', text(object.site)],
        ['Address', address],
      );
    }
  }
}
