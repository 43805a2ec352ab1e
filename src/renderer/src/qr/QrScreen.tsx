import { useRef, useState } from 'react';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { QrCode } from '../../../shared/ipc/resources.ts';
import type { QrDesign } from '../../../shared/qr/design.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useListCommands } from '../commands/use-list-commands.ts';
import { DataList } from '../components/data-list/DataList.tsx';
import { useApi } from '../components/data-list/use-api.ts';
import { useCollection } from '../components/data-list/use-collection.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { QrDetailsDialog } from './details/QrDetailsDialog.tsx';
import { QrFormDialog } from './form/QrFormDialog.tsx';
import { QR_COLUMNS, toRow, type QrRow } from './qr-columns.tsx';
import { qrLabel } from './qr-label.ts';
import './qr.css';

/** What is open over the list; each belongs to the account it was opened for. */
type Open =
  | { kind: 'create' }
  | { kind: 'edit'; qr: QrCode; design: QrDesign | null }
  | { kind: 'details'; id: number; known: QrCode | null; link: string | null };

/** The active account's QR codes: list with scans, create and edit with a live preview, details, delete with undo. */
export function QrScreen() {
  const api = useApi();
  const account = useAppState(activeAccount);
  const accountId = account?.id ?? null;
  const [open, setOpen] = useState<(Open & { accountId: string }) | null>(null);
  const [status, setStatus] = useState('');
  const [editError, setEditError] = useState<{ qr: QrCode; error: AppErrorData; accountId: string } | null>(
    null,
  );
  const opening = useRef<number | null>(null);

  const codes = useCollection<QrRow>({
    kind: 'qr',
    noun: { one: 'QR code', other: 'QR codes' },
    getId: (row) => row.qr.id,
    describe: (row) => qrLabel(row.qr),
    load: async (request) => {
      const answer = await api.listQrCodes(request);
      if (!answer.ok) return answer;
      const { data, stale } = answer.value;
      return { ok: true, value: { data: { ...data, items: data.items.map(toRow) }, stale } };
    },
  });

  const create = accountId ? () => setOpen({ kind: 'create', accountId }) : undefined;

  /** An edit starts from the design saved on this computer (read from main's database, no network). */
  const edit = async (qr: QrCode) => {
    if (!accountId || opening.current !== null) return;
    opening.current = qr.id;
    setEditError(null);
    const design = await call(() => api.getQrDesign({ accountId, id: qr.id }));
    opening.current = null;
    if (!design.ok) {
      setEditError({ qr, error: design.error, accountId });
      return;
    }
    setOpen({ kind: 'edit', qr, design: design.value, accountId });
  };
  const details = (qr: QrCode) => {
    if (accountId) setOpen({ kind: 'details', id: qr.id, known: qr, link: qr.link, accountId });
  };
  useListCommands(codes, { create, edit: (row) => void edit(row.qr) });

  if (!account) return null;
  const shown = open && open.accountId === account.id ? open : null;
  const failedEdit = editError && editError.accountId === account.id ? editError : null;
  const close = () => setOpen(null);

  return (
    <div className="screen qr-screen">
      <h1>QR codes</h1>
      <p role="status" className="qr-status">
        {status}
      </p>
      {failedEdit ? (
        <ErrorAlert
          error={failedEdit.error}
          title={`Linkdesk could not open ${qrLabel(failedEdit.qr)} for editing.`}
          onRetry={() => void edit(failedEdit.qr)}
        />
      ) : null}
      <DataList
        collection={codes}
        label="QR codes"
        columns={QR_COLUMNS}
        searchLabel="Search QR codes by name"
        emptyState={<p>No QR codes yet. Choose “New QR code” to make your first one.</p>}
        onOpen={(row) => details(row.qr)}
        exportName="qr-codes"
        actionsWidth="17rem"
        rowHeight={48}
        toolbar={
          <button type="button" className="button button-primary" onClick={create}>
            New QR code
          </button>
        }
        rowActions={(row) => (
          <span className="qr-actions">
            <button
              type="button"
              className="button"
              aria-label={`Details of ${qrLabel(row.qr)}`}
              onClick={() => details(row.qr)}
            >
              Details
            </button>
            <button
              type="button"
              className="button"
              aria-label={`Edit ${qrLabel(row.qr)}`}
              onClick={() => void edit(row.qr)}
            >
              Edit
            </button>
            <button
              type="button"
              className="button button-danger"
              aria-label={`Delete ${qrLabel(row.qr)}`}
              onClick={() => codes.deleteItem(row)}
            >
              Delete
            </button>
          </span>
        )}
      />
      {shown?.kind === 'create' || shown?.kind === 'edit' ? (
        <QrFormDialog
          api={api}
          account={account}
          mode={
            shown.kind === 'create'
              ? { kind: 'create' }
              : { kind: 'edit', qr: shown.qr, design: shown.design }
          }
          onClose={close}
          onCheck={codes.reload}
          onSaved={(saved) => {
            codes.reload();
            if (shown.kind === 'edit') {
              setStatus(`Saved ${qrLabel(shown.qr)}.`);
              close();
              return;
            }
            // The installation's answer (the code as it will be printed) is shown in the new code's details.
            setStatus('Created a QR code.');
            setOpen({
              kind: 'details',
              id: saved.id,
              known: null,
              link: saved.link,
              accountId: shown.accountId,
            });
          }}
        />
      ) : null}
      {shown?.kind === 'details' ? (
        <QrDetailsDialog
          key={shown.id}
          api={api}
          accountId={shown.accountId}
          id={shown.id}
          known={shown.known}
          link={shown.link}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
