/**
 * How an exported file is written, the same in the app and in dev:browser. Bytes (a PNG) are written exactly as
 * the window made them. Text is UTF-8, and CSV gets a byte-order mark: without it, spreadsheet apps (Excel above
 * all) read the file in the system's legacy code page and garble every accent, while the mark costs nothing
 * elsewhere. SVG gets none: it is XML, which declares its own encoding and is UTF-8 by default.
 */
export function fileBytes(path: string, content: string | Uint8Array): Uint8Array {
  if (typeof content !== 'string') return content;
  const bom = extensionOf(path) === 'csv' ? '\uFEFF' : '';
  return new TextEncoder().encode(bom + content);
}

/** The file types the save dialog offers, by extension, so the person sees what they are saving. */
const FILTERS: Record<string, { name: string; extensions: string[] }> = {
  csv: { name: 'CSV', extensions: ['csv'] },
  png: { name: 'PNG image', extensions: ['png'] },
  svg: { name: 'SVG image', extensions: ['svg'] },
  zip: { name: 'ZIP archive', extensions: ['zip'] },
  pdf: { name: 'PDF document', extensions: ['pdf'] },
};

/** The save dialog's filter for a suggested name; none for an extension it does not know. */
export function saveDialogFilters(suggestedName: string): { name: string; extensions: string[] }[] {
  const filter = FILTERS[extensionOf(suggestedName)];
  return filter ? [filter] : [];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
