import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/App.tsx';
import { createAppStore } from './store/app-store.ts';
import { StoreProvider } from './store/StoreContext.tsx';
import './styles/theme.css';
import './styles/base.css';
import './components/components.css';

const root = createRoot(document.getElementById('root')!);

if (typeof window.api === 'object' && window.api !== null) {
  root.render(
    <StrictMode>
      <StoreProvider store={createAppStore(window.api)}>
        <App />
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
