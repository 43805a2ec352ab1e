import { DYNAMIC_QR_TYPES } from '../../../shared/api/constants.ts';
import type { QrCode } from '../../../shared/ipc/resources.ts';
import type { QrDesignSummary } from '../../../shared/qr/summary.ts';
import { QR_TYPE_SHORT_LABELS } from './form/qr-type-labels.ts';
import { qrLabel } from './qr-label.ts';

/**
 * One row of the list: the code as the installation lists it, and what Linkdesk knows of it from the design
 * kept on this computer. Its only text of its own is what the list searches: the name and that line. (Every
 * code's image URL holds "/qr/", so searching "qr" would otherwise match every code.)
 */
export interface QrRow {
  /** The installation's name, else the one kept with the design ('' for none). */
  name: string;
  /** "Wi-Fi · Cafe", "URL · example.com/menu"; '' for a code made elsewhere. */
  content: string;
  qr: QrCode;
  summary: QrDesignSummary | null;
}

/** "Wi-Fi · Cafe", or the type alone when there is nothing more to say. */
export function contentLine(summary: QrDesignSummary): string {
  const type = QR_TYPE_SHORT_LABELS[summary.type];
  return summary.content ? `${type} · ${summary.content}` : type;
}

export const toRow = (qr: QrCode, summary: QrDesignSummary | null = null): QrRow => ({
  name: qr.name || summary?.name || '',
  content: summary ? contentLine(summary) : '',
  qr,
  summary,
});

/** Known to carry its content itself: the installation cannot count a static code's scans. */
export const isStaticRow = (row: QrRow) =>
  row.summary !== null && !DYNAMIC_QR_TYPES.includes(row.summary.type);

/** How a row is named in buttons, toasts and titles: its name, or its id when it has none. */
export const rowLabel = (row: QrRow) => qrLabel({ id: row.qr.id, name: row.name });
