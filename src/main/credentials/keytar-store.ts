import { AppError } from '../../shared/ipc/app-error.ts';
import { KEYCHAIN_SERVICE, type CredentialStore } from './credential-store.ts';
import { keychainAdvice, reasonOf } from './keychain-advice.ts';

/** The part of keytar Linkdesk uses; tests hand in a fake with the same shape. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** Loads the real keytar (a native module): it can fail to load, e.g. when libsecret is missing on Linux. */
export async function importKeytar(): Promise<KeytarLike> {
  const module = await import('keytar');
  return module.default;
}

/** Keys in the OS keychain: service "Linkdesk", account = the account's id. */
export function createKeytarStore(
  keytar: KeytarLike,
  platform: NodeJS.Platform = process.platform,
): CredentialStore {
  async function attempt<T>(action: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new AppError(
        'keychain',
        `Linkdesk could not ${action} the system keychain (${reasonOf(error)}). ${keychainAdvice(platform)}`,
      );
    }
  }

  return {
    backend: 'keychain',
    get: (accountId) =>
      attempt('read the API key from', () => keytar.getPassword(KEYCHAIN_SERVICE, accountId)),
    set: (accountId, apiKey) =>
      attempt('save the API key in', () => keytar.setPassword(KEYCHAIN_SERVICE, accountId, apiKey)),
    // Deleting a key that is not there is not a failure: the account is gone either way.
    delete: async (accountId) => {
      await attempt('delete the API key from', () => keytar.deletePassword(KEYCHAIN_SERVICE, accountId));
    },
  };
}
