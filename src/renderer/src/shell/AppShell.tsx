import { RateLimitNotice } from '../activity/RateLimitNotice.tsx';
import { ToastHost } from '../components/toasts/ToastHost.tsx';
import { CommandPalette } from '../commands/CommandPalette.tsx';
import { useGlobalShortcuts } from '../commands/use-global-shortcuts.ts';
import { UpdateNotice } from '../updates/UpdateNotice.tsx';
import { CurrentScreen } from './CurrentScreen.tsx';
import { Sidebar } from './Sidebar.tsx';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import './shell.css';

/** Skip link, sidebar (switcher and areas), then the current area: the order keyboard users tab through. */
export function AppShell() {
  useGlobalShortcuts();
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
        <UpdateNotice />
        <RateLimitNotice />
        <CurrentScreen />
      </main>
      <CommandPalette />
      <UnsavedChangesDialog />
      <ToastHost />
    </div>
  );
}
