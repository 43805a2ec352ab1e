import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Api } from '../../../shared/ipc/api.ts';
import { createAccountSlice, type AccountSlice } from '../account/account-slice.ts';
import { createAccountsSlice, type AccountsSlice } from '../accounts/accounts-slice.ts';
import { createActivitySlice, type ActivitySlice } from '../activity/activity-slice.ts';
import { createCommandsSlice, type CommandsSlice } from '../commands/commands-slice.ts';
import { createDeletesSlice, type DeletesSlice } from '../deletes/deletes-slice.ts';
import { createToastsSlice, toastsFollowPlace, type ToastsSlice } from '../components/toasts/toasts-slice.ts';
import { createShellSlice, type ShellSlice } from '../shell/shell-slice.ts';
import { createWelcomeSlice, type WelcomeSlice } from '../welcome/welcome-slice.ts';
import { createReadCache, expiringOnChanges, type ReadCache } from './read-cache.ts';

export type AppState = AccountsSlice &
  AccountSlice &
  ActivitySlice &
  DeletesSlice &
  CommandsSlice &
  ShellSlice &
  ToastsSlice &
  WelcomeSlice & {
    /** What the installations answered lately, for screens that paint before they ask again. */
    readCache: ReadCache;
  };
export type AppStore = StoreApi<AppState>;

/**
 * The renderer's whole state, made from the `api` it talks through, so tests drive every action against a
 * fake api without React. No slice ever keeps an API key or a password: they pass through actions only.
 * main's events are heard from here on, once for the window's lifetime.
 */
export function createAppStore(given: Api, options: { now?: () => number } = {}): AppStore {
  const readCache = createReadCache({ now: options.now ?? (() => Date.now()) });
  const api = expiringOnChanges(given, readCache);
  const store = createStore<AppState>()((...args) => ({
    readCache,
    ...createAccountsSlice(api)(...args),
    ...createAccountSlice(api)(...args),
    ...createActivitySlice(api)(...args),
    ...createCommandsSlice(...args),
    ...createDeletesSlice(api)(...args),
    ...createShellSlice(...args),
    ...createToastsSlice(...args),
    ...createWelcomeSlice(...args),
  }));
  toastsFollowPlace(store);
  api.onEvent((event) => {
    const state = store.getState();
    if (event.type === 'deletes') state.receiveDeletesEvent(event);
    else if (event.type === 'menu') state.setCheatSheetOpen(true);
    // A health notification clicked: the account's broken codes or links, if it is the one shown.
    else if (event.type === 'health-open')
      state.requestOpenItem({
        kind: event.kind === 'qr' ? 'qrHealth' : 'linkHealth',
        accountId: event.accountId,
        verdict: 'broken',
      });
    else state.receiveEvent(event);
  });
  return store;
}
