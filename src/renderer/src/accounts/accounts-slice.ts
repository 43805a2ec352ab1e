import type { Api } from '../../../shared/ipc/api.ts';
import type { AddAccountRequest, SetBaseUrlRequest } from '../../../shared/ipc/contract.ts';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import type { AccountsState, AccountView } from '../../../shared/ipc/models.ts';
import { landingScreen } from '../shell/areas.ts';
import { call } from '../store/call.ts';
import type { LoadStatus, Slice } from '../store/slice.ts';

/** What the Accounts screen opens with when it is asked for from elsewhere. */
export type AccountsTask = { kind: 'add' } | { kind: 'key'; id: string };

export interface AccountsSlice {
  accounts: AccountView[];
  activeId: string | null;
  accountsStatus: LoadStatus;
  accountsError: AppErrorData | null;
  /** Why the last switch failed, shown beside the switcher until the next switch. */
  switchError: AppErrorData | null;
  /** Accounts whose revision is being checked, and why the last check of each failed. */
  probing: Record<string, boolean>;
  probeErrors: Record<string, AppErrorData>;
  /** Why the installation stopped taking an account's key as an admin's, for where the Admin section was. */
  adminLost: Record<string, string>;
  /** Set on the way to the Accounts screen, which takes it (see `takeAccountsTask`) and opens that. */
  accountsTask: AccountsTask | null;

  loadAccounts(): Promise<void>;
  /**
   * Opens the Accounts screen (after asking about unsaved changes) at its add form, at the key dialog of one
   * account, or at its top for null.
   */
  openAccountsFor(task: AccountsTask | null): void;
  /** The task the Accounts screen was opened for, once: it is forgotten as it is taken. */
  takeAccountsTask(): AccountsTask | null;
  /** Forms get the `Result` back so they can show an error beside the field it names. */
  addAccount(request: AddAccountRequest): Promise<Result<AccountView>>;
  /** The built-in sandbox's demo user, or its admin (a second account, for admin mode). */
  addSandboxAccount(user?: 'demo' | 'admin'): Promise<Result<AccountView>>;
  switchAccount(id: string): Promise<Result<AccountsState>>;
  renameAccount(id: string, name: string): Promise<Result<AccountView>>;
  setAccountBaseUrl(change: SetBaseUrlRequest): Promise<Result<AccountView>>;
  replaceAccountKey(id: string, apiKey: string): Promise<Result<AccountView>>;
  removeAccount(id: string): Promise<Result<AccountsState>>;
  probeAccount(id: string): Promise<Result<AccountView>>;
  /**
   * An admin call was refused as not an admin's: main has already stopped calling the key an admin's, and the
   * window follows (the Admin section goes) and keeps `message` to say why.
   */
  adminRefused(accountId: string, message: string): void;
  /**
   * An admin call was refused: main has asked the installation again whether the key is an admin's, and its
   * records say the answer. Not an admin's any more: as `adminRefused`, with the refusal's `message`.
   */
  checkAdmin(accountId: string, message: string): Promise<void>;
}

function replaceView(accounts: AccountView[], view: AccountView): AccountView[] {
  return accounts.map((account) => (account.id === view.id ? view : account));
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

export const createAccountsSlice =
  (api: Api): Slice<AccountsSlice> =>
  (set, get) => {
    /**
     * Main makes a newly added account the active one; the list mirrors that without another round trip. The
     * first account (added from the welcome screen, which has no form left to lose) opens on its links.
     */
    const added = (result: Result<AccountView>) => {
      if (result.ok) {
        set((state) => ({
          accounts: [...state.accounts, result.value],
          activeId: result.value.id,
          ...(state.accounts.length === 0 ? { screen: landingScreen(result.value) } : {}),
        }));
      }
      return result;
    };
    const updated = (result: Result<AccountView>) => {
      if (result.ok) set((state) => ({ accounts: replaceView(state.accounts, result.value) }));
      return result;
    };

    return {
      accounts: [],
      activeId: null,
      accountsStatus: 'idle',
      accountsError: null,
      switchError: null,
      probing: {},
      probeErrors: {},
      adminLost: {},
      accountsTask: null,

      openAccountsFor(task) {
        get().leaveIfAllowed(() => set({ screen: 'accounts', accountsTask: task }));
      },

      takeAccountsTask() {
        const task = get().accountsTask;
        if (task) set({ accountsTask: null });
        return task;
      },

      async loadAccounts() {
        // The first render asks for the accounts; strict mode and a quick Retry may ask again meanwhile.
        if (get().accountsStatus === 'loading') return;
        set({ accountsStatus: 'loading', accountsError: null });
        const result = await call(() => api.listAccounts({}));
        if (result.ok) {
          set({ accountsStatus: 'ready', accounts: result.value.accounts, activeId: result.value.activeId });
        } else {
          set({ accountsStatus: 'error', accountsError: result.error });
        }
      },

      async addAccount(request) {
        return added(await call(() => api.addAccount(request)));
      },

      async addSandboxAccount(user) {
        return added(await call(() => api.addSandboxAccount(user ? { user } : {})));
      },

      async switchAccount(id) {
        if (id === get().activeId) return { ok: true, value: { accounts: get().accounts, activeId: id } };
        set({ switchError: null });
        const result = await call(() => api.switchAccount({ id }));
        if (result.ok) set({ accounts: result.value.accounts, activeId: result.value.activeId });
        else set({ switchError: result.error });
        return result;
      },

      async renameAccount(id, name) {
        return updated(await call(() => api.renameAccount({ id, name })));
      },

      async setAccountBaseUrl(change) {
        return updated(await call(() => api.setAccountBaseUrl(change)));
      },

      async replaceAccountKey(id, apiKey) {
        return updated(await call(() => api.replaceAccountKey({ id, apiKey })));
      },

      async removeAccount(id) {
        const result = await call(() => api.removeAccount({ id }));
        if (result.ok) {
          set((state) => ({
            accounts: result.value.accounts,
            activeId: result.value.activeId,
            probing: without(state.probing, id),
            probeErrors: without(state.probeErrors, id),
            // With the last account gone the welcome screen returns, from its choices.
            ...(result.value.accounts.length === 0
              ? { welcomeMode: 'choose' as const, screen: 'account' as const }
              : {}),
          }));
        }
        return result;
      },

      async probeAccount(id) {
        set((state) => ({
          probing: { ...state.probing, [id]: true },
          probeErrors: without(state.probeErrors, id),
        }));
        const result = await call(() => api.probeAccount({ id }));
        set((state) => ({
          probing: without(state.probing, id),
          ...(result.ok
            ? {
                accounts: replaceView(state.accounts, result.value),
                adminLost: result.value.isAdmin ? without(state.adminLost, id) : state.adminLost,
              }
            : { probeErrors: { ...state.probeErrors, [id]: result.error } }),
        }));
        return result;
      },

      async checkAdmin(accountId, message) {
        const result = await call(() => api.listAccounts({}));
        if (!result.ok) return;
        const record = result.value.accounts.find((account) => account.id === accountId);
        if (record && !record.isAdmin) get().adminRefused(accountId, message);
      },

      adminRefused(accountId, message) {
        set((state) => ({
          accounts: state.accounts.map((account) =>
            account.id === accountId ? { ...account, isAdmin: false } : account,
          ),
          adminLost: { ...state.adminLost, [accountId]: message },
        }));
      },
    };
  };

export function activeAccount(state: {
  accounts: AccountView[];
  activeId: string | null;
}): AccountView | null {
  return state.accounts.find((account) => account.id === state.activeId) ?? null;
}
