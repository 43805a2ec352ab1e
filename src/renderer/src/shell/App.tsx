import { useEffect } from 'react';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { WelcomeScreen } from '../welcome/WelcomeScreen.tsx';
import { AppShell } from './AppShell.tsx';

/** Loads the accounts once, then shows the welcome screen (no account yet) or the app itself. */
export function App() {
  const status = useAppState((state) => state.accountsStatus);
  const error = useAppState((state) => state.accountsError);
  const hasAccounts = useAppState((state) => state.accounts.length > 0);
  const loadAccounts = useAppState((state) => state.loadAccounts);

  // Only when nobody has asked yet: the window's script asks before the first render (see main.tsx), and an
  // answer that came back before this effect ran must not be asked for again.
  useEffect(() => {
    if (status === 'idle') void loadAccounts();
  }, [status, loadAccounts]);

  if (status === 'error') {
    return (
      <main id="main" tabIndex={-1} className="app-message">
        <h1>Linkdesk</h1>
        <ErrorAlert
          error={error}
          title="Your accounts could not be loaded"
          onRetry={() => void loadAccounts()}
        />
      </main>
    );
  }
  if (status !== 'ready') {
    return (
      <main id="main" tabIndex={-1} className="app-message" aria-busy="true">
        <h1>Linkdesk</h1>
        <p role="status">Loading your accounts…</p>
      </main>
    );
  }
  return hasAccounts ? <AppShell /> : <WelcomeScreen />;
}
