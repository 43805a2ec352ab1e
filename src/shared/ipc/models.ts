import type { KeyScope, Revision, UserStatus } from '../api/constants.ts';

/**
 * The areas an account's key cannot reach, and why: `key`, a scoped key without that scope; `plan`, the plan
 * lacks the feature. An area not named is reachable (or was not probed).
 */
export type Unreachable = Partial<Record<KeyScope, 'key' | 'plan'>>;

/** An account as the renderer knows it: never its API key. */
export interface AccountView {
  id: string;
  name: string;
  baseUrl: string;
  /** `sandbox` is the built-in sandbox account, served by the app itself. */
  kind: 'remote' | 'sandbox';
  username: string;
  email: string;
  /** As the installation reports it: admins read as `pro` there, so `isAdmin` says what the key can do. */
  status: UserStatus;
  /** Learned from an admin-only endpoint when the account was added or last checked; never from `status`. */
  isAdmin: boolean;
  /** The areas the key does not reach (a scoped key, or a plan without the feature). */
  unreachable: Unreachable;
  /** Which revision of the API the installation speaks; null until probed. */
  revision: Revision | null;
  revisionCheckedAt: string | null;
  addedAt: string;
}

export interface AccountsState {
  accounts: AccountView[];
  activeId: string | null;
}

/** The profile of the account's user on the installation. */
export interface Profile {
  id: number;
  username: string;
  email: string;
  avatar: string;
  status: UserStatus;
  /** Membership expiry, `YYYY-MM-DD HH:MM:SS`, or null. */
  expires: string | null;
  registered: string;
}
