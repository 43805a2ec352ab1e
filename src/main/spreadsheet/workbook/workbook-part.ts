import { readEntryText } from './entry-text.ts';
import { createXmlReader, type XmlHandlers } from './xml-reader.ts';
import type { ZipArchive } from './zip-archive.ts';

/**
 * Reads one XML part of the workbook through the handlers as it unpacks, within the limits of readEntryText.
 * False when the archive has no such part.
 */
export function readPart(archive: ZipArchive, path: string, handlers: XmlHandlers): boolean {
  const entry = archive.find(path);
  if (!entry) return false;
  const reader = createXmlReader(handlers);
  readEntryText(archive, entry, (text) => reader.write(text));
  reader.end();
  return true;
}

/**
 * Text as a workbook writes it: `_xHHHH_` stands for a character XML cannot hold (a control character), and
 * `_x005F_` for the underscore that would otherwise start one.
 */
export function unescapeWorkbookText(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
