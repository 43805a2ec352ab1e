// First: it asks for the accounts before anything else is set up (see there).
import { earlyAccounts, withEarlyAccounts } from './shell/early-accounts.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/App.tsx';
import { startLoadingArea } from './shell/CurrentScreen.tsx';
import { OverlayContainer } from './components/controls/OverlayContainer.tsx';
import { createAppStore } from './store/app-store.ts';
import { StoreProvider } from './store/StoreContext.tsx';
import './styles/theme.css';
import './styles/base.css';
import './components/components.css';
import './components/controls/controls.css';

const root = createRoot(document.getElementById('root')!);

if (typeof window.api === 'object' && window.api !== null) {
  const store = createAppStore(withEarlyAccounts(window.api, earlyAccounts));
  // Into the store at once, rather than from App's first effect: the answer may land before the first render.
  void store.getState().loadAccounts();
  // A launch opens on the Overview (what is happening to the account's links), rather than on the account's
  // password form; its code is read while the accounts are asked for.
  startLoadingArea('overview');
  store.getState().navigate('overview');
  root.render(
    <StrictMode>
      <StoreProvider store={store}>
        <OverlayContainer>
          <App />
        </OverlayContainer>
      </StoreProvider>
    </StrictMode>,
  );
} else {
  // Opened outside Linkdesk (a plain browser tab): there is no app to talk to.
  root.render(
    <main id="main" className="app-message">
      <h1>Linkdesk</h1>
      <p>This page is Linkdesk’s window and only works inside the Linkdesk app.</p>
    </main>,
  );
}
