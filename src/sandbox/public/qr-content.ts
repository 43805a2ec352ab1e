import { DYNAMIC_QR_TYPES, type QrType } from '../../shared/api/constants.ts';
import { qrDataSchemas } from '../../shared/api/requests.ts';
import { qrPayload } from '../../shared/qr/payload.ts';
import { badRequest } from '../http/errors.ts';
import { canDraw, IMAGE_ERROR_CORRECTION, IMAGE_MAX_BYTES } from './qr-drawing.ts';
import { urls } from './urls.ts';

export const isDynamicQr = (type: QrType) => DYNAMIC_QR_TYPES.includes(type);

/**
 * `data` as its type defines it: validated again, values trimmed where the type trims them, and every key
 * the type does not define left out (however deep), so that only this is stored.
 */
export function qrDataOf(type: QrType, data: unknown): unknown {
  return qrDataSchemas[type].parse(data);
}

/** The text behind a code, from `data` as sent (validated again, so trimmed values are what is encoded). */
export function payloadFor(type: QrType, data: unknown): string {
  return qrPayload(type, qrDataOf(type, data));
}

/**
 * Refuses data whose code could not be drawn: a static code's image holds its payload, which may be longer
 * than any code holds at the images' error correction although the schema's length allows it. A dynamic
 * code's image holds only its short link.
 */
export function checkDrawable(type: QrType, payload: string): void {
  if (isDynamicQr(type) || canDraw(payload)) return;
  const bytes = new TextEncoder().encode(payload).length;
  throw badRequest(
    `data: is too long for a QR code (${bytes} bytes to encode; a code drawn at error correction ` +
      `${IMAGE_ERROR_CORRECTION} holds at most ${IMAGE_MAX_BYTES.toLocaleString('en-US')} bytes of text)`,
    'data',
  );
}

/** What the image itself encodes: a dynamic code's short link, or a static code's payload. */
export function imageContent(qr: { type: QrType; data: string; alias: string }, base: string): string {
  return isDynamicQr(qr.type) ? urls.short(base, qr.alias) : payloadFor(qr.type, JSON.parse(qr.data));
}
