import type { QrCode } from '../../../shared/ipc/resources.ts';

/** How a code is named in buttons, toasts and titles: its name, or its id when it has none (names are optional). */
export function qrLabel(qr: Pick<QrCode, 'id' | 'name'>): string {
  return qr.name || `QR code ${qr.id}`;
}
