import Plus from 'lucide-react/icons/plus';
import Printer from 'lucide-react/icons/printer';
import { useMemo, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import { readCode, type CodeReading } from '../../../shared/qr/code-reading.ts';
import type { QrDesign } from '../../../shared/qr/design.ts';
import { shortLinkOfQrImage } from '../../../shared/qr/short-link.ts';
import type { QrDesignSummary } from '../../../shared/qr/summary.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useListCommands } from '../commands/use-list-commands.ts';
import type { QrPrefill } from '../commands/open-item.ts';
import { useOpenItem } from '../commands/use-open-item.ts';
import { ScreenHeader } from '../components/ScreenHeader.tsx';
import { DataList } from '../components/data-list/DataList.tsx';
import { useApi } from '../components/data-list/use-api.ts';
import { useCollection } from '../components/data-list/use-collection.ts';
import type { CollectionRequest } from '../components/data-list/types.ts';
import { HealthFilterSelect } from '../health/HealthFilterSelect.tsx';
import { HealthSection } from '../health/HealthSection.tsx';
import { needsAttention } from '../health/health-list.tsx';
import { useHealthList } from '../health/use-health-list.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { QrDetailsPane } from './details/QrDetailsPane.tsx';
import { SplitView } from '../components/detail-pane/SplitView.tsx';
import { useShownItem } from '../components/detail-pane/use-shown-item.ts';
import type { RowAction, RowDetail } from '../components/data-list/types.ts';
import { QrFormDialog } from './form/QrFormDialog.tsx';
import { readImageContent } from './image-content.ts';
import { qrImageChanged } from './installation-qr-image.ts';
import { QR_COLUMNS, qrRowActions } from './qr-columns.tsx';
import { rowLabel, toRow, type QrRow } from './qr-row.ts';
import { useOneAtATime } from './use-one-at-a-time.ts';
import { AddToChannelDialog } from '../channels/AddToChannelDialog.tsx';
import { batchCodeOfQrRow, type BatchCode } from '../qr-batch/batch-code.ts';
import { qrCodesBatchTitle } from '../qr-batch/batch-titles.ts';
import { LazyQrBatchDialog } from '../qr-batch/LazyQrBatchDialog.tsx';
import './qr.css';

const SCANS_AT = QR_COLUMNS.findIndex((column) => column.id === 'scans');

/** What is open over the list; each belongs to the account it was opened for. */
type Open =
  | { kind: 'create'; prefill?: QrPrefill }
  | {
      kind: 'edit';
      row: QrRow;
      design: QrDesign | null;
      read: CodeReading | null;
      /** Where the code's page moved for good, typed into its address for the person to save. */
      proposedUrl?: string;
    };

/** A code just created: its details show from the installation's answer until the list holds it. */
interface Created {
  accountId: string;
  id: number;
  link: string | null;
}

/**
 * What Linkdesk knows of the account's codes, from the designs main keeps (one call, no network). A list
 * without them is still a list: a failure here only leaves the lines out.
 */
async function designSummaries(api: Api, accountId: string): Promise<Map<number, QrDesignSummary>> {
  const answer = await call(() => api.getQrDesigns({ accountId }));
  return new Map(answer.ok ? answer.value.map((summary) => [summary.id, summary]) : []);
}

/** The active account's QR codes: list with scans, create and edit with a live preview, details, delete with undo. */
export function QrScreen() {
  const api = useApi();
  const account = useAppState(activeAccount);
  const accountId = account?.id ?? null;
  const [open, setOpen] = useState<(Open & { accountId: string }) | null>(null);
  // Codes on their way into a channel: one row's, or the selection.
  const [channelFor, setChannelFor] = useState<QrRow[] | null>(null);
  // Codes on their way to a PDF sheet or a ZIP: the selection, or one row's; for the account they belong to.
  const [batchFor, setBatchFor] = useState<{ accountId: string; codes: BatchCode[] } | null>(null);
  const [status, setStatus] = useState('');
  // A create or a save is told in a toast, which leaves on its own and goes with the code when it is deleted.
  const showToast = useAppState((state) => state.showToast);
  const [editError, setEditError] = useState<{ row: QrRow; error: AppErrorData; accountId: string } | null>(
    null,
  );

  const loadCodes = async (request: CollectionRequest) => {
    const [answer, summaries] = await Promise.all([
      api.listQrCodes(request),
      designSummaries(api, request.accountId),
    ]);
    if (!answer.ok) return answer;
    const { data, stale } = answer.value;
    const items = data.items.map((qr) => toRow(qr, summaries.get(qr.id) ?? null));
    return { ok: true as const, value: { data: { ...data, items }, stale } };
  };
  const health = useHealthList<QrRow>('qr', accountId, (row) => row.qr.id, loadCodes);
  const codes = useCollection<QrRow>({
    kind: 'qr',
    noun: { one: 'QR code', other: 'QR codes' },
    getId: (row) => row.qr.id,
    describe: rowLabel,
    load: health.collectionLoad,
    scope: health.scope,
  });
  const columns = useMemo(
    // Before the scans, as it stands before the clicks in Links: the row's actions cover the last cells.
    () =>
      health.column
        ? [...QR_COLUMNS.slice(0, SCANS_AT), health.column, ...QR_COLUMNS.slice(SCANS_AT)]
        : QR_COLUMNS,
    [health.column],
  );

  const shown = useShownItem(codes);
  const [created, setCreated] = useState<Created | null>(null);
  const justCreated = created && created.accountId === accountId && !shown.item ? created : null;
  const detail: RowDetail<QrRow> = {
    shownId: shown.shownId ?? justCreated?.id ?? null,
    show: (row) => {
      setCreated(null);
      shown.show(row);
    },
    hide: () => {
      setCreated(null);
      shown.hide();
    },
  };

  const create = accountId ? () => setOpen({ kind: 'create', accountId }) : undefined;

  /**
   * An edit starts from the design saved on this computer (read from main's database, no network); a code
   * made elsewhere from what its image holds, read the way its details read it.
   */
  const edit = useOneAtATime(async (row: QrRow, proposedUrl?: string) => {
    if (!accountId) return;
    setEditError(null);
    const design = await call(() => api.getQrDesign({ accountId, id: row.qr.id }));
    if (!design.ok) {
      setEditError({ row, error: design.error, accountId });
      return;
    }
    let read: CodeReading | null = null;
    if (!design.value) {
      setStatus(`Reading what ${rowLabel(row)} holds from its image…`);
      const content = await readImageContent(api, accountId, row.qr.link);
      read = content === null ? null : readCode(content, shortLinkOfQrImage(row.qr.link));
      setStatus('');
    }
    setOpen({
      kind: 'edit',
      row,
      design: design.value,
      read,
      accountId,
      ...(proposedUrl ? { proposedUrl } : {}),
    });
  });
  const details = detail.show;
  const selection = codes.selectedItems;
  // A row's menu acts on the selection when the row is in it, as a file manager's does.
  const chosen = (row: QrRow) => (codes.isSelected(row.qr.id) && selection.length > 1 ? selection : [row]);
  const chosenName = (row: QrRow) => {
    const rows = chosen(row);
    return rows.length === 1 ? rowLabel(row) : `the ${rows.length} selected QR codes`;
  };
  const printOrSave = (rows: QrRow[]) => {
    if (accountId) setBatchFor({ accountId, codes: rows.map(batchCodeOfQrRow) });
  };
  const selected =
    selection.length === 1 ? rowLabel(selection[0]!) : `the ${selection.length} selected QR codes`;
  useListCommands(codes, {
    create,
    edit: (row) => void edit(row),
    extra:
      selection.length > 0
        ? [
            // Older installations have no channels.
            ...(account?.revision === 'current'
              ? [
                  {
                    id: 'add-to-channel',
                    label: `Add ${selected} to a channel…`,
                    run: () => setChannelFor(selection),
                  },
                ]
              : []),
            { id: 'print-or-save', label: `Print or save ${selected}…`, run: () => printOrSave(selection) },
          ]
        : [],
  });
  // A code chosen in the command palette shows its details, as a click on its row would.
  useOpenItem(accountId, {
    qr: (qr) => details(toRow(qr)),
    newQr: (prefill) => {
      if (accountId) setOpen({ kind: 'create', prefill, accountId });
    },
    qrHealth: health.setFilter,
  });

  if (!account) return null;
  const opened = open && open.accountId === account.id ? open : null;
  const pane = shown.item ? (
    <QrDetailsPane
      key={shown.item.qr.id}
      api={api}
      accountId={account.id}
      id={shown.item.qr.id}
      known={shown.item.qr}
      link={shown.item.qr.link}
      onEdit={() => void edit(shown.item!)}
      onDelete={() => codes.deleteItem(shown.item!)}
      onClose={detail.hide}
      healthFirst={needsAttention(health.markOf(shown.item))}
      health={
        <HealthSection
          accountId={account.id}
          kind="qr"
          id={shown.item.qr.id}
          wait={false}
          onFix={() => void edit(shown.item!)}
          onUseFinal={(url) => void edit(shown.item!, url)}
          canCheck={health.canCheck}
          // A contact card's checked address is its website; a web link code's is where it leads.
          {...(shown.item.summary?.type === 'vcard' ? { useFinalLabel: 'Make it the card’s website…' } : {})}
        />
      }
    />
  ) : justCreated ? (
    <QrDetailsPane
      key={justCreated.id}
      api={api}
      accountId={account.id}
      id={justCreated.id}
      known={null}
      link={justCreated.link}
      onClose={detail.hide}
    />
  ) : null;
  const failedEdit = editError && editError.accountId === account.id ? editError : null;
  const batch = batchFor && batchFor.accountId === account.id ? batchFor : null;
  const rowActions = qrRowActions({
    details,
    edit: (row) => void edit(row),
    remove: codes.deleteItem,
    ...(account.revision === 'current'
      ? {
          addToChannel: { run: (row: QrRow) => setChannelFor(chosen(row)), name: chosenName },
        }
      : {}),
  });
  // Before the delete, which the menu keeps last, after its separator.
  const actions = [
    ...rowActions.filter((action) => action.tone !== 'danger'),
    {
      id: 'print-or-save',
      label: 'Print or save…',
      name: (row: QrRow) => `Print or save ${chosenName(row)}`,
      icon: 'printer',
      run: (row: QrRow) => printOrSave(chosen(row)),
      menuOnly: true,
    } satisfies RowAction<QrRow>,
    ...rowActions.filter((action) => action.tone === 'danger'),
  ];
  const close = () => setOpen(null);

  return (
    <div className="screen list-screen qr-screen">
      <ScreenHeader
        title="QR codes"
        description="Codes to print or share. Those that open a short link count their scans."
      />
      <p role="status" className="qr-status">
        {status}
      </p>
      {failedEdit ? (
        <ErrorAlert
          error={failedEdit.error}
          title={`Linkdesk could not open ${rowLabel(failedEdit.row)} for editing.`}
          onRetry={() => void edit(failedEdit.row)}
        />
      ) : null}
      <SplitView pane={pane}>
        <DataList
          collection={codes}
          label="QR codes"
          columns={columns}
          searchLabel="Search QR codes by name or content"
          emptyState={<p>No QR codes yet. Choose “New QR code” to make your first one.</p>}
          onOpen={details}
          exportName="qr-codes"
          rowHeight={48}
          toolbar={
            <>
              <button type="button" className="button button-primary button-with-icon" onClick={create}>
                <Plus aria-hidden="true" size={16} />
                New QR code
              </button>
              {health.shown ? (
                <HealthFilterSelect
                  counts={health.counts}
                  value={health.filter}
                  onChange={health.setFilter}
                  noun="QR codes"
                />
              ) : null}
              {selection.length > 0 ? (
                <button
                  type="button"
                  className="button button-with-icon"
                  onClick={() => printOrSave(selection)}
                >
                  <Printer aria-hidden="true" size={16} />
                  Print or save…
                </button>
              ) : null}
            </>
          }
          actions={actions}
          detail={detail}
        />
      </SplitView>
      {batch ? (
        <LazyQrBatchDialog
          api={api}
          accountId={batch.accountId}
          codes={batch.codes}
          title={qrCodesBatchTitle(batch.codes)}
          onClose={() => setBatchFor(null)}
        />
      ) : null}
      {channelFor ? (
        <AddToChannelDialog
          accountId={account.id}
          items={channelFor.map((row) => ({ type: 'qr', id: row.qr.id, label: rowLabel(row) }))}
          onClose={() => setChannelFor(null)}
        />
      ) : null}
      {opened?.kind === 'create' || opened?.kind === 'edit' ? (
        <QrFormDialog
          api={api}
          account={account}
          mode={
            opened.kind === 'create'
              ? { kind: 'create', ...(opened.prefill ? { prefill: opened.prefill } : {}) }
              : {
                  kind: 'edit',
                  // Named as the list names it: on a legacy installation, by the name kept with the design.
                  qr: { ...opened.row.qr, name: opened.row.name },
                  design: opened.design,
                  read: opened.read,
                  ...(opened.proposedUrl ? { proposedUrl: opened.proposedUrl } : {}),
                }
          }
          onClose={close}
          onCheck={codes.reload}
          onSaved={(saved) => {
            codes.reload();
            if (opened.kind === 'edit') {
              qrImageChanged(opened.row.qr.link);
              showToast(`Saved ${rowLabel(opened.row)}.`, { subject: { kind: 'qr', id: opened.row.qr.id } });
              close();
              return;
            }
            // The installation's answer (the code as it will be printed) shows in the new code's details.
            showToast(saved.name ? `Created QR code “${saved.name}”.` : 'Created a QR code.', {
              subject: { kind: 'qr', id: saved.id },
            });
            shown.hide();
            setCreated({ accountId: opened.accountId, id: saved.id, link: saved.link });
            close();
          }}
        />
      ) : null}
    </div>
  );
}
