import { useEffect, useState } from 'react';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { Dialog } from '../components/Dialog.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { formatCount } from '../components/format.ts';
import { rowsWaitingFor } from '../import/import-takeover.ts';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';

interface RemoveAccountDialogProps {
  account: AccountView;
  onDone: (account: AccountView) => void;
  onClose: () => void;
}

/** Rows of unfinished imports still to send to the account: removing it pauses them. */
function useWaitingRows(accountId: string) {
  const api = useApi();
  const [waiting, setWaiting] = useState<{ imports: number; rows: number } | null>(null);
  useEffect(() => {
    let live = true;
    void call(() => api.listImports({})).then((result) => {
      if (live && result.ok) setWaiting(rowsWaitingFor(accountId, result.value));
    });
    return () => {
      live = false;
    };
  }, [api, accountId]);
  return waiting;
}

export function RemoveAccountDialog({ account, onDone, onClose }: RemoveAccountDialogProps) {
  const removeAccount = useAppState((state) => state.removeAccount);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppErrorData | null>(null);
  const waiting = useWaitingRows(account.id);

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
        {waiting && waiting.rows > 0 ? (
          <p className="form-warning">
            {formatCount(waiting.rows)} {waiting.rows === 1 ? 'row' : 'rows'} of{' '}
            {waiting.imports === 1 ? 'an import' : `${waiting.imports} imports`}{' '}
            {waiting.rows === 1 ? 'is' : 'are'} still waiting to be sent to this account. Removing it pauses{' '}
            {waiting.imports === 1 ? 'that import' : 'them'}: to finish, add the same user’s account again,
            then choose “Continue with” on {waiting.imports === 1 ? 'the import' : 'each'} under Import links.
          </p>
        ) : null}
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
          Remove account
        </button>
        <p role="status" className="form-status">
          {busy ? 'Removing…' : ''}
        </p>
      </div>
    </Dialog>
  );
}
