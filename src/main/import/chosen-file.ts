import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { MAX_SPREADSHEET_BYTES } from '../spreadsheet/sheet.ts';
import { tooLarge } from '../spreadsheet/spreadsheet-errors.ts';

/** The extensions the open dialog offers: what the spreadsheet reader reads. */
export const SPREADSHEET_EXTENSIONS = ['csv', 'tsv', 'txt', 'xlsx'];

/** A file the person chose, read whole; one too large is refused by its size before anything is read. */
export async function readChosenFile(path: string): Promise<{ name: string; bytes: Uint8Array }> {
  const { size } = await stat(path);
  if (size > MAX_SPREADSHEET_BYTES) throw tooLarge(size);
  return { name: basename(path), bytes: new Uint8Array(await readFile(path)) };
}
