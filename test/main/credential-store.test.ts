import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createCredentialStore,
  SAFE_STORAGE_FOLDER,
} from '../../src/main/credentials/create-credential-store.ts';
import type { CredentialStore } from '../../src/main/credentials/credential-store.ts';
import type { KeytarLike } from '../../src/main/credentials/keytar-store.ts';
import { createMemoryCredentialStore } from '../../src/main/credentials/memory-store.ts';
import {
  createSafeStorageStore,
  type SafeStorageLike,
} from '../../src/main/credentials/safe-storage-store.ts';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import { tempDir } from '../support/sandbox.ts';

/** A keychain in a Map, which can be made to fail like an unreachable Secret Service. */
class FakeKeytar implements KeytarLike {
  readonly entries = new Map<string, string>();
  failure: Error | null = null;
  private check() {
    if (this.failure) throw this.failure;
  }
  async getPassword(service: string, account: string) {
    this.check();
    return this.entries.get(`${service}/${account}`) ?? null;
  }
  async setPassword(service: string, account: string, password: string) {
    this.check();
    this.entries.set(`${service}/${account}`, password);
  }
  async deletePassword(service: string, account: string) {
    this.check();
    return this.entries.delete(`${service}/${account}`);
  }
}

/** safeStorage with real encryption (AES-256-GCM under a random key), so its blobs look like the real ones. */
class FakeSafeStorage implements SafeStorageLike {
  private readonly key = randomBytes(32);
  encrypted = 0;
  private readonly available: boolean;
  private readonly backend: string;
  constructor(available: boolean, backend: string) {
    this.available = available;
    this.backend = backend;
  }
  isEncryptionAvailable() {
    return this.available;
  }
  getSelectedStorageBackend() {
    return this.backend;
  }
  encryptString(plainText: string) {
    this.encrypted += 1;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }
  decryptString(encrypted: Buffer) {
    const decipher = createDecipheriv('aes-256-gcm', this.key, encrypted.subarray(0, 12));
    decipher.setAuthTag(encrypted.subarray(12, 28));
    return Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]).toString('utf8');
  }
}

const unreachable = () => new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup(options: {
  keytar?: FakeKeytar | Error;
  safeStorage?: FakeSafeStorage | null;
  platform?: NodeJS.Platform;
  allowMemoryFallback?: boolean;
}) {
  const userDataDir = (dirs[dirs.length] = tempDir());
  const warnings: string[] = [];
  const keytar = options.keytar ?? new FakeKeytar();
  const store = createCredentialStore({
    loadKeytar: async () => {
      if (keytar instanceof Error) throw keytar;
      return keytar;
    },
    safeStorage: options.safeStorage ?? null,
    userDataDir,
    platform: options.platform ?? 'linux',
    log: { warn: (message) => warnings.push(message) },
    ...(options.allowMemoryFallback ? { allowMemoryFallback: true } : {}),
  });
  return { store, userDataDir, warnings };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('keychain');
  return error as AppError;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function roundTrip(store: CredentialStore) {
  expect(await store.get('rt-1')).toBeNull();
  await store.set('rt-1', 'first-key');
  await store.set('rt-2', 'other-key');
  expect(await store.get('rt-1')).toBe('first-key');
  await store.set('rt-1', 'replaced-key');
  expect(await store.get('rt-1')).toBe('replaced-key');
  await store.delete('rt-1');
  expect(await store.get('rt-1')).toBeNull();
  await store.delete('rt-1');
  expect(await store.get('rt-2')).toBe('other-key');
}

describe('choosing where keys live', () => {
  it('uses the keychain through keytar when it answers, under service "Linkdesk" and the account id', async () => {
    const keytar = new FakeKeytar();
    const safeStorage = new FakeSafeStorage(true, 'gnome_libsecret');
    const { store, userDataDir, warnings } = setup({ keytar, safeStorage });
    const chosen = await store;
    expect(chosen.backend).toBe('keychain');
    await chosen.set('acc-1', 'secret-key');
    expect([...keytar.entries]).toEqual([['Linkdesk/acc-1', 'secret-key']]);
    await roundTrip(chosen);
    expect(safeStorage.encrypted).toBe(0);
    expect(filesUnder(userDataDir)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('falls back to safeStorage when keytar cannot load and the OS protects safeStorage', async () => {
    const { store, warnings } = setup({
      keytar: new Error('libsecret-1.so.0: cannot open shared object file'),
      safeStorage: new FakeSafeStorage(true, 'kwallet6'),
    });
    expect((await store).backend).toBe('safe-storage');
    expect(warnings.join('\n')).toMatch(/libsecret-1\.so\.0.*safe storage/);
  });

  it('falls back to safeStorage when the keychain does not answer (macOS has no backend to check)', async () => {
    const keytar = new FakeKeytar();
    keytar.failure = new Error('User interaction is not allowed.');
    const { store } = setup({
      keytar,
      safeStorage: new FakeSafeStorage(true, 'unknown'),
      platform: 'darwin',
    });
    expect((await store).backend).toBe('safe-storage');
  });

  it('refuses when safeStorage on Linux would only use basic_text, and says what to install', async () => {
    const keytar = new FakeKeytar();
    keytar.failure = unreachable();
    const safeStorage = new FakeSafeStorage(true, 'basic_text');
    const { store, userDataDir } = setup({ keytar, safeStorage });
    const error = await refusal(store);
    expect(error.message).toContain('Cannot autolaunch D-Bus');
    expect(error.message).toContain('basic_text');
    expect(error.message).toMatch(/install and unlock GNOME Keyring or KWallet \(the Secret Service\)/i);
    expect(safeStorage.encrypted).toBe(0);
    expect(filesUnder(userDataDir)).toEqual([]);
  });

  it('refuses when safeStorage has no encryption available', async () => {
    const { store } = setup({
      keytar: unreachable(),
      safeStorage: new FakeSafeStorage(false, 'gnome_libsecret'),
      platform: 'win32',
    });
    const error = await refusal(store);
    expect(error.message).toMatch(/no encryption available/);
    expect(error.message).toMatch(/Credential Manager/);
  });

  it('refuses when Linux cannot say which password store safeStorage uses', async () => {
    const { store } = setup({ keytar: unreachable(), safeStorage: new FakeSafeStorage(true, 'unknown') });
    expect((await refusal(store)).message).toMatch(/could not tell which password store/);
  });

  it('refuses outside Electron, unless memory was allowed (dev:browser), and then warns', async () => {
    expect((await refusal(setup({ keytar: unreachable() }).store)).message).toMatch(
      /no Electron safe storage/,
    );
    const { store, warnings } = setup({ keytar: unreachable(), allowMemoryFallback: true });
    const chosen = await store;
    expect(chosen.backend).toBe('memory');
    expect(warnings.join('\n')).toMatch(/in memory only/);
  });
});

describe('keychain errors', () => {
  it('are wrapped into keychain errors that say what failed and what to do', async () => {
    const keytar = new FakeKeytar();
    const chosen = await setup({ keytar }).store;
    keytar.failure = new Error('Cannot create an item in a locked collection');
    const set = await refusal(chosen.set('acc-1', 'secret-key'));
    expect(set.message).toBe(
      'Linkdesk could not save the API key in the system keychain (Cannot create an item in a locked collection). ' +
        'Make sure GNOME Keyring or KWallet (the Secret Service) is installed, running and unlocked, then try again.',
    );
    expect(set.message).not.toContain('secret-key');
    expect((await refusal(chosen.get('acc-1'))).message).toMatch(/could not read the API key from/);
    expect((await refusal(chosen.delete('acc-1'))).message).toMatch(/could not delete the API key from/);
  });
});

describe('safeStorage store', () => {
  it('keeps keys as encrypted blobs only, never the key in plain text', async () => {
    const dir = join((dirs[dirs.length] = tempDir()), SAFE_STORAGE_FOLDER);
    const store = createSafeStorageStore(new FakeSafeStorage(true, 'gnome_libsecret'), dir, 'linux');
    const key = 'lk_live_0123456789abcdefSECRET';
    await store.set('acc-1', key);
    await store.set('../../escape', key);
    const files = filesUnder(dir);
    expect(files).toHaveLength(2);
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const form of [key, Buffer.from(key).toString('base64'), Buffer.from(key).toString('hex')]) {
        expect(bytes.includes(form)).toBe(false);
        expect(bytes.toString('latin1').toLowerCase()).not.toContain(form.toLowerCase());
      }
      if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    }
    expect(await store.get('../../escape')).toBe(key);
    await roundTrip(store);
    expect(filesUnder(dir)).toHaveLength(3);
  });

  it('says to replace the key when a blob can no longer be decrypted', async () => {
    const dir = (dirs[dirs.length] = tempDir());
    await createSafeStorageStore(new FakeSafeStorage(true, 'kwallet'), dir).set('acc-1', 'secret-key');
    const afterReset = createSafeStorageStore(new FakeSafeStorage(true, 'kwallet'), dir);
    expect((await refusal(afterReset.get('acc-1'))).message).toMatch(
      /could not be decrypted.*Replace the key/,
    );
  });
});

describe('memory store', () => {
  it('keeps keys for the life of the process', async () => {
    const store = createMemoryCredentialStore();
    expect(store.backend).toBe('memory');
    await roundTrip(store);
  });
});
