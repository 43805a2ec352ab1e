import { unreadable } from './spreadsheet-errors.ts';

/**
 * A delimited text file's characters, in the encoding its byte-order mark names (UTF-8, or UTF-16, which
 * spreadsheet apps write as "Unicode text"). Without a mark, UTF-8 unless the bytes read better as Windows-1252,
 * which is what Excel on Windows writes as plain "CSV" and the code page that covers Western European text.
 */
export function decodeText(bytes: Uint8Array): string {
  const text = decode(bytes);
  if (text.includes('\u0000')) throw unreadable('it holds binary data, not text');
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  // ignoreBOM keeps a UTF-8 mark in the text, so that the one place above takes it off for every encoding.
  // A file that starts with the UTF-8 mark says what it is: a stray byte in it is shown as �, whatever the rest.
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    // Not all valid UTF-8. One stray byte in a UTF-8 file must not garble every accent in it, and a
    // Windows-1252 file's accents are single bytes, which make a valid UTF-8 sequence only by chance (an
    // accented capital before a symbol such as ™ or €): so the bytes read as UTF-8 when they hold more valid
    // UTF-8 sequences than invalid bytes, with each invalid byte shown as �, and as Windows-1252 otherwise.
    const { sequences, invalid } = countUtf8(bytes);
    if (sequences > invalid) return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** How many valid multi-byte UTF-8 sequences the bytes hold, and how many bytes are in none. */
function countUtf8(bytes: Uint8Array): { sequences: number; invalid: number } {
  let sequences = 0;
  let invalid = 0;
  for (let at = 0; at < bytes.length;) {
    const first = bytes[at]!;
    if (first < 0x80) {
      at += 1;
      continue;
    }
    const length = sequenceLength(bytes, at);
    if (length === 0) {
      invalid += 1;
      at += 1;
    } else {
      sequences += 1;
      at += length;
    }
  }
  return { sequences, invalid };
}

const isContinuation = (byte: number | undefined) => byte !== undefined && byte >= 0x80 && byte <= 0xbf;

/**
 * The length of the well-formed UTF-8 sequence at `at` (Unicode's table 3-7: no overlong forms, no surrogates,
 * nothing past U+10FFFF), or 0 when there is none.
 */
function sequenceLength(bytes: Uint8Array, at: number): number {
  const first = bytes[at]!;
  const second = bytes[at + 1];
  if (second === undefined) return 0;
  if (first >= 0xc2 && first <= 0xdf) return isContinuation(second) ? 2 : 0;
  // The second byte's range depends on the first: E0 and F0 exclude overlong forms, ED surrogates, F4 code
  // points past U+10FFFF.
  const [low, high] =
    first === 0xe0
      ? [0xa0, 0xbf]
      : first === 0xed
        ? [0x80, 0x9f]
        : first === 0xf0
          ? [0x90, 0xbf]
          : first === 0xf4
            ? [0x80, 0x8f]
            : [0x80, 0xbf];
  if (second < low || second > high) return 0;
  if (first >= 0xe0 && first <= 0xef) return isContinuation(bytes[at + 2]) ? 3 : 0;
  if (first >= 0xf0 && first <= 0xf4) {
    return isContinuation(bytes[at + 2]) && isContinuation(bytes[at + 3]) ? 4 : 0;
  }
  return 0;
}
