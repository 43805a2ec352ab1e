import type { QrCode } from '../../../shared/ipc/resources.ts';
import { createdColumn } from '../components/data-list/created-column.ts';
import type { Column } from '../components/data-list/types.ts';
import { qrLabel } from './qr-label.ts';
import { QrThumbnail } from './QrThumbnail.tsx';

/**
 * One row of the list. Its only text of its own is the name: the list's search matches a row's own text, and
 * every code's image URL holds "/qr/", so searching "qr" would otherwise match every code.
 */
export interface QrRow {
  name: string;
  qr: QrCode;
}

export const toRow = (qr: QrCode): QrRow => ({ name: qr.name, qr });

const created = createdColumn<QrCode>('10rem');

/** Name, picture, scans and date; the id, the name as stored and the image URL go to the CSV export only. */
export const QR_COLUMNS: Column<QrRow>[] = [
  { id: 'id', title: 'ID', value: (row) => row.qr.id, shown: false },
  // The name as the installation has it, for the export; an untitled code's cell is empty there.
  { id: 'name', title: 'Name', value: (row) => row.qr.name, shown: false },
  {
    // What the list shows and sorts, and what a row's checkbox is named after: "Select QR code 12".
    id: 'label',
    title: 'Name',
    value: (row) => qrLabel(row.qr),
    render: (row) => row.qr.name || <span className="muted">Untitled</span>,
    width: 'minmax(10rem, 3fr)',
    exported: false,
  },
  {
    id: 'image',
    title: 'Code',
    value: () => null,
    render: (row) => <QrThumbnail link={row.qr.link} />,
    width: '4rem',
    sortable: false,
    exported: false,
  },
  { id: 'scans', title: 'Scans', value: (row) => row.qr.scans, align: 'end', width: '6rem' },
  {
    id: created.id,
    title: created.title,
    value: (row) => created.value(row.qr),
    render: (row) => created.render?.(row.qr),
    width: created.width,
  },
  { id: 'link', title: 'Link', value: (row) => row.qr.link, shown: false },
];
