import type { BatchCode } from './batch-code.ts';

/** The dialog's title: "Print or save 12 QR codes", "Print or save Spring menu". */
export function qrCodesBatchTitle(codes: readonly BatchCode[]): string {
  return codes.length === 1 ? `Print or save ${codes[0]!.label}` : `Print or save ${codes.length} QR codes`;
}

/** "Print or save QR codes of 12 links", "Print or save the QR code of launch-day". */
export function linksBatchTitle(codes: readonly BatchCode[]): string {
  return codes.length === 1
    ? `Print or save the QR code of ${codes[0]!.label}`
    : `Print or save QR codes of ${codes.length} links`;
}
