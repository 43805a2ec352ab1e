import { Inflate } from 'fflate';
import { MAX_PART_BYTES } from '../sheet.ts';
import { partTooLarge } from '../spreadsheet-errors.ts';
import { damaged } from './xml-reader.ts';
import { dataOffset, notAWorkbook, type ZipArchive, type ZipEntry } from './zip-archive.ts';

/**
 * Compressed bytes handed to the inflater at a time. Deflate unpacks at most about 1,032 times, so a piece
 * this size never unpacks to more than about 16 MB before the count below can stop it.
 */
const PIECE_BYTES = 16 * 1024;

/**
 * An archive entry's text (UTF-8), handed on in pieces as it unpacks, so that the whole part is never held.
 * Refused before anything is unpacked when the archive says it is over MAX_PART_BYTES, and stopped as soon as
 * it unpacks to more than the archive said: a zip bomb may declare a small size and hold a large one.
 */
export function readEntryText(archive: ZipArchive, entry: ZipEntry, onText: (text: string) => void): void {
  if (entry.encrypted) throw notAWorkbook();
  if (entry.size > MAX_PART_BYTES) throw partTooLarge(Number.isFinite(entry.size) ? entry.size : null);
  const start = dataOffset(archive, entry);
  const compressed = archive.bytes.subarray(start, start + entry.compressedSize);
  const decoder = new TextDecoder('utf-8', { ignoreBOM: false });
  let unpacked = 0;
  const take = (bytes: Uint8Array, last: boolean) => {
    unpacked += bytes.byteLength;
    if (unpacked > entry.size) throw damaged();
    const text = decoder.decode(bytes, { stream: !last });
    if (text) onText(text);
  };

  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw damaged();
    for (let at = 0; at < compressed.byteLength; at += PIECE_BYTES) {
      const end = Math.min(at + PIECE_BYTES, compressed.byteLength);
      take(compressed.subarray(at, end), end === compressed.byteLength);
    }
    if (compressed.byteLength === 0) take(compressed, true);
    return;
  }
  if (entry.method !== 8) throw notAWorkbook();

  const inflater = new Inflate((bytes, last) => take(bytes, last));
  try {
    for (let at = 0; at < compressed.byteLength; at += PIECE_BYTES) {
      const end = Math.min(at + PIECE_BYTES, compressed.byteLength);
      inflater.push(compressed.subarray(at, end), end === compressed.byteLength);
    }
    if (compressed.byteLength === 0) inflater.push(compressed, true);
  } catch (error) {
    // fflate's own errors (a cut or corrupt stream) carry a numeric code; ours are refusals already.
    if (typeof (error as { code?: unknown }).code === 'number') throw damaged();
    throw error;
  }
  if (unpacked !== entry.size) throw damaged();
}
