/**
 * Run by keytar.test.ts as its own process (inside a D-Bus session with an unlocked GNOME Keyring, or without
 * one on purpose). One step per run, so that each step starts from what the keychain holds, not from memory.
 * Prints one JSON line; exits 1 when the credential store refuses.
 */
import { createCredentialStore } from '../../src/main/credentials/create-credential-store.ts';
import { KEYCHAIN_SERVICE } from '../../src/main/credentials/credential-store.ts';
import { importKeytar } from '../../src/main/credentials/keytar-store.ts';
import { AppError } from '../../src/shared/ipc/app-error.ts';

const step = process.argv[2];
const accountId = process.env.ACCOUNT_ID ?? 'linkdesk-test-account';
const firstKey = process.env.FIRST_KEY ?? 'first';
const secondKey = process.env.SECOND_KEY ?? 'second';

function print(value: unknown) {
  process.stdout.write(`${JSON.stringify({ step, ...(value as object) })}\n`);
}

try {
  const store = await createCredentialStore({
    loadKeytar: importKeytar,
    safeStorage: null,
    userDataDir: process.cwd(),
    log: { warn: (message) => process.stderr.write(`${message}\n`) },
  });
  const keytar = await importKeytar();
  if (step === 'store') {
    await store.set(accountId, firstKey);
    const afterSet = await store.get(accountId);
    await store.set(accountId, secondKey);
    print({ backend: store.backend, afterSet, afterReplace: await store.get(accountId) });
  } else if (step === 'read') {
    // Straight from keytar too: the key must sit under service "Linkdesk", account = the account id.
    print({
      viaStore: await store.get(accountId),
      viaKeytar: await keytar.getPassword(KEYCHAIN_SERVICE, accountId),
    });
  } else if (step === 'delete') {
    await store.delete(accountId);
    const afterDelete = await store.get(accountId);
    await store.delete(accountId);
    print({ afterDelete, deletedTwice: true });
  } else {
    throw new Error(`Unknown step "${step}": use store, read or delete.`);
  }
} catch (error) {
  print({ error: error instanceof AppError ? error.toData() : { code: 'crash', message: String(error) } });
  process.exitCode = 1;
}
