import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import { rememberedCredentials } from '../../src/main/credentials/remembered-store.ts';
import { MapCredentials } from '../support/fakes.ts';

/** A keychain stand-in that counts its reads and can be made to refuse writes. */
class CountingCredentials extends MapCredentials {
  reads = 0;
  refuseWrites = false;
  override async get(id: string) {
    this.reads++;
    return super.get(id);
  }
  override async set(id: string, key: string) {
    if (this.refuseWrites) throw new AppError('keychain', 'The keychain is locked.');
    return super.set(id, key);
  }
}

describe('rememberedCredentials', () => {
  it('asks the store once per account, and follows writes and deletes', async () => {
    const store = new CountingCredentials();
    await store.set('a', 'key-1');
    const remembered = rememberedCredentials(store);

    for (let i = 0; i < 5; i++) expect(await remembered.get('a')).toBe('key-1');
    expect(store.reads).toBe(1);

    await remembered.set('a', 'key-2');
    expect(await remembered.get('a')).toBe('key-2');
    expect(store.keys.get('a')).toBe('key-2');

    await remembered.delete('a');
    expect(await remembered.get('a')).toBeNull();
    expect(store.keys.has('a')).toBe(false);
  });

  it('keeps no key the store refused, and does not remember a missing one', async () => {
    const store = new CountingCredentials();
    const remembered = rememberedCredentials(store);
    expect(await remembered.get('b')).toBeNull();
    expect(await remembered.get('b')).toBeNull();
    expect(store.reads).toBe(2);

    store.refuseWrites = true;
    await expect(remembered.set('b', 'key-3')).rejects.toMatchObject({ code: 'keychain' });
    expect(await remembered.get('b')).toBeNull();
  });
});
