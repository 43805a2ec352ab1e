import { formatCount } from '../components/format.ts';
import type { BatchCode } from './batch-code.ts';

/** The dialog's title: "Print or save 1,200 QR codes" (as its Export button counts), "Print or save Menu". */
export function qrCodesBatchTitle(codes: readonly BatchCode[]): string {
  return codes.length === 1
    ? `Print or save ${codes[0]!.label}`
    : `Print or save ${formatCount(codes.length)} QR codes`;
}

/** "Print or save QR codes of 12 links", "Print or save the QR code of launch-day". */
export function linksBatchTitle(codes: readonly BatchCode[]): string {
  return codes.length === 1
    ? `Print or save the QR code of ${codes[0]!.label}`
    : `Print or save QR codes of ${formatCount(codes.length)} links`;
}
