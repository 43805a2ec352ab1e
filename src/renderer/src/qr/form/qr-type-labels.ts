import type { QrType } from '../../../../shared/api/constants.ts';

/** The types in the order the picker offers them, named for people rather than by the API's words. */
export const QR_TYPE_ORDER: readonly QrType[] = ['text', 'link', 'email', 'phone', 'sms', 'wifi', 'vcard'];

export const QR_TYPE_LABELS: Record<QrType, string> = {
  text: 'Text',
  link: 'Web link',
  email: 'Email',
  phone: 'Phone call',
  sms: 'Text message (SMS)',
  wifi: 'Wi-Fi network',
  vcard: 'Contact card (vCard)',
};
