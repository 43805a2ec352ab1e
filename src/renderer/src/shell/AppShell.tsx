import { AccountScreen } from '../account/AccountScreen.tsx';
import { AccountsScreen } from '../accounts/AccountsScreen.tsx';
import { RateLimitNotice } from '../activity/RateLimitNotice.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { Sidebar } from './Sidebar.tsx';
import './shell.css';

/** Skip link, sidebar (switcher and areas), then the current area: the order keyboard users tab through. */
export function AppShell() {
  const screen = useAppState((state) => state.screen);
  return (
    <div className="shell">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // Moving focus is the point; changing the page's address is not.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to main content
      </a>
      <Sidebar />
      <main id="main" tabIndex={-1} className="content">
        <RateLimitNotice />
        {screen === 'account' ? <AccountScreen /> : <AccountsScreen />}
      </main>
    </div>
  );
}
