import { useLayoutEffect } from 'react';
import { RateLimitNotice } from '../activity/RateLimitNotice.tsx';
import { CheatSheet } from '../cheat-sheet/CheatSheet.tsx';
import { ReplaceKeyContext } from '../components/replace-key.ts';
import { ToastHost } from '../components/toasts/ToastHost.tsx';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { CommandPalette } from '../commands/CommandPalette.tsx';
import { useGlobalShortcuts } from '../commands/use-global-shortcuts.ts';
import { useAppState } from '../store/StoreContext.tsx';
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
  const replaceKey = useReplaceActiveKey();
  const screen = useAppState((state) => state.screen);
  // Every area opens at its top: the content scrolls as one for all of them, and would keep the last one's place.
  useLayoutEffect(() => {
    document.getElementById('main')?.scrollTo?.({ top: 0 });
  }, [screen]);
  return (
    <ReplaceKeyContext value={replaceKey}>
      {/* Laid over the content, the whole sidebar keeps the narrow one's place, so the list does not move. */}
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
    </ReplaceKeyContext>
  );
}

/**
 * A message that the active account's key is gone leads to that account's key dialog. The built-in sandbox's
 * keys are Linkdesk's own (main stores them again itself), so none is asked for.
 */
function useReplaceActiveKey(): (() => void) | null {
  const account = useAppState(activeAccount);
  const openAccountsFor = useAppState((state) => state.openAccountsFor);
  if (!account || account.kind !== 'remote') return null;
  return () => openAccountsFor({ kind: 'key', id: account.id });
}
