import type { Revision, UserStatus } from '../api/constants.ts';

/** An account as the renderer knows it: never its API key. */
export interface AccountView {
  id: string;
  name: string;
  baseUrl: string;
  /** `sandbox` is the built-in sandbox account, served by the app itself. */
  kind: 'remote' | 'sandbox';
  username: string;
  email: string;
  status: UserStatus;
  isAdmin: boolean;
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
