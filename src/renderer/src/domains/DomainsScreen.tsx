import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import type { Domain } from '../../../shared/ipc/resources.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useListCommands } from '../commands/use-list-commands.ts';
import { ScreenHeader } from '../components/ScreenHeader.tsx';
import { Badge } from '../components/Badge.tsx';
import { DataList } from '../components/data-list/DataList.tsx';
import type { Column, RowAction } from '../components/data-list/types.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useCollection } from '../components/data-list/use-collection.ts';
import { TruncatedText } from '../components/primitives/TruncatedText.tsx';
import { displayUrl } from '../components/primitives/truncate.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { DomainFormDialog } from './DomainFormDialog.tsx';
import { DOMAIN_LABELS, isSharedDomain } from './domain-form.ts';
import { WhyPopover } from '../components/why/WhyPopover.tsx';
import './domains.css';

type OpenForm = { mode: 'add' } | { mode: 'edit'; domain: Domain & { id: number } };

/** A redirect's cell: the URL cut in the middle, or a muted "None". */
const redirectCell = (url: string) =>
  url ? (
    <TruncatedText text={displayUrl(url)} full={url} cut="middle" />
  ) : (
    <span className="muted">None</span>
  );

const COLUMNS: Column<Domain>[] = [
  {
    id: 'domain',
    title: DOMAIN_LABELS.domain,
    value: (domain) => domain.domain,
    render: (domain) => (
      <span className="domain-name">
        <TruncatedText text={displayUrl(domain.domain)} full={domain.domain} />
        {isSharedDomain(domain) ? <Badge>Shared</Badge> : null}
      </span>
    ),
    width: 'minmax(10rem, 2fr)',
  },
  {
    id: 'redirectroot',
    title: DOMAIN_LABELS.redirectroot,
    value: (domain) => domain.redirectroot,
    render: (domain) => redirectCell(domain.redirectroot),
    width: 'minmax(8rem, 2fr)',
  },
  {
    id: 'redirect404',
    title: DOMAIN_LABELS.redirect404,
    value: (domain) => domain.redirect404,
    render: (domain) => redirectCell(domain.redirect404),
    width: 'minmax(8rem, 2fr)',
  },
];

const withId = (domain: Domain): (Domain & { id: number }) | null =>
  domain.id === null ? null : { ...domain, id: domain.id };

/**
 * The account's branded domains: add one, change where its root and missing links go, delete it with undo.
 * Shared domains, which the installation offers every user, are listed read-only.
 */
export function DomainsScreen() {
  const api = useApi();
  const account = useAppState(activeAccount);
  const accountId = account?.id ?? null;
  // The form belongs to the account it was opened for; switching accounts leaves it behind.
  const [open, setOpen] = useState<(OpenForm & { accountId: string }) | null>(null);
  const showToast = useAppState((state) => state.showToast);

  const domains = useCollection<Domain>({
    kind: 'domains',
    noun: { one: 'domain', other: 'domains' },
    getId: (domain) => domain.id,
    describe: (domain) => domain.domain,
    load: (request) => api.listDomains(request),
  });

  const openAdd = accountId ? () => setOpen({ mode: 'add', accountId }) : undefined;
  const openEdit = (domain: Domain) => {
    const editable = withId(domain);
    if (editable && accountId) setOpen({ mode: 'edit', domain: editable, accountId });
  };
  useListCommands(domains, {
    create: openAdd,
    edit: openEdit,
    canEdit: (domain) => !isSharedDomain(domain),
  });

  // Shared domains belong to the installation: nothing to edit or delete there.
  const own = (domain: Domain) => !isSharedDomain(domain);
  const actions: RowAction<Domain>[] = [
    {
      id: 'edit',
      label: 'Edit',
      name: (domain) => `Edit ${domain.domain}`,
      icon: 'pencil',
      run: openEdit,
      available: own,
    },
    {
      id: 'delete',
      label: 'Delete',
      name: (domain) => `Delete ${domain.domain}`,
      icon: 'trash-2',
      run: domains.deleteItem,
      tone: 'danger',
      available: own,
    },
  ];

  if (!account) return null;
  const form = open && open.accountId === account.id ? open : null;
  const close = () => setOpen(null);

  return (
    <div className="screen list-screen">
      <ScreenHeader
        title="Domains"
        description={
          <>
            Your own domains for short links.
            <WhyPopover title="Before you add a domain">
              <p>
                Point the domain at your link server first, with a DNS record at your domain’s provider. Until
                it points there, short links on it do not open.
              </p>
            </WhyPopover>
          </>
        }
      />
      <DataList
        collection={domains}
        columns={COLUMNS}
        label="Domains"
        emptyState={<p>No domains yet. Choose “Add domain” to use your own domain for short links.</p>}
        onOpen={openEdit}
        actions={actions}
        exportName="domains"
        toolbar={
          <button type="button" className="button button-primary button-with-icon" onClick={openAdd}>
            <Plus aria-hidden="true" size={16} />
            Add domain
          </button>
        }
      />
      {form?.mode === 'add' ? (
        <DomainFormDialog
          mode="add"
          send={async (values) => {
            const result = await api.addDomain({ accountId: form.accountId, ...values });
            const subject = result.ok ? ({ kind: 'domains', id: result.value.id } as const) : undefined;
            if (result.ok) showToast(`Added ${values.domain}.`, { subject });
            return result;
          }}
          onSaved={domains.reload}
          onClose={close}
        />
      ) : null}
      {form?.mode === 'edit' ? (
        <DomainFormDialog
          mode="edit"
          domain={form.domain}
          send={async (changes) => {
            const { id, domain } = form.domain;
            const result = await api.updateDomain({ accountId: form.accountId, id, ...changes });
            if (result.ok) showToast(`Saved ${domain}.`, { subject: { kind: 'domains', id } });
            // Deleted elsewhere meanwhile: the form says so, and the list is read again without it.
            else if (result.error.code === 'not_found') domains.reload();
            return result;
          }}
          onSaved={domains.reload}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
