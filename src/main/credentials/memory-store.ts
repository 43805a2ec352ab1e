import type { CredentialStore } from './credential-store.ts';

/**
 * Keys held only in this process's memory and gone when it ends. For tests, and for `dev:browser` on machines
 * without a keychain; never for the app, where a key must survive a restart without ever touching the disk.
 */
export function createMemoryCredentialStore(): CredentialStore {
  const keys = new Map<string, string>();
  return {
    backend: 'memory',
    get: async (accountId) => keys.get(accountId) ?? null,
    set: async (accountId, apiKey) => {
      keys.set(accountId, apiKey);
    },
    delete: async (accountId) => {
      keys.delete(accountId);
    },
  };
}
