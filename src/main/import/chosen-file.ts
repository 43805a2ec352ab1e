import { constants, type Stats } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { MAX_SPREADSHEET_BYTES } from '../spreadsheet/sheet.ts';
import { notAFile, tooLarge, unreadable } from '../spreadsheet/spreadsheet-errors.ts';
import type { AppError } from '../../shared/ipc/app-error.ts';

/** The extensions the open dialog offers: what the spreadsheet reader reads. */
export const SPREADSHEET_EXTENSIONS = ['csv', 'tsv', 'txt', 'xlsx'];

/** What a path that is not a file is, in words; null for a regular file. */
function notAFileKind(stats: Stats): string | null {
  if (stats.isFile()) return null;
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isSocket()) return 'a socket';
  return 'a device';
}

/**
 * A file the person chose, read whole. Only a regular file is read (a link to one is followed): a device such as
 * /dev/zero never ends, a named pipe waits for a writer for ever, and both report a size of 0. The size is checked
 * before anything is read, and the read itself stops one byte past MAX_SPREADSHEET_BYTES, so that a file that grows
 * while it is read (or reports less than it holds) is refused rather than read without end. A file the system
 * will not open or read (gone, not allowed, a failing disk) is refused in words too.
 */
export async function readChosenFile(path: string): Promise<{ name: string; bytes: Uint8Array }> {
  try {
    return await readRegularFile(path);
  } catch (error) {
    throw fileSystemRefusal(error) ?? error;
  }
}

/**
 * A file dropped on the window, read as a chosen one. The dialog only offers spreadsheets; a drop can be
 * anything, so its extension is checked first, and nothing else of the disk is ever read through a drop. ''
 * is what the system gives for something dropped that is not a file on disk (a file dragged out of a web page
 * or an archive).
 */
export async function readDroppedFile(path: string): Promise<{ name: string; bytes: Uint8Array }> {
  if (path === '') {
    throw unreadable(
      'it is not a file on this computer’s disk. Save it to a folder first, then drop it here or choose it',
    );
  }
  const extension = extname(path).slice(1).toLowerCase();
  if (!SPREADSHEET_EXTENSIONS.includes(extension)) {
    throw unreadable(
      `Linkdesk imports CSV, TSV and TXT files and Excel workbooks (.xlsx), and “${basename(path)}” is none of these. Save it as CSV or .xlsx, then drop it again`,
    );
  }
  return readChosenFile(path);
}

/**
 * What an error of the file system (one with a code and the call that failed) means to the person; null for any
 * other error, which is passed on as it was.
 */
export function fileSystemRefusal(error: unknown): AppError | null {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (typeof code !== 'string' || typeof syscall !== 'string') return null;
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return unreadable('it is no longer there. It may have been moved, renamed or deleted: choose it again');
    case 'EACCES':
    case 'EPERM':
      return unreadable('Linkdesk may not open it. Check that your user can read it, then choose it again');
    case 'ELOOP':
      return unreadable('it is a link that leads back to itself. Choose the spreadsheet file itself');
    default:
      return unreadable(
        'the system could not read it. Try again, or copy it to your own folders and choose the copy',
      );
  }
}

async function readRegularFile(path: string): Promise<{ name: string; bytes: Uint8Array }> {
  refuseNonFile(await stat(path));
  // Non-blocking, so that a pipe put in the file's place since the check above cannot hold the open; fstat
  // below refuses it. (Windows has no such flag, and no named pipes in its file system.)
  const handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const { size } = refuseNonFile(await handle.stat());
    if (size > MAX_SPREADSHEET_BYTES) throw tooLarge(size);
    let bytes = new Uint8Array(size + 1);
    let length = 0;
    for (;;) {
      if (length === bytes.byteLength) {
        if (length > MAX_SPREADSHEET_BYTES) throw tooLarge(Math.max(length, (await handle.stat()).size));
        const grown = new Uint8Array(Math.min(bytes.byteLength * 2, MAX_SPREADSHEET_BYTES + 1));
        grown.set(bytes);
        bytes = grown;
      }
      const { bytesRead } = await handle.read(bytes, length, bytes.byteLength - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return { name: basename(path), bytes: bytes.subarray(0, length) };
  } finally {
    await handle.close();
  }
}

function refuseNonFile(stats: Stats): Stats {
  const kind = notAFileKind(stats);
  if (kind) throw notAFile(kind);
  return stats;
}
