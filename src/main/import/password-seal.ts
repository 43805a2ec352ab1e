import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { CredentialStore } from '../credentials/credential-store.ts';

/**
 * The keychain entry of the key that seals link passwords in the import journal. No account has this id, and
 * it is never deleted: every journal on this computer may hold passwords sealed with it.
 */
export const JOURNAL_KEY_ID = 'linkdesk-import-journal-key';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/** Seals one password with a key already read; `place` binds it to its row, so it cannot be moved to another. */
export type Sealer = (password: string, place: string) => string;

/**
 * Link passwords waiting in the import journal for their row to be sent, sealed with AES-256-GCM under a key
 * kept in the system keychain (the credential store the API keys are in): the journal file never holds one in
 * plain text, and a copy of the file alone opens none.
 */
export interface PasswordSeal {
  /** Reads the key, making and storing one the first time: the keychain may refuse (locked, missing). */
  sealer(): Promise<Sealer>;
  /**
   * The password, or null when it cannot be opened: the keychain no longer holds the key it was sealed with
   * (a keychain reset, or keys kept in memory only), or the text was changed. A keychain that refuses throws.
   */
  open(sealed: string, place: string): Promise<string | null>;
}

/** Where a row's password belongs: its import and row, as authenticated data of the seal. */
export const placeOf = (importId: string, row: number) => `${importId}/${row}`;

/** Passwords sealed between two turns of main's event loop: about 30 ms of work, so the window stays responsive. */
const SEALS_PER_TURN = 2_000;

/**
 * Seals the password of every row that has one, by row. Each seal takes about 14 µs (a cipher per password),
 * so a sheet of 100,000 passwords is sealed in turns rather than in one 1.4 s block of main's event loop.
 */
export async function sealPasswords(
  seal: Sealer,
  importId: string,
  rows: readonly { row: number; link: { password?: string } }[],
): Promise<Map<number, string>> {
  const sealed = new Map<number, string>();
  for (const { row, link } of rows) {
    if (link.password === undefined) continue;
    sealed.set(row, seal(link.password, placeOf(importId, row)));
    if (sealed.size % SEALS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return sealed;
}

function readKey(stored: string | null): Buffer | null {
  if (stored === null) return null;
  const key = Buffer.from(stored, 'base64');
  return key.length === KEY_BYTES ? key : null;
}

function seal(key: Buffer, password: string, place: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(place));
  const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64'))].join('.');
}

function unseal(key: Buffer, sealed: string, place: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(place));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    // Another key, or changed text: GCM refuses to open it.
    return null;
  }
}

export function createPasswordSeal(keychain: CredentialStore): PasswordSeal {
  let key: Buffer | null = null;
  // Two imports started at once must not each make a key: the second would replace the first's.
  let making: Promise<Buffer> | null = null;

  const keyForSealing = async (): Promise<Buffer> => {
    if (key) return key;
    making ??= (async () => {
      const stored = readKey(await keychain.get(JOURNAL_KEY_ID));
      if (stored) return stored;
      const fresh = randomBytes(KEY_BYTES);
      await keychain.set(JOURNAL_KEY_ID, fresh.toString('base64'));
      return fresh;
    })().finally(() => (making = null));
    key = await making;
    return key;
  };

  return {
    async sealer() {
      const current = await keyForSealing();
      return (password, place) => seal(current, password, place);
    },
    async open(sealed, place) {
      key ??= readKey(await keychain.get(JOURNAL_KEY_ID));
      return key ? unseal(key, sealed, place) : null;
    },
  };
}
