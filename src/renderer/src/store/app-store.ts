import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Api } from '../../../shared/ipc/api.ts';
import { createAccountSlice, type AccountSlice } from '../account/account-slice.ts';
import { createAccountsSlice, type AccountsSlice } from '../accounts/accounts-slice.ts';
import { createShellSlice, type ShellSlice } from '../shell/shell-slice.ts';
import { createWelcomeSlice, type WelcomeSlice } from '../welcome/welcome-slice.ts';

export type AppState = AccountsSlice & AccountSlice & ShellSlice & WelcomeSlice;
export type AppStore = StoreApi<AppState>;

/**
 * The renderer's whole state, made from the `api` it talks through, so tests drive every action against a
 * fake api without React. No slice ever keeps an API key or a password: they pass through actions only.
 */
export function createAppStore(api: Api): AppStore {
  return createStore<AppState>()((...args) => ({
    ...createAccountsSlice(api)(...args),
    ...createAccountSlice(api)(...args),
    ...createShellSlice(...args),
    ...createWelcomeSlice(...args),
  }));
}
