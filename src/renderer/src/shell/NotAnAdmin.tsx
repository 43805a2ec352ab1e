import type { AccountView } from '../../../shared/ipc/models.ts';
import { useAppState } from '../store/StoreContext.tsx';

/**
 * In place of an admin area (Users, Plans) while the active account's key is not an admin's: another account
 * was chosen, or the installation stopped taking this key as an admin's, which is then said in its words.
 */
export function NotAnAdmin({ account, title }: { account: AccountView; title: string }) {
  const lost = useAppState((state) => state.adminLost[account.id]);
  const navigate = useAppState((state) => state.navigate);
  return (
    <div className="screen">
      <h1>{title}</h1>
      <p role={lost ? 'alert' : undefined}>
        {lost ??
          `Users and plans are for the installation’s admins, and the key of “${account.name}” is not one.`}
      </p>
      <p className="field-hint">
        If the role of this key has changed on the installation, check the account again under Accounts.
      </p>
      <div className="form-actions">
        <button type="button" className="button" onClick={() => navigate('accounts')}>
          Go to Accounts
        </button>
      </div>
    </div>
  );
}
