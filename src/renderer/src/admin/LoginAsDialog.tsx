import { useState } from 'react';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import type { User } from '../../../shared/ipc/resources.ts';
import { Dialog } from '../components/Dialog.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { call } from '../store/call.ts';
import { AdminNotice } from './AdminNotice.tsx';

interface LoginAsDialogProps {
  user: User;
  installation: string;
  /** Asks main to open the one-time address; the address itself never comes back to the window. */
  open: () => Promise<Result<{ opened: true }>>;
  onOpened: () => void;
  onClose: () => void;
}

/**
 * Asked before signing in as someone else on the installation's web dashboard. Main asks for a one-time
 * address and hands it to the system browser; this window never sees it.
 */
export function LoginAsDialog({ user, installation, open, onOpened, onClose }: LoginAsDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppErrorData | null>(null);
  const go = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await call(open);
    setBusy(false);
    if (result.ok) onOpened();
    else setError(result.error);
  };
  return (
    <Dialog title={`Log in as ${user.username}?`} onClose={onClose}>
      <div className="dialog-description">
        <AdminNotice>{`You will act as ${user.username} (${user.email}) on ${installation}.`}</AdminNotice>
        <p>
          Linkdesk asks the server for a one-time sign-in address and opens it in your web browser. Whatever
          you do there is done as them.
        </p>
      </div>
      {error ? (
        <ErrorAlert title="Linkdesk could not sign you in as them" error={error} onRetry={() => void go()} />
      ) : null}
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button-primary" onClick={() => void go()}>
          {busy ? 'Opening…' : `Log in as ${user.username}`}
        </button>
      </div>
    </Dialog>
  );
}
