import { useState } from 'react';
import type { Domain } from '../../../shared/ipc/resources.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useListCommands } from '../commands/use-list-commands.ts';
import { Badge } from '../components/Badge.tsx';
import { DataList } from '../components/data-list/DataList.tsx';
import type { Column } from '../components/data-list/types.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useCollection } from '../components/data-list/use-collection.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { DomainFormDialog } from './DomainFormDialog.tsx';
import { DOMAIN_LABELS, isSharedDomain } from './domain-form.ts';
import './domains.css';

type OpenForm = { mode: 'add' } | { mode: 'edit'; domain: Domain & { id: number } };

const COLUMNS: Column<Domain>[] = [
  {
    id: 'domain',
    title: DOMAIN_LABELS.domain,
    value: (domain) => domain.domain,
    render: (domain) => (
      <span className="domain-name">
        {domain.domain} {isSharedDomain(domain) ? <Badge>Shared</Badge> : null}
      </span>
    ),
    width: 'minmax(12rem, 2fr)',
  },
  {
    id: 'redirectroot',
    title: DOMAIN_LABELS.redirectroot,
    value: (domain) => domain.redirectroot,
    render: (domain) => domain.redirectroot || <span className="muted">None</span>,
    width: 'minmax(10rem, 2fr)',
  },
  {
    id: 'redirect404',
    title: DOMAIN_LABELS.redirect404,
    value: (domain) => domain.redirect404,
    render: (domain) => domain.redirect404 || <span className="muted">None</span>,
    width: 'minmax(10rem, 2fr)',
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

  if (!account) return null;
  const form = open && open.accountId === account.id ? open : null;
  const close = () => setOpen(null);

  return (
    <div className="screen">
      <h1>Domains</h1>
      <p className="muted">
        Branded domains your short links can use. A domain must already point at your installation’s server
        before you add it here.
      </p>
      <DataList
        collection={domains}
        columns={COLUMNS}
        label="Domains"
        emptyState={<p>No domains yet. Choose “Add domain” to use your own domain for short links.</p>}
        onOpen={openEdit}
        rowActions={(domain) =>
          isSharedDomain(domain) ? (
            <span className="muted">Read-only</span>
          ) : (
            <>
              <button
                type="button"
                className="button"
                aria-label={`Edit ${domain.domain}`}
                onClick={() => openEdit(domain)}
              >
                Edit
              </button>
              <button
                type="button"
                className="button button-danger"
                aria-label={`Delete ${domain.domain}`}
                onClick={() => domains.deleteItem(domain)}
              >
                Delete
              </button>
            </>
          )
        }
        actionsWidth="12rem"
        exportName="domains"
        toolbar={
          <button type="button" className="button button-primary" onClick={openAdd}>
            Add domain
          </button>
        }
      />
      {form?.mode === 'add' ? (
        <DomainFormDialog
          mode="add"
          send={(values) => api.addDomain({ accountId: form.accountId, ...values })}
          onSaved={domains.reload}
          onClose={close}
        />
      ) : null}
      {form?.mode === 'edit' ? (
        <DomainFormDialog
          mode="edit"
          domain={form.domain}
          send={(changes) => api.updateDomain({ accountId: form.accountId, id: form.domain.id, ...changes })}
          onSaved={domains.reload}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
