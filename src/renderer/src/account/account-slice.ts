import type { Api } from '../../../shared/ipc/api.ts';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import type { Profile } from '../../../shared/ipc/models.ts';
import type { Cached, Staleness } from '../../../shared/ipc/resources.ts';
import { call } from '../store/call.ts';
import { readKey } from '../store/read-cache.ts';
import type { LoadStatus, Slice } from '../store/slice.ts';

export interface ProfileChanges {
  email?: string;
  password?: string;
}

export interface AccountSlice {
  /** The active account's profile on its installation; `accountId` says whose it is. */
  profile: Profile | null;
  profileAccountId: string | null;
  /** Set when main answered from its offline cache: when that answer was received, and why it was used. */
  profileStale: Staleness | null;
  profileStatus: LoadStatus;
  profileError: AppErrorData | null;
  /** The people-facing confirmation of the last successful update, cleared when the next one starts. */
  profileSaved: string | null;

  loadProfile(accountId: string, options?: { force?: boolean }): Promise<void>;
  /** The password passes through to main and is never kept here. */
  updateProfile(accountId: string, changes: ProfileChanges): Promise<Result<{ message: string }>>;
  dismissProfileSaved(): void;
}

function savedMessage(changes: ProfileChanges): string {
  if (changes.email !== undefined && changes.password !== undefined)
    return 'Your email and password have been changed.';
  return changes.email !== undefined ? 'Your email has been changed.' : 'Your password has been changed.';
}

export const createAccountSlice =
  (api: Api): Slice<AccountSlice> =>
  (set, get) => ({
    profile: null,
    profileAccountId: null,
    profileStale: null,
    profileStatus: 'idle',
    profileError: null,
    profileSaved: null,

    async loadProfile(accountId, options = {}) {
      const state = get();
      const sameAccount = state.profileAccountId === accountId;
      // React may ask twice for the same account (strict mode, quick re-renders): one request is enough.
      if (
        sameAccount &&
        !options.force &&
        (state.profileStatus === 'loading' || state.profileStatus === 'ready')
      )
        return;
      // Another account's profile seen lately shows at once while it is read again (or instead, when fresh).
      const key = readKey(accountId, 'profile');
      const remembered = sameAccount ? undefined : state.readCache.peek<Cached<Profile>>(key);
      set({
        profileAccountId: accountId,
        profileStatus: 'loading',
        profileError: null,
        ...(sameAccount
          ? {}
          : { profile: remembered?.value.data ?? null, profileStale: null, profileSaved: null }),
      });
      const result = await state.readCache.read(key, () => call(() => api.getProfile({ accountId })), {
        force: options.force ?? false,
      }).answer;
      // A switch while the request was out makes its answer stale.
      if (get().profileAccountId !== accountId) return;
      if (!result.ok) {
        set({ profileStatus: 'error', profileError: result.error });
        return;
      }
      const { data: profile, stale } = result.value;
      if (stale) {
        // An old answer: main left the record as it was, and so does the sidebar.
        set({ profile, profileStale: stale, profileStatus: 'ready' });
        return;
      }
      set((current) => ({
        profile,
        profileStale: null,
        profileStatus: 'ready',
        // Main refreshed the record from the same answer; keep the sidebar and the accounts list in step.
        accounts: current.accounts.map((account) =>
          account.id === accountId
            ? {
                ...account,
                email: profile.email,
                status: profile.status,
              }
            : account,
        ),
      }));
    },

    async updateProfile(accountId, changes) {
      set({ profileSaved: null });
      const result = await call(() => api.updateProfile({ accountId, ...changes }));
      if (!result.ok || get().profileAccountId !== accountId) return result;
      const email = changes.email;
      set((current) => ({
        profileSaved: savedMessage(changes),
        ...(email !== undefined
          ? {
              profile: current.profile ? { ...current.profile, email } : current.profile,
              accounts: current.accounts.map((account) =>
                account.id === accountId ? { ...account, email } : account,
              ),
            }
          : {}),
      }));
      return result;
    },

    dismissProfileSaved() {
      set({ profileSaved: null });
    },
  });
