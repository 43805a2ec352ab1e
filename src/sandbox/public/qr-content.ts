import { DYNAMIC_QR_TYPES, type QrType } from '../../shared/api/constants.ts';
import { qrDataSchemas } from '../../shared/api/requests.ts';
import { qrPayload } from '../../shared/qr/payload.ts';
import { urls } from './urls.ts';

export const isDynamicQr = (type: QrType) => DYNAMIC_QR_TYPES.includes(type);

/** The text behind a code, from `data` as sent (validated again, so trimmed values are what is encoded). */
export function payloadFor(type: QrType, data: unknown): string {
  return qrPayload(type, qrDataSchemas[type].parse(data));
}

/** What the image itself encodes: a dynamic code's short link, or a static code's payload. */
export function imageContent(qr: { type: QrType; data: string; alias: string }, base: string): string {
  return isDynamicQr(qr.type) ? urls.short(base, qr.alias) : payloadFor(qr.type, JSON.parse(qr.data));
}
