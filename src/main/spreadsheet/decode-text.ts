import { unreadable } from './spreadsheet-errors.ts';

/**
 * A delimited text file's characters. UTF-8 unless a byte-order mark says UTF-16 (what spreadsheet apps write
 * as "Unicode text"); bytes that are not valid UTF-8 come from a Windows code page, which is what Excel on
 * Windows writes as plain "CSV", and Windows-1252 is the one that covers Western European text.
 */
export function decodeText(bytes: Uint8Array): string {
  const text = decode(bytes);
  if (text.includes('\u0000')) throw unreadable('it holds binary data, not text');
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    // ignoreBOM keeps a UTF-8 mark in the text, so that the one place above takes it off for every encoding.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
