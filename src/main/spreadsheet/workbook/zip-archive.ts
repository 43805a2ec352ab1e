import { unreadable } from '../spreadsheet-errors.ts';

/** One file of a ZIP archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0: stored as it is; 8: deflated. */
  method: number;
  compressedSize: number;
  /** What the archive says the file unpacks to; inflating checks it, since an archive may lie. */
  size: number;
  /** Where the file's local header starts. */
  headerOffset: number;
  encrypted: boolean;
}

export interface ZipArchive {
  bytes: Uint8Array;
  /** The entry of that name; null when there is none (or only ones whose names climb out with `..`). */
  find(name: string): ZipEntry | null;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The fixed part of the end record, and the most a comment after it can add. */
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;

export const notAWorkbook = () => unreadable('it is not an Excel workbook (.xlsx), or it is damaged');

/**
 * A ZIP archive (an .xlsx is one) read from its central directory, the index at its end, which is what says
 * how large each file is. Nothing is unpacked here; entries are looked up by name in the directory each time
 * (a workbook asks for five), so that an archive of a million tiny entries costs no memory.
 */
export function openZip(bytes: Uint8Array): ZipArchive {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { offset, size } = centralDirectory(view);
  const decoder = new TextDecoder();
  return {
    bytes,
    find(name) {
      for (let at = offset; at < offset + size;) {
        if (at + 46 > view.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw notAWorkbook();
        const nameLength = view.getUint16(at + 28, true);
        const extraLength = view.getUint16(at + 30, true);
        const commentLength = view.getUint16(at + 32, true);
        const next = at + 46 + nameLength + extraLength + commentLength;
        if (next > view.byteLength) throw notAWorkbook();
        const entryName = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
        if (entryName === name && !climbsOut(entryName)) {
          return directoryEntry(
            view,
            at,
            entryName,
            bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength),
          );
        }
        at = next;
      }
      return null;
    },
  };
}

/** Where the file's data starts: after its local header, whose name and extra field may differ in length. */
export function dataOffset(archive: ZipArchive, entry: ZipEntry): number {
  const view = new DataView(archive.bytes.buffer, archive.bytes.byteOffset, archive.bytes.byteLength);
  const at = entry.headerOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) throw notAWorkbook();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > view.byteLength) throw notAWorkbook();
  return start;
}

function centralDirectory(view: DataView): { offset: number; size: number } {
  const last = view.byteLength - END_RECORD_BYTES;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT_BYTES; at--) {
    if (view.getUint32(at, true) !== END_OF_DIRECTORY) continue;
    let size = view.getUint32(at + 12, true);
    let offset = view.getUint32(at + 16, true);
    // A ZIP64 archive keeps the real values in a record of its own, found through a locator just before.
    if ((offset === 0xffffffff || size === 0xffffffff) && at >= 20) {
      if (view.getUint32(at - 20, true) !== ZIP64_END_LOCATOR) throw notAWorkbook();
      const record = safeNumber(view.getBigUint64(at - 20 + 8, true));
      if (record + 56 > view.byteLength || view.getUint32(record, true) !== ZIP64_END_OF_DIRECTORY) {
        throw notAWorkbook();
      }
      size = safeNumber(view.getBigUint64(record + 40, true));
      offset = safeNumber(view.getBigUint64(record + 48, true));
    }
    if (offset + size > view.byteLength) throw notAWorkbook();
    return { offset, size };
  }
  throw notAWorkbook();
}

function directoryEntry(view: DataView, at: number, name: string, extra: Uint8Array): ZipEntry {
  let compressedSize = view.getUint32(at + 20, true);
  let size = view.getUint32(at + 24, true);
  let headerOffset = view.getUint32(at + 42, true);
  // ZIP64: a value of all ones is given in full in the extra field, in this order, only when it is all ones.
  const wide = zip64Values(extra);
  if (size === 0xffffffff) size = wide.shift() ?? Number.POSITIVE_INFINITY;
  if (compressedSize === 0xffffffff) compressedSize = wide.shift() ?? Number.POSITIVE_INFINITY;
  if (headerOffset === 0xffffffff) headerOffset = wide.shift() ?? Number.POSITIVE_INFINITY;
  return {
    name,
    method: view.getUint16(at + 10, true),
    compressedSize,
    size,
    headerOffset,
    encrypted: (view.getUint16(at + 8, true) & 1) === 1,
  };
}

/** The 8-byte values of a ZIP64 extra field (id 1), if the entry has one. */
function zip64Values(extra: Uint8Array): number[] {
  const view = new DataView(extra.buffer, extra.byteOffset, extra.byteLength);
  for (let at = 0; at + 4 <= extra.byteLength;) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === 1) {
      const values: number[] = [];
      for (let value = at + 4; value + 8 <= Math.min(at + 4 + length, extra.byteLength); value += 8) {
        values.push(safeNumber(view.getBigUint64(value, true)));
      }
      return values;
    }
    at += 4 + length;
  }
  return [];
}

/** Sizes past 2^53 are not sizes of anything Linkdesk reads; they make the file too large, never wrap. */
const safeNumber = (value: bigint) =>
  value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.POSITIVE_INFINITY : Number(value);

/** `../x` or `a/../../x`: a name that climbs out of the archive, which a workbook never has. */
function climbsOut(name: string): boolean {
  return name.split(/[\\/]/).includes('..');
}
