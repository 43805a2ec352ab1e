import type { LucideIcon } from 'lucide-react';
import Settings from 'lucide-react/icons/settings';
import UserPlus from 'lucide-react/icons/user-plus';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { Badge } from '../components/Badge.tsx';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useAppState } from '../store/StoreContext.tsx';
import { AccountAvatar } from './AccountAvatar.tsx';
import './account-switcher.css';

/** The installation's host ("links.example.com"), or the address as given when it is not a URL. */
export function hostOf(baseUrl: string): string {
  return URL.canParse(baseUrl) ? new URL(baseUrl).host : baseUrl;
}

/** What a key can do there: an admin key manages the whole installation. */
const roleOf = (account: AccountView) => (account.isAdmin ? 'Admin' : 'User');

/** Where the browser has popovers, the list opens in the top layer; elsewhere it is simply shown. */
const POPOVER = typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

/** What the list offers after the accounts: adding one, and the screen where they are managed. */
const ACTIONS: readonly { id: 'add' | 'manage'; label: string; icon: LucideIcon }[] = [
  { id: 'add', label: 'Add account…', icon: UserPlus },
  { id: 'manage', label: 'Manage accounts', icon: Settings },
];

/** How long typed letters add up to one name to jump to ("wo" finds Work), as in a native select. */
const TYPEAHEAD_MS = 700;

/**
 * The active account, and the list to switch to another: each with its avatar, its installation and the
 * key's role, then "Add account…" and "Manage accounts". A select-only combobox: focus stays on it while the
 * list is open, the arrows, Home/End and typed letters move through it, Enter or Space switches (or opens the
 * Accounts screen), Escape closes the list. Switching asks about unsaved changes first, as every navigation does.
 */
export function AccountSwitcher() {
  const id = useId();
  const accounts = useAppState((state) => state.accounts);
  const active = useAppState(activeAccount);
  const switchError = useAppState((state) => state.switchError);
  const switchAccount = useAppState((state) => state.switchAccount);
  const leaveIfAllowed = useAppState((state) => state.leaveIfAllowed);
  const openAccountsFor = useAppState((state) => state.openAccountsFor);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const typed = useRef({ text: '', at: 0 });
  const listRef = useRef<HTMLUListElement>(null);

  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = Math.max(
    0,
    accounts.findIndex((account) => account.id === active?.id),
  );

  const show = (index: number) => {
    setHighlighted(Math.max(0, Math.min(accounts.length + ACTIONS.length - 1, index)));
    setOpen(true);
  };
  const choose = (index: number) => {
    setOpen(false);
    const action = ACTIONS[index - accounts.length];
    if (action) {
      openAccountsFor(action.id === 'add' ? { kind: 'add' } : null);
      return;
    }
    const chosen = accounts[index];
    if (!chosen || chosen.id === active?.id) return;
    leaveIfAllowed(() => void switchAccount(chosen.id));
  };

  /** The next account whose name starts with what was typed lately, from the highlighted one on. */
  const findTyped = (key: string): number | null => {
    const now = Date.now();
    const text = now - typed.current.at < TYPEAHEAD_MS ? typed.current.text + key : key;
    typed.current = { text, at: now };
    const wanted = text.toLowerCase();
    // One letter again and again steps through the accounts that start with it.
    const repeated = [...wanted].every((char) => char === wanted[0]);
    const from = open ? highlighted + (repeated ? 1 : 0) : activeIndex + 1;
    for (let step = 0; step < accounts.length; step++) {
      const index = (from + step) % accounts.length;
      const name = accounts[index]!.name.toLowerCase();
      if (name.startsWith(wanted) || (repeated && name.startsWith(wanted[0]!))) return index;
    }
    return null;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = accounts.length + ACTIONS.length - 1;
    const handled = (run: () => void) => {
      event.preventDefault();
      run();
    };
    // Letters and digits find an account (and are not the list's single-key shortcuts here); "/" and "?" are
    // left to those shortcuts.
    if (/^[\p{L}\p{N}]$/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const index = findTyped(event.key);
      handled(() => (index !== null ? show(index) : undefined));
      return;
    }
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) handled(() => show(activeIndex));
      else if (event.key === 'Home') handled(() => show(0));
      else if (event.key === 'End') handled(() => show(last));
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        return handled(() => show(highlighted + 1));
      case 'ArrowUp':
        return handled(() => (event.altKey ? choose(highlighted) : show(highlighted - 1)));
      case 'Home':
      case 'PageUp':
        return handled(() => show(0));
      case 'End':
      case 'PageDown':
        return handled(() => show(last));
      case 'Enter':
      case ' ':
        return handled(() => choose(highlighted));
      case 'Escape':
        // The list closes; the dialog or the sidebar overlay around it stays.
        event.stopPropagation();
        return handled(() => setOpen(false));
      case 'Tab':
        setOpen(false);
        return;
    }
  };

  // The list goes over the page (above the sidebar's edge and anything scrolled), where the browser can.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (open && list && POPOVER && !list.matches(':popover-open')) {
      list.showPopover();
    }
  }, [open]);
  useLayoutEffect(() => {
    if (open) document.getElementById(`${id}-option-${highlighted}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, highlighted, id]);

  if (!active) return null;
  return (
    <div className="switcher">
      {/* Its name for screen readers; seen, the avatar and the account's name say what it is. */}
      <span id={`${id}-label`} className="visually-hidden">
        Account
      </span>
      <div
        role="combobox"
        tabIndex={0}
        className={`switcher-trigger${open ? ' is-open' : ''}`}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-active`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? optionId(highlighted) : undefined}
        onClick={() => (open ? setOpen(false) : show(activeIndex))}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        <AccountAvatar account={active} />
        <span className="switcher-text">
          <span className="switcher-name">{active.name}</span>
          <span id={`${id}-active`} className="switcher-meta">
            <span className="switcher-host">{hostOf(active.baseUrl)}</span>
            <AccountFacts account={active} />
          </span>
        </span>
        <svg className="switcher-chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </div>
      {open ? (
        <ul
          ref={listRef}
          id={`${id}-list`}
          role="listbox"
          aria-labelledby={`${id}-label`}
          className="switcher-list"
          popover={POPOVER ? 'manual' : undefined}
          // Focus stays on the combobox: a click in the list must not take it away and close the list.
          onMouseDown={(event) => event.preventDefault()}
        >
          {accounts.map((account, index) => (
            <li
              key={account.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              className={`switcher-option${index === highlighted ? ' is-highlighted' : ''}`}
              onClick={() => choose(index)}
              onMouseMove={() => {
                if (index !== highlighted) setHighlighted(index);
              }}
            >
              <AccountAvatar account={account} eager />
              <span className="switcher-text">
                {/* Named by all it shows, the account's name first (what a person says to pick it). */}
                <span className="switcher-name">{account.name}</span>{' '}
                <span className="switcher-meta">
                  <span className="switcher-host">{hostOf(account.baseUrl)}</span>
                  <AccountFacts account={account} />
                  {account.id === active.id ? (
                    <span className="visually-hidden">, current account</span>
                  ) : null}
                </span>
              </span>
              {account.id === active.id ? (
                <svg className="switcher-check" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                  <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              ) : null}
            </li>
          ))}
          <li role="presentation" className="switcher-separator" />
          {ACTIONS.map((action, offset) => {
            const index = accounts.length + offset;
            const Icon = action.icon;
            return (
              <li
                key={action.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlighted}
                className={`switcher-option switcher-action${index === highlighted ? ' is-highlighted' : ''}`}
                onClick={() => choose(index)}
                onMouseMove={() => {
                  if (index !== highlighted) setHighlighted(index);
                }}
              >
                <Icon aria-hidden="true" size={16} className="switcher-action-icon" />
                {action.label}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ErrorAlert error={switchError} title="Linkdesk could not switch accounts" />
    </div>
  );
}

/** The key's user and role, and whether it is the built-in sandbox. */
function AccountFacts({ account }: { account: AccountView }) {
  return (
    <span className="switcher-facts">
      <span className="visually-hidden">, </span>
      <span className="switcher-user">{account.username || 'Scoped key'}</span>
      <span aria-hidden="true"> · </span>
      <span className="visually-hidden">, </span>
      <span className={account.isAdmin ? 'switcher-role is-admin' : 'switcher-role'}>{roleOf(account)}</span>
      {account.kind === 'sandbox' ? <Badge tone="warning">Sandbox</Badge> : null}
    </span>
  );
}
