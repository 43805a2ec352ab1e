import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CredentialStore } from '../../src/main/credentials/credential-store.ts';

/**
 * A test's stand-in for the keychain that outlives its process: a JSON file in the test's temp folder (as
 * accounts.json is), for child processes that a test kills and starts again.
 */
export function fileKeychain(folder: string): CredentialStore {
  const file = join(folder, 'keys.json');
  const keys = (): Record<string, string> => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  return {
    backend: 'memory',
    get: async (id) => keys()[id] ?? null,
    set: async (id, key) => writeFileSync(file, JSON.stringify({ ...keys(), [id]: key })),
    delete: async () => undefined,
  };
}
