import { MAX_CELLS, MAX_TEXT_CHARS } from '../sheet.ts';
import { tooManySharedTexts, tooMuchSharedText } from '../spreadsheet-errors.ts';
import { readPart, unescapeWorkbookText } from './workbook-part.ts';
import type { ZipArchive } from './zip-archive.ts';

/**
 * The workbook's shared text, which text cells point into by index: each item is its text, or the text of its
 * runs (rich text) put together; phonetic guides (furigana) are left out. The table serves every sheet of the
 * workbook and is read whole before the sheet, so it is held, as a whole, to the limits of one sheet's cells and
 * text: the sheet read could not use more, and a table past them is refused even when its sheet is small.
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
        if (strings.length >= MAX_CELLS) throw tooManySharedTexts();
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
      if (characters > MAX_TEXT_CHARS) throw tooMuchSharedText();
      item += text;
    },
  });
  return strings;
}
