import type { QrType } from '../api/constants.ts';

/** What the list shows of a code Linkdesk knows: never a secret (a network's password stays out). */
export interface QrDesignSummary {
  id: number;
  type: QrType;
  /** The name kept with the design ('' for none): the only name a code has on a legacy installation. */
  name: string;
  /** A short line about the content: "example.com/menu", "Cafe"; '' when there is nothing to say. */
  content: string;
}

/** Long enough to tell codes apart in a list, short enough for one line of it. */
export const SUMMARY_LENGTH = 60;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One line, at most `SUMMARY_LENGTH` characters, cut with an ellipsis. */
function oneLine(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  return characters.length <= SUMMARY_LENGTH
    ? line
    : `${characters
        .slice(0, SUMMARY_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * A short line about `data` (in the shape of `qrDataSchemas[type]`): a link without its scheme, an email
 * address, a number, a network's name, a contact's name. Anything of the wrong shape says nothing.
 */
export function summariseQrData(type: QrType, data: unknown): string {
  const object = record(data);
  switch (type) {
    case 'text':
      return oneLine(text(data));
    case 'link':
      // "https://example.com/" reads as "example.com": the scheme and a bare trailing slash say nothing.
      return oneLine(
        text(data)
          .replace(/^https?:\/\//i, '')
          .replace(/^([^/?#]+)\/$/, '$1'),
      );
    case 'email':
      return oneLine(typeof data === 'string' ? data : text(object.email));
    case 'phone':
      return oneLine(text(data));
    case 'sms':
      return oneLine(text(object.phone));
    case 'wifi':
      // The network's name only: its password is a secret, and a list is read over shoulders.
      return oneLine(text(object.ssid));
    case 'vcard': {
      const person = [text(object.fname), text(object.lname)].filter((part) => part.trim()).join(' ');
      return oneLine(person || text(object.org));
    }
  }
}
