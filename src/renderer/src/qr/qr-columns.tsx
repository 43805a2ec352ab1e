import { createdColumn } from '../components/data-list/created-column.ts';
import type { Column, RowAction } from '../components/data-list/types.ts';
import { QR_TYPE_LABELS } from './form/qr-type-labels.ts';
import { isStaticRow, rowLabel, type QrRow } from './qr-row.ts';
import { QrThumbnail } from './QrThumbnail.tsx';

const created = createdColumn<QrRow['qr']>('7rem', { dropOrder: 1 });

/**
 * Name (with what Linkdesk knows of the content beneath it), picture, scans and date; the id, the name as
 * stored, the type, the content line and the image URL go to the CSV export as well.
 */
export const QR_COLUMNS: Column<QrRow>[] = [
  { id: 'id', title: 'ID', value: (row) => row.qr.id, shown: false },
  // The name as the installation has it, for the export; an untitled code's cell is empty there.
  { id: 'name', title: 'Name', value: (row) => row.qr.name, shown: false },
  {
    // What the list shows and sorts, and what a row's checkbox is named after: "Select QR code 12".
    id: 'label',
    title: 'Name',
    value: rowLabel,
    render: (row) => <NameCell row={row} />,
    width: 'minmax(8rem, 3fr)',
    exported: false,
  },
  {
    id: 'image',
    title: 'Code',
    value: () => null,
    render: (row) => <QrThumbnail link={row.qr.link} />,
    width: '3rem',
    sortable: false,
    exported: false,
  },
  {
    id: 'scans',
    title: 'Scans',
    // A static code's scans cannot be counted: no number rather than a zero that reads as "nobody scanned it".
    value: (row) => (isStaticRow(row) ? null : row.qr.scans),
    render: (row) => (isStaticRow(row) ? <span className="muted truncated">Not counted</span> : row.qr.scans),
    align: 'end',
    width: '6rem',
  },
  {
    ...created,
    value: (row) => created.value(row.qr),
    render: (row) => created.render?.(row.qr),
  },
  {
    id: 'type',
    title: 'Type',
    value: (row) => (row.summary ? QR_TYPE_LABELS[row.summary.type] : null),
    shown: false,
  },
  { id: 'content', title: 'Content', value: (row) => row.summary?.content ?? null, shown: false },
  { id: 'link', title: 'Link', value: (row) => row.qr.link, shown: false },
];

/** What a row offers, as icon buttons and in its context menu; the names say which code ("Edit Spring menu"). */
export function qrRowActions(run: {
  details: (row: QrRow) => void;
  edit: (row: QrRow) => void;
  remove: (row: QrRow) => void;
  /** Only where the installation has channels. */
  /** Puts the row (or the selection it is in) in a channel; `name` says which, for screen readers. */
  addToChannel?: { run: (row: QrRow) => void; name: (row: QrRow) => string };
}): RowAction<QrRow>[] {
  const { addToChannel } = run;
  return [
    {
      id: 'details',
      label: 'Details',
      name: (row) => `Details of ${rowLabel(row)}`,
      icon: 'info',
      run: run.details,
    },
    { id: 'edit', label: 'Edit', name: (row) => `Edit ${rowLabel(row)}`, icon: 'pencil', run: run.edit },
    ...(addToChannel
      ? [
          {
            id: 'channel',
            label: 'Add to channel…',
            name: (row: QrRow) => `Add ${addToChannel.name(row)} to a channel`,
            icon: 'folder-input',
            run: addToChannel.run,
            menuOnly: true,
          } satisfies RowAction<QrRow>,
        ]
      : []),
    {
      id: 'delete',
      label: 'Delete',
      name: (row) => `Delete ${rowLabel(row)}`,
      icon: 'trash-2',
      run: run.remove,
      tone: 'danger',
    },
  ];
}

/** The name, or "Untitled"; beneath it the type and content when Linkdesk knows them ("Wi-Fi · Cafe"). */
function NameCell({ row }: { row: QrRow }) {
  return (
    <span className="qr-name-cell">
      <span className="qr-name">{row.name || <span className="muted">Untitled</span>}</span>
      {row.content ? <span className="qr-content-line">{row.content}</span> : null}
    </span>
  );
}
