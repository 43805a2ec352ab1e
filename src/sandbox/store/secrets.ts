import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** A fresh API key: 160 random bits as hex. */
export function newApiKey(): string {
  return randomBytes(20).toString('hex');
}

/** Passwords are stored as `scrypt$<salt>$<hash>`, never as given. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  return timingSafeEqual(scryptSync(password, Buffer.from(salt, 'hex'), expected.length), expected);
}

/** A random alias for short links and rotators: letters and digits, 6 characters by default. */
export function randomAlias(length = 6): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
