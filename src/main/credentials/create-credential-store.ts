import { join } from 'node:path';
import { AppError } from '../../shared/ipc/app-error.ts';
import { KEYCHAIN_SERVICE, type CredentialStore } from './credential-store.ts';
import { keychainSetupAdvice, reasonOf } from './keychain-advice.ts';
import { createKeytarStore, type KeytarLike } from './keytar-store.ts';
import { createMemoryCredentialStore } from './memory-store.ts';
import { createSafeStorageStore, safeStorageRefusal, type SafeStorageLike } from './safe-storage-store.ts';

/** The encrypted blobs of the safeStorage fallback live here, inside the user-data folder. */
export const SAFE_STORAGE_FOLDER = 'credentials';

/** An account name no real account has: reading it tells whether the keychain answers at all. */
const PROBE_ACCOUNT = 'linkdesk-keychain-probe';

export interface CredentialStoreDeps {
  /** Loads keytar; a native module can fail to load, which counts as "no keychain". */
  loadKeytar: () => Promise<KeytarLike>;
  /** Electron's safeStorage, or null where there is none (plain Node). */
  safeStorage: SafeStorageLike | null;
  userDataDir: string;
  platform?: NodeJS.Platform;
  log: { warn: (message: string) => void };
  /** `dev:browser` only: keep keys in memory rather than refuse. Never set in the app. */
  allowMemoryFallback?: boolean;
}

/**
 * Picks where API keys live: the OS keychain through keytar when it answers; else safeStorage, but only when
 * the OS protects its key; else (dev:browser only) memory; else refuses with what to install or unlock.
 */
export async function createCredentialStore(deps: CredentialStoreDeps): Promise<CredentialStore> {
  const platform = deps.platform ?? process.platform;

  let keychainProblem: string;
  try {
    const keytar = await deps.loadKeytar();
    await keytar.getPassword(KEYCHAIN_SERVICE, PROBE_ACCOUNT);
    return createKeytarStore(keytar, platform);
  } catch (error) {
    keychainProblem = reasonOf(error);
  }

  const safeStorageProblem = deps.safeStorage
    ? safeStorageRefusal(deps.safeStorage, platform)
    : 'there is no Electron safe storage outside the desktop app';
  if (deps.safeStorage && safeStorageProblem === null) {
    deps.log.warn(
      `The system keychain could not be reached (${keychainProblem}); API keys are kept encrypted with Electron’s safe storage instead.`,
    );
    return createSafeStorageStore(deps.safeStorage, join(deps.userDataDir, SAFE_STORAGE_FOLDER), platform);
  }

  if (deps.allowMemoryFallback) {
    deps.log.warn(
      `The system keychain could not be reached (${keychainProblem}); API keys are kept in memory only and are forgotten when this process ends.`,
    );
    return createMemoryCredentialStore();
  }

  throw new AppError(
    'keychain',
    `Linkdesk has nowhere safe to keep API keys: the system keychain could not be reached (${keychainProblem}), ` +
      `and ${safeStorageProblem}. ${keychainSetupAdvice(platform)}`,
  );
}
