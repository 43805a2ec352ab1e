import Plus from 'lucide-react/icons/plus';
import { useCallback, useMemo, useState } from 'react';
import { USER_STATUSES, type UserStatus } from '../../../shared/api/constants.ts';
import type { User } from '../../../shared/ipc/resources.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useListCommands } from '../commands/use-list-commands.ts';
import { ScreenHeader } from '../components/ScreenHeader.tsx';
import { SelectControl } from '../components/controls/SelectControl.tsx';
import { DataList } from '../components/data-list/DataList.tsx';
import type { Collection, RowAction } from '../components/data-list/types.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useCollection } from '../components/data-list/use-collection.ts';
import { SplitView } from '../components/detail-pane/SplitView.tsx';
import { useShownItem } from '../components/detail-pane/use-shown-item.ts';
import { statusLabel } from '../components/format.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { serverName } from './server-name.ts';
import { AdminNotice } from './AdminNotice.tsx';
import { DeleteUsersDialog } from './DeleteUsersDialog.tsx';
import { LoginAsDialog } from './LoginAsDialog.tsx';
import { SubscribeDialog } from './SubscribeDialog.tsx';
import { useAdminResults } from './use-admin-results.ts';
import { useEmailLookup, type EmailLookup } from './use-email-lookup.ts';
import { usePlans } from './use-plans.ts';
import { userColumns } from './user-columns.tsx';
import { isSelf } from './user-facts.ts';
import { UserDetailsPane } from './UserDetailsPane.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';
import { useSubscribe } from './use-subscribe.ts';
import { useUserKeyCopy } from './use-user-key-copy.ts';
import { wholeListing } from './whole-listing.ts';
import './admin.css';

type Open =
  | { kind: 'add' }
  | { kind: 'subscribe'; user: User }
  | { kind: 'login'; user: User }
  | { kind: 'delete'; users: User[]; self: User | null };

const searchText = (user: User) => `${user.username}\n${user.email}`;
/** Module-level, so the list's derived arrays (and its search index) are not made again on every render. */
const idOf = (user: User) => user.id;

/** The status filter's choices, short enough to leave the search its room. */
const FILTER_LABELS: Record<UserStatus, string> = { admin: 'Admins', pro: 'Pro users', free: 'Free users' };

/** What asking the installation for a typed address found; nothing while there is nothing to say. */
function EmailLookupNote({ lookup }: { lookup: EmailLookup }) {
  const text =
    lookup.state === 'asking'
      ? `No loaded user has ${lookup.email}: asking the server…`
      : lookup.state === 'found'
        ? `The server has a user with ${lookup.email} that the list had not loaded: the list was read again.`
        : lookup.state === 'unknown'
          ? `The server has no user with ${lookup.email} either.`
          : '';
  return (
    <p role="status" className="field-hint users-lookup">
      {text}
    </p>
  );
}

/**
 * Every user of the installation, for its admins: filter by status (asked of the installation), search by
 * name or email within what is loaded (a whole address no loaded user has is asked of the installation), sort any
 * column, export; create a user, put one on a plan, sign in as them, hand them their key, delete them.
 */
export function UsersScreen() {
  const api = useApi();
  const account = useAppState(activeAccount);
  const accountId = account?.id ?? null;
  const showToast = useAppState((state) => state.showToast);
  const scheduleDelete = useAppState((state) => state.scheduleDelete);
  const checked = useAdminResults();
  const plans = usePlans(accountId);
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [open, setOpen] = useState<(Open & { accountId: string }) | null>(null);
  const [readAt, setReadAt] = useState(() => Date.now());

  const listed = useCollection<User>({
    kind: 'users',
    noun: { one: 'user', other: 'users' },
    getId: idOf,
    describe: (user) => user.username,
    initialPageSize: 'all',
    scope: status,
    searchText,
    load: async (request) => {
      const result = checked(
        request.accountId,
        await api.listUsers({
          accountId: request.accountId,
          requestId: request.requestId,
          ...(status ? { filter: status } : {}),
        }),
      );
      if (result.ok) setReadAt(Date.now());
      return wholeListing(result);
    },
  });

  const lookup = useEmailLookup({
    accountId,
    query: listed.query,
    matchedLocally: listed.status !== 'ready' || listed.items.length > 0,
    status,
    onFound: listed.reload,
  });

  const ownName = account?.username ?? '';
  const askDelete = useCallback(
    (chosen: User[]) => {
      if (!accountId) return;
      const self = chosen.find((user) => isSelf(user, ownName)) ?? null;
      setOpen({ kind: 'delete', users: chosen.filter((user) => user !== self), self, accountId });
    },
    [accountId, ownName],
  );
  // Every way to delete (the row's button, the selection's, the Delete key) asks first.
  const users: Collection<User> = {
    ...listed,
    deleteItem: (user: User) => askDelete([user]),
    deleteSelection: () => askDelete(listed.selectedItems),
  };
  const shown = useShownItem(users);
  const columns = useMemo(() => userColumns(plans.byId, readAt), [plans.byId, readAt]);
  const copyKey = useUserKeyCopy();
  const subscribe = useSubscribe(accountId ?? '');

  const openAdd = accountId ? () => setOpen({ kind: 'add', accountId }) : undefined;
  const openSubscribe = (user: User) => accountId && setOpen({ kind: 'subscribe', user, accountId });
  const loginAs = (user: User) => accountId && setOpen({ kind: 'login', user, accountId });
  useListCommands(users, { create: openAdd, edit: shown.show });

  const actions: RowAction<User>[] = [
    {
      id: 'copy-key',
      label: 'Copy API key',
      name: (user) => `Copy the API key of ${user.username}`,
      icon: 'key-round',
      run: (user) => accountId && void copyKey(accountId, user),
    },
    {
      id: 'details',
      label: 'Details',
      name: (user) => `Details of ${user.username}`,
      icon: 'panel-right',
      run: shown.show,
    },
    {
      id: 'subscribe',
      label: 'Change plan…',
      name: (user) => `Change the plan of ${user.username}`,
      icon: 'wallet-cards',
      run: openSubscribe,
      menuOnly: true,
    },
    {
      id: 'login',
      label: 'Log in as…',
      name: (user) => `Log in as ${user.username}`,
      icon: 'log-in',
      run: loginAs,
      menuOnly: true,
    },
    {
      id: 'delete',
      label: 'Delete…',
      name: (user) => `Delete ${user.username}`,
      icon: 'trash-2',
      run: users.deleteItem,
      tone: 'danger',
    },
  ];

  if (!account) return null;
  const dialog = open && open.accountId === account.id ? open : null;
  const close = () => setOpen(null);
  const installation = serverName(account);

  return (
    <div className="screen list-screen">
      <ScreenHeader title="Users" />
      <AdminNotice>{`You are looking at every user on ${installation}: what you do here changes their accounts.`}</AdminNotice>
      <EmailLookupNote lookup={lookup} />
      <SplitView
        pane={
          shown.item ? (
            <UserDetailsPane
              key={shown.item.id}
              accountId={account.id}
              user={shown.item}
              plan={shown.item.planId === null ? null : (plans.byId.get(shown.item.planId) ?? null)}
              now={readAt}
              self={isSelf(shown.item, account.username)}
              onSubscribe={() => openSubscribe(shown.item!)}
              onLoginAs={() => loginAs(shown.item!)}
              onCopyKey={() => void copyKey(account.id, shown.item!)}
              onDelete={() => users.deleteItem(shown.item!)}
              onClose={shown.hide}
            />
          ) : null
        }
      >
        <DataList
          collection={users}
          columns={columns}
          label="Users"
          searchLabel="Search by name or email"
          emptyState={
            <p>
              {status
                ? `No ${statusLabel(status).toLowerCase()} users on this server.`
                : 'No users on this server yet.'}
            </p>
          }
          onOpen={shown.show}
          actions={actions}
          exportName="users"
          detail={shown}
          paged={false}
          toolbar={
            <>
              <button type="button" className="button button-primary button-with-icon" onClick={openAdd}>
                <Plus aria-hidden="true" size={16} />
                New user
              </button>
              <SelectControl
                className="users-filter"
                label="Status"
                labelHidden
                value={status}
                onChange={(value) => setStatus(value as UserStatus | '')}
              >
                <option value="">Everyone</option>
                {[...USER_STATUSES].reverse().map((one) => (
                  <option key={one} value={one}>
                    {FILTER_LABELS[one]}
                  </option>
                ))}
              </SelectControl>
            </>
          }
        />
      </SplitView>

      {dialog?.kind === 'add' ? (
        <UserFormDialog
          plans={plans.items}
          send={async (values) => {
            const result = checked(
              dialog.accountId,
              await api.addUser({ accountId: dialog.accountId, ...values }),
            );
            if (result.ok)
              showToast(`Created the user ${values.username}.`, {
                subject: { kind: 'users', id: result.value.id },
              });
            return result;
          }}
          onSaved={users.reload}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'subscribe' ? (
        <SubscribeDialog
          user={dialog.user}
          plan={dialog.user.planId === null ? null : (plans.byId.get(dialog.user.planId) ?? null)}
          plans={plans.items}
          installation={installation}
          send={subscribe}
          onSaved={users.reload}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'login' ? (
        <LoginAsDialog
          user={dialog.user}
          installation={installation}
          open={async () =>
            checked(
              dialog.accountId,
              await api.loginAsUser({ accountId: dialog.accountId, id: dialog.user.id }),
            )
          }
          onOpened={() => {
            showToast(`Opened a sign-in as ${dialog.user.username} in your browser.`);
            close();
          }}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteUsersDialog
          users={dialog.users}
          self={dialog.self}
          installation={installation}
          onConfirm={(chosen) => {
            listed.setSelection(listed.selectedIds.filter((id) => !chosen.some((user) => user.id === id)));
            // The same held delete as every other: hidden at once, sent after the Undo window.
            void scheduleDelete({
              accountId: dialog.accountId,
              kind: 'users',
              ids: chosen.map((user) => user.id),
              label: chosen.length === 1 ? `the user ${chosen[0]!.username}` : `${chosen.length} users`,
            });
            close();
          }}
          onCancel={close}
        />
      ) : null}
    </div>
  );
}
