import { useId } from 'react';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { AccountBadges } from '../accounts/AccountBadges.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useAppState } from '../store/StoreContext.tsx';

/** A native select: every platform's keyboard and screen-reader support, with the active account selected. */
export function AccountSwitcher() {
  const id = useId();
  const accounts = useAppState((state) => state.accounts);
  const active = useAppState(activeAccount);
  const switchError = useAppState((state) => state.switchError);
  const switchAccount = useAppState((state) => state.switchAccount);
  const leaveIfAllowed = useAppState((state) => state.leaveIfAllowed);
  return (
    <div className="switcher">
      <label className="field-label" htmlFor={id}>
        Account
      </label>
      <select
        id={id}
        className="input"
        value={active?.id ?? ''}
        aria-describedby={active ? `${id}-active` : undefined}
        onChange={(event) => {
          const id = event.target.value;
          // The select stays on the active account (it is controlled) until the switch is allowed and done.
          leaveIfAllowed(() => void switchAccount(id));
        }}
      >
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </select>
      {active ? (
        <p id={`${id}-active`} className="switcher-detail">
          <span className="switcher-user">{active.username || 'Scoped key'}</span>
          <AccountBadges account={active} />
        </p>
      ) : null}
      <ErrorAlert error={switchError} title="Linkdesk could not switch accounts" />
    </div>
  );
}
