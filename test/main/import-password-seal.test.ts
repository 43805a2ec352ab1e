import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import { createPasswordSeal, JOURNAL_KEY_ID } from '../../src/main/import/password-seal.ts';
import { MapCredentials } from '../support/fakes.ts';

describe('the seal of link passwords in the import journal', () => {
  it('makes one key in the keychain, however many imports start at once, and opens only with it', async () => {
    const keychain = new MapCredentials();
    const seal = createPasswordSeal(keychain);
    const [first, second] = await Promise.all([seal.sealer(), seal.sealer()]);
    expect([...keychain.keys.keys()]).toEqual([JOURNAL_KEY_ID]);
    const sealed = first('LINKPW-s3cr3t', 'import/0');
    expect(sealed).not.toContain('LINKPW');
    expect(second('LINKPW-s3cr3t', 'import/0')).not.toBe(sealed);
    // A later launch reads the same key back.
    expect(await createPasswordSeal(keychain).open(sealed, 'import/0')).toBe('LINKPW-s3cr3t');
    // Bound to its row, and refused once changed.
    expect(await seal.open(sealed, 'import/1')).toBeNull();
    expect(await seal.open(`${sealed.slice(0, -4)}AAA=`, 'import/0')).toBeNull();
  });

  it('opens nothing once the key is gone from the keychain, and says so when the keychain refuses', async () => {
    const keychain = new MapCredentials();
    const sealed = (await createPasswordSeal(keychain).sealer())('LINKPW-s3cr3t', 'import/0');
    keychain.keys.clear();
    expect(await createPasswordSeal(keychain).open(sealed, 'import/0')).toBeNull();

    const locked = new MapCredentials();
    locked.get = async () => {
      throw new AppError('keychain', 'The keychain is locked.');
    };
    await expect(createPasswordSeal(locked).open(sealed, 'import/0')).rejects.toThrow('locked');
  });
});
