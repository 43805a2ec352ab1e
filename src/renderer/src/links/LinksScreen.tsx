import { lazy, Suspense, useState } from 'react';
import type { Link } from '../../../shared/ipc/resources.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useListCommands } from '../commands/use-list-commands.ts';
import { createdColumn } from '../components/data-list/created-column.ts';
import { Dialog } from '../components/Dialog.tsx';
import { DataList } from '../components/data-list/DataList.tsx';
import type { Column } from '../components/data-list/types.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useCollection } from '../components/data-list/use-collection.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { LinkFormDialog } from './LinkFormDialog.tsx';
import { savedMessage } from './link-form-values.ts';
import './links.css';

// The statistics bring the charts: loaded when first opened, so every launch parses less.
const LinkStatistics = lazy(() =>
  import('./LinkStatistics.tsx').then((module) => ({ default: module.LinkStatistics })),
);

type Open = { kind: 'create' } | { kind: 'edit'; link: Link } | { kind: 'statistics'; link: Link } | null;

const COLUMNS: Column<Link>[] = [
  {
    id: 'title',
    title: 'Title / alias',
    value: (link) => link.title || link.alias,
    render: (link) => (
      <span className="link-title">
        <span className="link-title-main">{link.title || link.alias}</span>
        {link.title ? <span className="link-title-alias">{link.alias}</span> : null}
      </span>
    ),
    width: 'minmax(10rem, 2fr)',
  },
  { id: 'shorturl', title: 'Short URL', value: (link) => link.shorturl, width: 'minmax(10rem, 2fr)' },
  { id: 'longurl', title: 'Long URL', value: (link) => link.longurl, width: 'minmax(10rem, 3fr)' },
  { id: 'clicks', title: 'Clicks', value: (link) => link.clicks, align: 'end', width: '5.5rem' },
  {
    id: 'uniqueclicks',
    title: 'Unique clicks',
    value: (link) => link.uniqueclicks,
    align: 'end',
    width: '7rem',
  },
  createdColumn('9rem'),
];

/** The active account's short links: list, search, create and edit, statistics, copy and delete. */
export function LinksScreen() {
  const api = useApi();
  const account = useAppState(activeAccount);
  const revision = account?.revision ?? null;
  const [open, setOpen] = useState<Open>(null);
  const [status, setStatus] = useState('');

  const links = useCollection<Link>({
    kind: 'links',
    noun: { one: 'link', other: 'links' },
    getId: (link) => link.id,
    describe: (link) => link.alias,
    // Current installations search every link (`q`); legacy ones only let the loaded pages be filtered.
    search: revision === 'current' ? 'server' : 'local',
    load: (request, query) => api.listLinks({ ...request, ...(query ? { q: query } : {}) }),
  });

  const create = () => setOpen({ kind: 'create' });
  const edit = (link: Link) => setOpen({ kind: 'edit', link });
  useListCommands(links, { create, edit });

  const copy = async (link: Link) => {
    try {
      await navigator.clipboard.writeText(link.shorturl);
      setStatus(`Copied ${link.shorturl}`);
    } catch {
      setStatus(`Linkdesk could not copy ${link.shorturl}. Select it in the list and copy it yourself.`);
    }
  };

  const close = () => setOpen(null);
  if (!account) return null;

  return (
    <div className="screen links-screen">
      <h1>Links</h1>
      <p role="status" className="links-status">
        {status}
      </p>
      <DataList
        collection={links}
        label="Links"
        columns={COLUMNS}
        searchLabel="Search links"
        emptyState={<p>No links yet. Choose “New link” to shorten your first URL.</p>}
        onOpen={edit}
        exportName="links"
        actionsWidth="17rem"
        toolbar={
          <button type="button" className="button button-primary" onClick={create}>
            New link
          </button>
        }
        rowActions={(link) => (
          <span className="link-actions">
            <button type="button" className="button" onClick={() => void copy(link)}>
              Copy <span className="visually-hidden">{`short URL of ${link.alias}`}</span>
            </button>
            <button type="button" className="button" onClick={() => edit(link)}>
              Edit <span className="visually-hidden">{link.alias}</span>
            </button>
            <button type="button" className="button" onClick={() => setOpen({ kind: 'statistics', link })}>
              Statistics <span className="visually-hidden">{`of ${link.alias}`}</span>
            </button>
            <button type="button" className="button" onClick={() => links.deleteItem(link)}>
              Delete <span className="visually-hidden">{link.alias}</span>
            </button>
          </span>
        )}
      />
      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <LinkFormDialog
          api={api}
          accountId={account.id}
          revision={revision}
          replacesOnUpdate={account.kind !== 'sandbox'}
          link={open.kind === 'edit' ? open.link : undefined}
          onClose={close}
          onCheck={links.reload}
          onSaved={(saved) => {
            setStatus(
              open.kind === 'edit'
                ? savedMessage(saved.shorturl, saved.dropped)
                : `Created ${saved.shorturl}`,
            );
            close();
            links.reload();
          }}
        />
      ) : null}
      {open?.kind === 'statistics' ? (
        <Dialog title={`Statistics for ${open.link.alias}`} onClose={close}>
          <Suspense fallback={<p role="status">Loading the statistics…</p>}>
            <LinkStatistics api={api} accountId={account.id} linkId={open.link.id} />
          </Suspense>
          <div className="form-actions">
            <button type="button" className="button" onClick={close}>
              Close
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
