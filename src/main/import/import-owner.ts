import { createHash } from 'node:crypto';
import type { ImportOwner } from './import-journal.ts';

/**
 * A fingerprint of an API key: it tells the same key again without keeping the key (keys are long random
 * tokens, so the hash gives none back).
 */
export const keyPrintOf = (apiKey: string) => createHash('sha256').update(apiKey).digest('hex');

/**
 * Whether an account is the user an import began as. `username` is what the installation answers for the
 * account's key now (null when the key cannot read its own account): the same user by name, or else the very
 * same key.
 */
export function isSameOwner(
  owner: ImportOwner,
  account: { username: string | null; apiKey: string },
): boolean {
  if (owner.username !== '' && account.username !== null) return account.username === owner.username;
  return owner.keyPrint !== null && keyPrintOf(account.apiKey) === owner.keyPrint;
}
