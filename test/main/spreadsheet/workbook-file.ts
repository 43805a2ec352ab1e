import { strToU8, zipSync } from 'fflate';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A worksheet part around rows of `<row>` XML, with an optional `<dimension>` before them. */
export function worksheetXml(rows: string, dimension?: string): string {
  const range = dimension ? `<dimension ref="${dimension}"/>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}">${range}<sheetData>${rows}</sheetData></worksheet>`;
}

/**
 * The smallest workbook a spreadsheet app opens: one sheet ("Sheet1") from its XML, and a shared text table
 * when given. Made here, in the test, so that hostile workbooks are a few lines of XML rather than binaries.
 * `stored` keeps the parts as they are (zip level 0), as some apps and hand-made archives do, rather than packed.
 */
export function workbookFile(
  sheet: string,
  sharedStrings?: string[],
  { stored = false }: { stored?: boolean } = {},
): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
  };
  if (sharedStrings) {
    const items = sharedStrings.map((text) => `<si><t>${text}</t></si>`).join('');
    files['xl/sharedStrings.xml'] = strToU8(`<?xml version="1.0"?><sst xmlns="${MAIN}">${items}</sst>`);
  }
  return zipSync(files, { level: stored ? 0 : 9 });
}

/** The archive with what its central directory says one entry unpacks to changed, as a zip bomb would. */
export function declaringSize(zip: Uint8Array, entryName: string, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  const name = new TextEncoder().encode(entryName);
  for (let at = 0; at + 46 <= copy.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    const found = copy.subarray(at + 46, at + 46 + nameLength);
    if (found.length === name.length && found.every((byte, index) => byte === name[index])) {
      view.setUint32(at + 24, size, true);
      return copy;
    }
  }
  throw new Error(`No entry ${entryName} in the archive.`);
}
