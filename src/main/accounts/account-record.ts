import type { Revision, UserStatus } from '../../shared/api/constants.ts';
import type { Unreachable } from '../../shared/ipc/models.ts';

/** What is saved of an account in the user-data folder (accounts.json): everything but its key. */
export interface AccountRecord {
  id: string;
  name: string;
  baseUrl: string;
  kind: 'remote' | 'sandbox';
  username: string;
  email: string;
  status: UserStatus;
  revision: Revision | null;
  /** When the revision, the admin role and the areas the key reaches were last found out. */
  revisionCheckedAt: string | null;
  /** Whether the key answered an admin-only endpoint; null until probed. */
  isAdmin: boolean | null;
  unreachable: Unreachable;
  addedAt: string;
}

export interface AccountsFile {
  version: 1;
  activeId: string | null;
  accounts: AccountRecord[];
}

/** The account records, persisted with atomic writes (a crash leaves the old file or the new one, never half). */
export interface AccountRecords {
  load(): Promise<AccountsFile>;
  save(file: AccountsFile): Promise<void>;
}
