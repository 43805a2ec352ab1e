import type { CredentialStore } from './credential-store.ts';

/**
 * Keeps the keys read from `store` in main's memory, so that a burst of requests (a fetch-all, a bulk delete)
 * asks the OS keychain once per account rather than once per request: every keychain read is a round trip to
 * another process and may even prompt. Writes and deletes go to the store first, then to memory, so memory
 * never holds a key the store refused. Main is the trusted process that sends the keys anyway; they never
 * leave it.
 */
export function rememberedCredentials(store: CredentialStore): CredentialStore {
  const keys = new Map<string, string>();
  return {
    get backend() {
      return store.backend;
    },
    async get(accountId) {
      const known = keys.get(accountId);
      if (known !== undefined) return known;
      const key = await store.get(accountId);
      if (key !== null) keys.set(accountId, key);
      return key;
    },
    async set(accountId, apiKey) {
      await store.set(accountId, apiKey);
      keys.set(accountId, apiKey);
    },
    async delete(accountId) {
      keys.delete(accountId);
      await store.delete(accountId);
    },
  };
}
