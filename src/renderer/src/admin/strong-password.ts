/** Letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/l/I), and a few signs. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789-_.!@#%+=';

/** Long enough for about 116 bits from this alphabet. */
export const GENERATED_LENGTH = 20;

/**
 * A password from the platform's cryptographic random numbers. Bytes that would favour the first letters of
 * the alphabet (those past the largest multiple of its size) are drawn again, so every character is as likely.
 */
export function strongPassword(
  length = GENERATED_LENGTH,
  random: (bytes: Uint8Array<ArrayBuffer>) => void = fill,
): string {
  const limit = 256 - (256 % ALPHABET.length);
  let password = '';
  const bytes = new Uint8Array(length * 2);
  while (password.length < length) {
    random(bytes);
    for (const byte of bytes) {
      if (byte < limit && password.length < length) password += ALPHABET[byte % ALPHABET.length];
    }
  }
  return password;
}

function fill(bytes: Uint8Array<ArrayBuffer>): void {
  crypto.getRandomValues(bytes);
}
