import ShieldUser from 'lucide-react/icons/shield-user';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useAppState } from '../store/StoreContext.tsx';

/**
 * On the sandbox's account, until its admin is added: "Try admin mode" adds the sandbox's admin as a second
 * account (main takes the key from the sandbox), so the Users and Plans areas can be tried without a key to find.
 */
export function AdminModeOffer() {
  const busy = useAppState((state) => state.sandboxAdminBusy);
  const error = useAppState((state) => state.sandboxAdminError);
  const tryAdminMode = useAppState((state) => state.tryAdminMode);
  return (
    <div className="admin-mode-offer" aria-busy={busy}>
      <ShieldUser aria-hidden="true" size={18} className="admin-mode-icon" />
      <p>
        <strong>Admin mode.</strong> Add the sandbox’s administrator as a second account to try managing users
        and plans. Switch back at any time.
      </p>
      <div className="form-actions">
        <button type="button" className="button" aria-disabled={busy} onClick={() => void tryAdminMode()}>
          Try admin mode
        </button>
        <p role="status" className="form-status">
          {busy ? 'Adding the sandbox administrator…' : ''}
        </p>
      </div>
      <ErrorAlert error={error} title="Admin mode could not start" onRetry={() => void tryAdminMode()} />
    </div>
  );
}
