import { DYNAMIC_QR_TYPES, type QrType } from '../../../../shared/api/constants.ts';
import type { CodeReading } from '../../../../shared/qr/code-reading.ts';
import { emptyQrForm, qrFormFromContent, type QrFormFields } from './qr-form-values.ts';
import { QR_TYPE_ORDER } from './qr-type-labels.ts';

/**
 * Editing a code Linkdesk did not make: installations never say a code's type or content, so the form starts
 * from what its image was read as (see `readCode`), or empty when the image could not be read.
 */

export const NO_DESIGN_NOTICE =
  'Your server does not tell Linkdesk what this code contains. Enter its content again.';
export const READ_NOTICE =
  'Linkdesk filled this in from the code’s image, since your server does not say what a code contains. ' +
  'Check it before saving.';
export const SHORT_LINK_NOTICE =
  'This code carries a short link of your server, so its image does not show what the link opens. ' +
  'Choose its type and enter its content again.';

export function madeElsewhereNotice(read: CodeReading | null): string {
  if (!read) return NO_DESIGN_NOTICE;
  return read.kind === 'static' ? READ_NOTICE : SHORT_LINK_NOTICE;
}

/** The fields a code made elsewhere starts with: what its image holds, else empty (a short link: a web link). */
export function qrFormFromReading(read: CodeReading | null): QrFormFields {
  if (!read) return emptyQrForm();
  if (read.kind === 'dynamic') return emptyQrForm('link');
  return qrFormFromContent(read.content.type, read.content.data);
}

/** The types such a code can be: a short link means one of the dynamic types, a payload a static one. */
export function typesOfReading(read: CodeReading | null): readonly QrType[] {
  if (!read) return QR_TYPE_ORDER;
  const dynamic = read.kind === 'dynamic';
  return QR_TYPE_ORDER.filter((type) => DYNAMIC_QR_TYPES.includes(type) === dynamic);
}
