import type { AccountRecords, AccountsFile } from '../../src/main/accounts/account-record.ts';
import type { CredentialStore } from '../../src/main/credentials/credential-store.ts';

/** Keys in a Map: lets handler tests see exactly what was stored and deleted. */
export class MapCredentials implements CredentialStore {
  readonly backend = 'memory' as const;
  readonly keys = new Map<string, string>();
  async get(id: string) {
    return this.keys.get(id) ?? null;
  }
  async set(id: string, key: string) {
    this.keys.set(id, key);
  }
  async delete(id: string) {
    this.keys.delete(id);
  }
}

/** Account records held in memory, copied on every load and save like a file would be. */
export class MemoryRecords implements AccountRecords {
  file: AccountsFile = { version: 1, activeId: null, accounts: [] };
  async load() {
    return structuredClone(this.file);
  }
  async save(file: AccountsFile) {
    this.file = structuredClone(file);
  }
}
