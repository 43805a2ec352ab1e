import { MAX_CELLS, MAX_TEXT_CHARS } from '../sheet.ts';
import { tooManyCells, tooMuchText } from '../spreadsheet-errors.ts';
import { readPart, unescapeWorkbookText } from './workbook-part.ts';
import type { ZipArchive } from './zip-archive.ts';

/**
 * The workbook's shared text, which text cells point into by index: each item is its text, or the text of its
 * runs (rich text) put together; phonetic guides (furigana) are left out. The table is held to the limits of a
 * sheet's cells and text, since a sheet could not use more.
 */
export function readSharedStrings(archive: ZipArchive, path: string | null): string[] {
  const strings: string[] = [];
  if (!path) return strings;
  let characters = 0;
  let item: string | null = null;
  let inText = false;
  let inPhonetic = false;
  readPart(archive, path, {
    open(name) {
      if (name === 'si') {
        if (strings.length >= MAX_CELLS) throw tooManyCells();
        item = '';
      } else if (name === 't') inText = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    close(name) {
      if (name === 'si' && item !== null) {
        strings.push(unescapeWorkbookText(item));
        item = null;
      } else if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
    },
    text(text) {
      if (item === null || !inText || inPhonetic) return;
      characters += text.length;
      if (characters > MAX_TEXT_CHARS) throw tooMuchText();
      item += text;
    },
  });
  return strings;
}
