import type { QrType } from '../../../../shared/api/constants.ts';
import type { WifiEncryption } from './qr-form-values.ts';

/**
 * The types in the order the picker offers them (the most made first), named for people rather than by the API's
 * words.
 */
export const QR_TYPE_ORDER: readonly QrType[] = ['link', 'text', 'email', 'phone', 'sms', 'wifi', 'vcard'];

export const QR_TYPE_LABELS: Record<QrType, string> = {
  text: 'Text',
  link: 'Web link',
  email: 'Email',
  phone: 'Phone call',
  sms: 'Text message (SMS)',
  wifi: 'Wi-Fi network',
  vcard: 'Contact card (vCard)',
};

/** The type in a word or two, for a list row: "Wi-Fi · Cafe". */
export const QR_TYPE_SHORT_LABELS: Record<QrType, string> = {
  text: 'Text',
  link: 'URL',
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS',
  wifi: 'Wi-Fi',
  vcard: 'vCard',
};

export const ENCRYPTION_LABELS: Record<WifiEncryption, string> = {
  wpa: 'WPA/WPA2',
  wep: 'WEP',
  none: 'None (open network)',
};
