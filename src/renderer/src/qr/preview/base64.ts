/**
 * Base64 ↔ bytes without `fetch` or Node's Buffer: the window reads its inlined wasm and logos this way, and
 * its policy lets it fetch nothing but its own files (`connect-src 'self'`), data URLs included.
 */

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Chunked, because `String.fromCharCode(...bytes)` overflows the call stack on a file of a few hundred KB. */
export function bytesToBase64(bytes: Uint8Array): string {
  const CHUNK = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}
