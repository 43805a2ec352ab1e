import { RateLimitNotice } from '../activity/RateLimitNotice.tsx';
import { CheatSheet } from '../cheat-sheet/CheatSheet.tsx';
import { ToastHost } from '../components/toasts/ToastHost.tsx';
import { CommandPalette } from '../commands/CommandPalette.tsx';
import { useGlobalShortcuts } from '../commands/use-global-shortcuts.ts';
import { UpdateNotice } from '../updates/UpdateNotice.tsx';
import { CurrentScreen } from './CurrentScreen.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useSidebarLayout } from './sidebar-layout.ts';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import './shell.css';

/**
 * Skip link, sidebar (switcher and areas), then the current area: the order keyboard users tab through. The
 * shell is exactly the window's height; the current area scrolls inside it (a list, inside its grid).
 */
export function AppShell() {
  useGlobalShortcuts();
  const sidebar = useSidebarLayout();
  return (
    // Laid over the content, the whole sidebar keeps the narrow one's place, so the list does not move.
    <div className={`shell${sidebar.collapsed || sidebar.overlay ? ' has-narrow-sidebar' : ''}`}>
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
      <Sidebar layout={sidebar} />
      <main id="main" tabIndex={-1} className="content">
        <UpdateNotice />
        <RateLimitNotice />
        <CurrentScreen />
      </main>
      <CommandPalette />
      <CheatSheet />
      <UnsavedChangesDialog />
      <ToastHost />
    </div>
  );
}
