import { createHash } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { AppError } from '../../shared/ipc/app-error.ts';
import type { CredentialStore } from './credential-store.ts';
import { keychainAdvice, reasonOf } from './keychain-advice.ts';
import { REPLACE_KEY_ADVICE } from '../../shared/ipc/errors.ts';

/** The part of Electron's `safeStorage` Linkdesk uses; tests hand in a fake with the same shape. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  /** Linux only: the password store that protects the encryption key ('basic_text' means none). */
  getSelectedStorageBackend(): string;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/**
 * Why safeStorage must not hold keys on this system, or null when it may. On Linux, 'basic_text' encrypts
 * with a password built into Chromium, which protects nothing; 'unknown' gives no assurance either.
 */
export function safeStorageRefusal(safeStorage: SafeStorageLike, platform: NodeJS.Platform): string | null {
  if (!safeStorage.isEncryptionAvailable()) return 'Electron’s safe storage has no encryption available';
  if (platform !== 'linux') return null;
  const backend = safeStorage.getSelectedStorageBackend();
  if (backend === 'basic_text') {
    return 'Electron’s safe storage would use "basic_text", a fixed password that does not protect the key';
  }
  if (backend === 'unknown') return 'Electron’s safe storage could not tell which password store it uses';
  return null;
}

/** One file per account, named by a hash of the id so that no id can reach outside the folder. */
function blobPath(dir: string, accountId: string): string {
  return join(dir, `${createHash('sha256').update(accountId).digest('hex')}.bin`);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/**
 * Keys encrypted by safeStorage (whose own key the OS protects) and kept as blobs in `dir`, written
 * atomically and readable by the user alone. Only ciphertext ever reaches the disk.
 */
export function createSafeStorageStore(
  safeStorage: SafeStorageLike,
  dir: string,
  platform: NodeJS.Platform = process.platform,
): CredentialStore {
  const advice = keychainAdvice(platform);
  const failure = (action: string, error: unknown) =>
    new AppError('keychain', `Linkdesk could not ${action} (${reasonOf(error)}). ${advice}`);

  return {
    backend: 'safe-storage',

    async get(accountId) {
      let blob: Buffer;
      try {
        blob = await readFile(blobPath(dir, accountId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw failure(`read the encrypted API key in ${dir}`, error);
      }
      try {
        return safeStorage.decryptString(blob);
      } catch (error) {
        throw new AppError(
          'keychain',
          `The saved API key of this account could not be decrypted (${reasonOf(error)}); the system’s ` +
            `password store may have been reset. ${REPLACE_KEY_ADVICE}`,
        );
      }
    },

    async set(accountId, apiKey) {
      let blob: Buffer;
      try {
        blob = safeStorage.encryptString(apiKey);
      } catch (error) {
        throw failure('encrypt the API key', error);
      }
      try {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await writeFileAtomic(blobPath(dir, accountId), blob, { mode: 0o600 });
      } catch (error) {
        throw failure(`save the encrypted API key in ${dir}`, error);
      }
    },

    async delete(accountId) {
      try {
        await rm(blobPath(dir, accountId), { force: true });
      } catch (error) {
        throw failure(`delete the encrypted API key in ${dir}`, error);
      }
    },
  };
}
