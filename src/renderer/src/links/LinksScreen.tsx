import Plus from 'lucide-react/icons/plus';
import Printer from 'lucide-react/icons/printer';
import ListChecks from 'lucide-react/icons/list-checks';
import { useMemo, useState } from 'react';
import type { Link } from '../../../shared/ipc/resources.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useListCommands } from '../commands/use-list-commands.ts';
import { useOpenItem } from '../commands/use-open-item.ts';
import { ScreenHeader } from '../components/ScreenHeader.tsx';
import { createdColumn } from '../components/data-list/created-column.ts';
import { DataList } from '../components/data-list/DataList.tsx';
import { SplitView } from '../components/detail-pane/SplitView.tsx';
import { useShownItem } from '../components/detail-pane/use-shown-item.ts';
import type { CollectionRequest, Column, RowAction } from '../components/data-list/types.ts';
import { HealthFilterSelect } from '../health/HealthFilterSelect.tsx';
import { HealthSection } from '../health/HealthSection.tsx';
import { needsAttention } from '../health/health-list.tsx';
import { useHealthList } from '../health/use-health-list.ts';
import '../health/health.css';
import { useApi } from '../components/data-list/use-api.ts';
import { useCollection } from '../components/data-list/use-collection.ts';
import { AddToCampaignDialog } from '../campaigns/AddToCampaignDialog.tsx';
import { AddToChannelDialog } from '../channels/AddToChannelDialog.tsx';
import { TruncatedText } from '../components/primitives/TruncatedText.tsx';
import { useUrlActions } from '../components/use-url-actions.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { batchCodeOfLink, type BatchCode } from '../qr-batch/batch-code.ts';
import { linksBatchTitle } from '../qr-batch/batch-titles.ts';
import { LazyQrBatchDialog } from '../qr-batch/LazyQrBatchDialog.tsx';
import { BulkEditsStrip } from '../bulk-edit/BulkEditsStrip.tsx';
import { LazyBulkEditDialog } from '../bulk-edit/LazyBulkEditDialog.tsx';
import { useBulkEdits } from '../bulk-edit/use-bulk-edits.ts';
import { LinkDetailsPane } from './LinkDetailsPane.tsx';
import { LinkFormDialog } from './LinkFormDialog.tsx';
import { savedMessage } from './link-form-values.ts';
import { longUrlText, shortUrlText } from './link-display.ts';
import './links.css';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; link: Link; proposedUrl?: string }
  | { kind: 'campaign'; links: Link[] }
  | { kind: 'channel'; links: Link[] }
  /** QR codes of the links' short URLs, made on the fly, for a PDF sheet or a ZIP. */
  | { kind: 'qr-batch'; codes: BatchCode[]; accountId: string }
  /** Changing many links at once; `editId` opens an edit already under way or done. */
  | { kind: 'bulk'; editId?: string; linkIds?: number[]; replaceDestination?: string }
  | null;

const COLUMNS: Column<Link>[] = [
  {
    id: 'title',
    title: 'Title / alias',
    value: (link) => link.title || link.alias,
    render: (link) => (
      <span className="link-title" title={link.title ? `${link.title}\n${link.alias}` : link.alias}>
        <span className="link-title-main">{link.title || link.alias}</span>
        {link.title ? <span className="link-title-alias">{link.alias}</span> : null}
      </span>
    ),
    // What people read a row by: it gets the most of the width.
    width: 'minmax(10rem, 2.5fr)',
  },
  {
    id: 'shorturl',
    title: 'Short URL',
    value: (link) => link.shorturl,
    // Domain and alias: the scheme is the same on every row. Copied and opened whole.
    render: (link) => <TruncatedText text={shortUrlText(link.shorturl)} full={link.shorturl} cut="middle" />,
    // Wide enough for a branded domain and its alias whole ("go.example-brand.com/summer-sale").
    width: 'minmax(12rem, 2.5fr)',
    dropOrder: 3,
  },
  {
    id: 'longurl',
    title: 'Long URL',
    value: (link) => link.longurl,
    // Host and path: tracking tags in the query would make links to one page look alike. Whole in the tooltip
    // and in the details pane.
    render: (link) => <TruncatedText text={longUrlText(link.longurl)} full={link.longurl} cut="middle" />,
    width: 'minmax(8rem, 1.5fr)',
    // The details pane shows it whole: with the pane open, the numbers stay rather than this.
    dropOrder: 2,
  },
  {
    id: 'clicks',
    title: 'Clicks',
    value: (link) => link.clicks,
    align: 'end',
    // Never left out: the figure people compare from row to row, with the details pane open too.
    width: '4.5rem',
  },
  {
    id: 'uniqueclicks',
    title: 'Unique clicks',
    value: (link) => link.uniqueclicks,
    align: 'end',
    width: '7rem',
    dropOrder: 1,
  },
  createdColumn('6.5rem', { dropOrder: 4 }),
];

/**
 * The active account's short links: list, search, create and edit, copy and delete, and beside the list the
 * chosen link's details (statistics, a QR code of its short URL).
 */
export function LinksScreen() {
  const api = useApi();
  const account = useAppState(activeAccount);
  const revision = account?.revision ?? null;
  const [open, setOpen] = useState<Open>(null);
  const showToast = useAppState((state) => state.showToast);

  const loadLinks = (request: CollectionRequest, query: string) =>
    api.listLinks({ ...request, ...(query ? { q: query } : {}) });
  const health = useHealthList<Link>(
    'link',
    account?.id ?? null,
    (link) => link.id,
    loadLinks,
    (link) => link.longurl,
  );
  const links = useCollection<Link>({
    kind: 'links',
    noun: { one: 'link', other: 'links' },
    getId: (link) => link.id,
    describe: (link) => link.alias,
    // Current installations search every link (`q`); legacy ones only let the loaded pages be filtered.
    search: revision === 'current' ? 'server' : 'local',
    load: health.collectionLoad,
    scope: health.scope,
    // A desktop window has room for many rows, and they are virtualised: a page of 50 costs no more to draw.
    initialPageSize: 50,
  });

  const shown = useShownItem(links);
  const [qrExpanded, setQrExpanded] = useState(false);
  // A link just created, shown once the list read again holds it; `readAgain` once that read has started.
  const [created, setCreated] = useState<{ id: number; readAgain: boolean } | null>(null);
  if (created !== null) {
    const link = links.items.find((item) => item.id === created.id);
    if (link) {
      setCreated(null);
      shown.show(link);
    } else if (links.reloading && !created.readAgain) {
      setCreated({ ...created, readAgain: true });
    } else if (created.readAgain && !links.reloading) {
      // Not on the first page after all (an installation ordering otherwise): the toast still names it.
      setCreated(null);
    }
  }
  const create = () => setOpen({ kind: 'create' });
  const edit = (link: Link) => setOpen({ kind: 'edit', link });
  // A row's menu acts on the selection when the row is in it, as a file manager's does.
  const chosen = (link: Link) =>
    links.isSelected(link.id) && links.selectedItems.length > 1 ? links.selectedItems : [link];
  // "launch-day", or "the 3 selected links" when the row's menu acts on the selection.
  const named = (link: Link) => {
    const links = chosen(link);
    return links.length === 1 ? link.alias : `the ${links.length} selected links`;
  };
  const selection = links.selectedItems;
  const what = selection.length === 1 ? selection[0]!.alias : `the ${selection.length} selected links`;
  const printOrSave = (chosenLinks: Link[]) => {
    if (account)
      setOpen({ kind: 'qr-batch', codes: chosenLinks.map(batchCodeOfLink), accountId: account.id });
  };
  const bulkEdits = useBulkEdits();
  const editInBulk = () => setOpen({ kind: 'bulk' });
  useListCommands(links, {
    create,
    edit,
    extra: [
      {
        id: 'bulk-edit',
        label: selection.length > 0 ? `Edit ${what} in bulk…` : 'Edit links in bulk…',
        run: editInBulk,
      },
      ...(selection.length > 0
        ? [
            {
              id: 'print-or-save',
              label: `Print or save QR codes of ${what}…`,
              run: () => printOrSave(selection),
            },
          ]
        : []),
      // Older installations have no campaigns or channels.
      ...(revision === 'current' && selection.length > 0
        ? [
            {
              id: 'add-to-campaign',
              label: `Add ${what} to a campaign…`,
              run: () => setOpen({ kind: 'campaign', links: selection }),
            },
            {
              id: 'add-to-channel',
              label: `Add ${what} to a channel…`,
              run: () => setOpen({ kind: 'channel', links: selection }),
            },
          ]
        : []),
    ],
  });
  // A link chosen in the command palette shows its details, as a click on its row would.
  useOpenItem(account?.id ?? null, {
    link: shown.show,
    linkSearch: links.setQuery,
    linkHealth: health.setFilter,
  });

  const urls = useUrlActions();
  const copy = (link: Link) => urls.copy(link.shorturl);
  const openInBrowser = (link: Link) => urls.open(link.shorturl);

  const actions: RowAction<Link>[] = [
    {
      id: 'copy',
      label: 'Copy short URL',
      name: (link) => `Copy short URL of ${link.alias}`,
      icon: 'copy',
      run: (link) => void copy(link),
    },
    { id: 'edit', label: 'Edit', name: (link) => `Edit ${link.alias}`, icon: 'pencil', run: edit },
    {
      id: 'details',
      label: 'Details',
      name: (link) => `Details of ${link.alias}`,
      icon: 'panel-right',
      run: shown.show,
    },
    {
      id: 'campaign',
      label: 'Add to campaign…',
      name: (link) => `Add ${named(link)} to a campaign`,
      icon: 'folder-input',
      run: (link) => setOpen({ kind: 'campaign', links: chosen(link) }),
      menuOnly: true,
      // Older installations have no campaigns.
      available: () => revision === 'current',
    },
    {
      id: 'channel',
      label: 'Add to channel…',
      name: (link) => `Add ${named(link)} to a channel`,
      icon: 'folder-input',
      run: (link) => setOpen({ kind: 'channel', links: chosen(link) }),
      menuOnly: true,
      available: () => revision === 'current',
    },
    {
      id: 'qr-batch',
      label: 'Print or save QR codes…',
      name: (link) => `Print or save QR codes of ${named(link)}`,
      icon: 'printer',
      run: (link) => printOrSave(chosen(link)),
      menuOnly: true,
    },
    {
      id: 'delete',
      label: 'Delete',
      name: (link) => `Delete ${link.alias}`,
      icon: 'trash-2',
      run: links.deleteItem,
      tone: 'danger',
    },
  ];

  // Links whose destination is the same broken page: fixed together in one bulk edit.
  const sameBrokenDestination = (link: Link) => {
    const ids = [...health.health.marks.values()]
      .filter((mark) => mark.kind === 'link' && mark.verdict === 'broken' && mark.url === link.longurl)
      .map((mark) => mark.id);
    return ids.length > 1
      ? {
          count: ids.length,
          fixAll: () => setOpen({ kind: 'bulk', linkIds: ids, replaceDestination: link.longurl }),
        }
      : null;
  };
  const columns = useMemo(
    () => (health.column ? [...COLUMNS.slice(0, 3), health.column, ...COLUMNS.slice(3)] : COLUMNS),
    [health.column],
  );
  const close = () => setOpen(null);
  if (!account) return null;

  return (
    <div className="screen list-screen links-screen">
      <ScreenHeader title="Links" description="Your short links, newest first. Open one to see its clicks." />
      <BulkEditsStrip
        accountId={account.id}
        edits={bulkEdits.edits}
        onOpen={(editId) => setOpen({ kind: 'bulk', editId })}
      />
      <SplitView
        pane={
          shown.item ? (
            <LinkDetailsPane
              // Each link starts at the top of its own pane, with nothing said about the one before.
              key={shown.item.id}
              api={api}
              accountId={account.id}
              link={shown.item}
              qrExpanded={qrExpanded}
              onQrExpandedChange={setQrExpanded}
              onCopy={(link) => void copy(link)}
              onOpenInBrowser={(link) => void openInBrowser(link)}
              onEdit={edit}
              onDelete={links.deleteItem}
              onClose={shown.hide}
              healthFirst={needsAttention(health.markOf(shown.item))}
              health={
                <HealthSection
                  accountId={account.id}
                  kind="link"
                  id={shown.item.id}
                  wait={false}
                  url={shown.item.longurl}
                  onFix={() => edit(shown.item!)}
                  onUseFinal={(url) => setOpen({ kind: 'edit', link: shown.item!, proposedUrl: url })}
                  sameDestination={sameBrokenDestination(shown.item)}
                  canCheck={health.canCheck}
                />
              }
            />
          ) : null
        }
      >
        <DataList
          collection={links}
          label="Links"
          columns={columns}
          searchLabel="Search links"
          emptyState={<p>No links yet. Choose “New link” to shorten your first URL.</p>}
          onOpen={edit}
          exportName="links"
          toolbar={
            <>
              <button type="button" className="button button-primary button-with-icon" onClick={create}>
                <Plus aria-hidden="true" size={16} />
                New link
              </button>
              <button type="button" className="button button-with-icon" onClick={editInBulk}>
                <ListChecks aria-hidden="true" size={16} />
                {selection.length > 0 ? `Edit ${selection.length} in bulk…` : 'Edit in bulk…'}
              </button>
              {health.shown ? (
                <HealthFilterSelect
                  counts={health.counts}
                  value={health.filter}
                  onChange={health.setFilter}
                  noun="links"
                />
              ) : null}
              {selection.length > 0 ? (
                <button
                  type="button"
                  className="button button-with-icon"
                  onClick={() => printOrSave(selection)}
                >
                  <Printer aria-hidden="true" size={16} />
                  Print or save QR codes…
                </button>
              ) : null}
            </>
          }
          actions={actions}
          detail={shown}
        />
      </SplitView>
      {open?.kind === 'campaign' ? (
        <AddToCampaignDialog
          accountId={account.id}
          links={open.links}
          onAdded={links.reload}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'bulk' ? (
        <LazyBulkEditDialog
          accountId={account.id}
          selected={new Set(open.linkIds ?? selection.map((link) => link.id))}
          query={links.query}
          {...(open.editId ? { editId: open.editId } : {})}
          {...(open.replaceDestination ? { replaceDestination: open.replaceDestination } : {})}
          onClose={close}
          onChanged={links.reload}
        />
      ) : null}
      {open?.kind === 'qr-batch' && open.accountId === account.id ? (
        <LazyQrBatchDialog
          api={api}
          accountId={account.id}
          codes={open.codes}
          title={linksBatchTitle(open.codes)}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'channel' ? (
        <AddToChannelDialog
          accountId={account.id}
          items={open.links.map((link) => ({ type: 'links', id: link.id, label: link.alias }))}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <LinkFormDialog
          // Another link chosen while one is open (from the command palette) gets a form of its own.
          key={open.kind === 'edit' ? open.link.id : 'new'}
          api={api}
          accountId={account.id}
          revision={revision}
          replacesOnUpdate={account.kind !== 'sandbox'}
          link={open.kind === 'edit' ? open.link : undefined}
          {...(open.kind === 'edit' && open.proposedUrl ? { proposedUrl: open.proposedUrl } : {})}
          onClose={close}
          onCheck={links.reload}
          onSaved={(saved) => {
            const subject = { kind: 'links', id: saved.id } as const;
            if (open.kind === 'create') {
              // What people do next with a new link: copy it.
              const action = { label: 'Copy', run: () => void urls.copy(saved.shorturl) };
              showToast(`Created ${saved.shorturl}`, { subject, action });
            } else {
              // What the installation dropped has to be read: that toast waits to be dismissed.
              const tone = saved.dropped?.length ? 'problem' : 'success';
              showToast(savedMessage(saved.shorturl, saved.dropped), { tone, subject });
            }
            close();
            if (open.kind === 'create') {
              // The new link first in view and shown beside the list, whatever search or sort was on: newest
              // first is the installation's own order.
              setCreated({ id: saved.id, readAgain: false });
              links.reloadFromStart();
            } else {
              // A link fixed from a health filter leaves the filtered list: its pane still shows it as saved.
              if (shown.item?.id === saved.id && saved.longurl)
                shown.show({ ...shown.item, longurl: saved.longurl });
              links.reload();
            }
          }}
        />
      ) : null}
    </div>
  );
}
