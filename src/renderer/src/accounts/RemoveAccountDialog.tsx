import { useState } from 'react';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { Dialog } from '../components/Dialog.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useAppState } from '../store/StoreContext.tsx';

interface RemoveAccountDialogProps {
  account: AccountView;
  onDone: (account: AccountView) => void;
  onClose: () => void;
}

export function RemoveAccountDialog({ account, onDone, onClose }: RemoveAccountDialogProps) {
  const removeAccount = useAppState((state) => state.removeAccount);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppErrorData | null>(null);

  async function remove() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await removeAccount(account.id);
    setBusy(false);
    if (result.ok) onDone(account);
    else setError(result.error);
  }

  return (
    <Dialog title={`Remove “${account.name}”?`} onClose={onClose}>
      <div className="dialog-description" aria-busy={busy}>
        {account.kind === 'sandbox' ? (
          <p>
            Linkdesk forgets the sandbox account. Its demo data stays on this computer, and you can add the
            sandbox again at any time.
          </p>
        ) : (
          <p>
            Linkdesk forgets this account and deletes its API key from your system’s keychain. The account
            itself stays on {account.baseUrl}; you can add it again with a key.
          </p>
        )}
      </div>
      <ErrorAlert error={error} title="The account was not removed" />
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-danger"
          aria-disabled={busy}
          onClick={() => void remove()}
        >
          Remove
        </button>
        <p role="status" className="form-status">
          {busy ? 'Removing…' : ''}
        </p>
      </div>
    </Dialog>
  );
}
