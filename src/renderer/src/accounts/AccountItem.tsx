import type { AccountView } from '../../../shared/ipc/models.ts';
import { Badge } from '../components/Badge.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { formatTimestamp, revisionLabel, statusLabel } from '../components/format.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { AccountBadges } from './AccountBadges.tsx';
import { AdminModeOffer } from './AdminModeOffer.tsx';

export type AccountDialogKind = 'rename' | 'baseUrl' | 'key' | 'remove';

interface AccountItemProps {
  account: AccountView;
  active: boolean;
  onOpen: (kind: AccountDialogKind, account: AccountView) => void;
}

/** One account: where it lives, who it is, what the installation speaks, and what can be done with it. */
export function AccountItem({ account, active, onOpen }: AccountItemProps) {
  const probing = useAppState((state) => state.probing[account.id] === true);
  const probeError = useAppState((state) => state.probeErrors[account.id] ?? null);
  const probeAccount = useAppState((state) => state.probeAccount);
  const switchAccount = useAppState((state) => state.switchAccount);
  // Admin mode is offered on the sandbox's demo account until the sandbox's admin is an account too.
  const offersAdminMode = useAppState(
    (state) =>
      account.kind === 'sandbox' &&
      !account.isAdmin &&
      !state.accounts.some((other) => other.kind === 'sandbox' && other.isAdmin),
  );
  const nameId = `account-${account.id}-name`;
  // The sandbox's address and key belong to Linkdesk itself.
  const remote = account.kind === 'remote';

  return (
    <li className="card account-item" aria-labelledby={nameId} aria-busy={probing}>
      <div className="account-item-head">
        <h2 id={nameId}>{account.name}</h2>
        {active ? <Badge>Active</Badge> : null}
        <AccountBadges account={account} />
      </div>
      <dl className="facts">
        <div>
          <dt>Installation</dt>
          <dd>{account.baseUrl}</dd>
        </div>
        {account.unreachable.account ? (
          <div>
            <dt>Username</dt>
            <dd>Not readable with this key</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>Username</dt>
              <dd>{account.username}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{statusLabel(account.status)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>Admin key</dt>
          <dd>{account.isAdmin ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Revision</dt>
          <dd>
            {revisionLabel(account.revision)}
            {account.revision && account.revisionCheckedAt ? (
              <span className="muted"> (checked {formatTimestamp(account.revisionCheckedAt)})</span>
            ) : null}
          </dd>
        </div>
      </dl>
      {offersAdminMode ? <AdminModeOffer /> : null}
      <ErrorAlert
        error={probeError}
        title="The account could not be checked"
        onReplaceKey={remote ? () => onOpen('key', account) : undefined}
      />
      <div className="actions">
        {active ? null : (
          <button type="button" className="button" onClick={() => void switchAccount(account.id)}>
            Switch to this account
          </button>
        )}
        <button type="button" className="button" onClick={() => onOpen('rename', account)}>
          Rename
        </button>
        {remote ? (
          <button type="button" className="button" onClick={() => onOpen('baseUrl', account)}>
            Change address
          </button>
        ) : null}
        {remote ? (
          <button type="button" className="button" onClick={() => onOpen('key', account)}>
            Replace key
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          aria-disabled={probing}
          onClick={() => {
            if (!probing) void probeAccount(account.id);
          }}
        >
          Check again
        </button>
        <button type="button" className="button button-danger" onClick={() => onOpen('remove', account)}>
          Remove
        </button>
        <p role="status" className="form-status">
          {probing ? 'Checking the key and the installation…' : ''}
        </p>
      </div>
    </li>
  );
}
