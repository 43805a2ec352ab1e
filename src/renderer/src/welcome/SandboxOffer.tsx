import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useAppState } from '../store/StoreContext.tsx';

/** Explains the built-in sandbox and adds it; shown on the welcome screen and on the accounts screen. */
export function SandboxOffer() {
  const busy = useAppState((state) => state.sandboxBusy);
  const error = useAppState((state) => state.sandboxError);
  const trySandbox = useAppState((state) => state.trySandbox);
  return (
    <div className="sandbox-offer" aria-busy={busy}>
      <p>
        The sandbox is a demo installation that Linkdesk runs on this computer, filled with sample links, QR
        codes, campaigns and channels. Everything stays local: nothing you do there leaves your computer.
      </p>
      <ErrorAlert error={error} title="The sandbox could not start" onRetry={() => void trySandbox()} />
      <div className="form-actions">
        <button type="button" className="button" aria-disabled={busy} onClick={() => void trySandbox()}>
          Try the sandbox account
        </button>
        <p role="status" className="form-status">
          {busy ? 'Starting the sandbox…' : ''}
        </p>
      </div>
    </div>
  );
}
