import { posix } from 'node:path';
import { unreadable } from '../spreadsheet-errors.ts';
import { readPart, unescapeWorkbookText } from './workbook-part.ts';
import { damaged } from './xml-reader.ts';
import { notAWorkbook, type ZipArchive } from './zip-archive.ts';

/** Where the parts of a workbook's first sheet are, and what reading it needs to know. */
export interface FirstSheet {
  name: string;
  path: string;
  /** The workbook's table of shared text, when it has one. */
  sharedStrings: string | null;
  /** The workbook's cell formats, when it has them: they say which numbers are dates. */
  styles: string | null;
  /** Dates counted from 1904 rather than 1900 (old Mac workbooks). */
  date1904: boolean;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELATIONSHIPS = 'xl/_rels/workbook.xml.rels';
/** Relationship types of the "transitional" format Excel saves and of the "strict" one. */
const RELATIONSHIP_BASES = [
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/',
];

/**
 * The first sheet (the first one the workbook lists, which is the first tab) and the parts it refers to. Only
 * what is needed is kept, so a workbook listing a million sheets costs no more than one listing one.
 */
export function firstSheet(archive: ZipArchive): FirstSheet {
  let sheet: { name: string; relationship: string } | null = null;
  let date1904: boolean | null = null;
  const found = readPart(archive, WORKBOOK, {
    open(name, attributes) {
      if (name === 'workbookPr' && date1904 === null) {
        const value = attributes().date1904;
        date1904 = value === '1' || value === 'true';
      } else if (name === 'sheet' && !sheet) {
        const { name: sheetName, id } = attributes();
        if (sheetName && id) sheet = { name: unescapeWorkbookText(sheetName), relationship: id };
      }
    },
  });
  if (!found) throw notAWorkbook();
  if (!sheet) throw unreadable('the workbook has no sheets');
  const { name, relationship } = sheet;

  let path: string | null = null;
  let sharedStrings: string | null = null;
  let styles: string | null = null;
  readPart(archive, WORKBOOK_RELATIONSHIPS, {
    open(element, attributes) {
      if (element !== 'Relationship') return;
      const { Id, Type = '', Target = '' } = attributes();
      const base = RELATIONSHIP_BASES.find((prefix) => Type.startsWith(prefix));
      if (!base) return;
      const type = Type.slice(base.length);
      if (type === 'worksheet' && Id === relationship) path ??= partPath(Target);
      else if (type === 'sharedStrings') sharedStrings ??= partPath(Target);
      else if (type === 'styles') styles ??= partPath(Target);
    },
  });
  if (!path) throw damaged();
  return { name, path, sharedStrings, styles, date1904: date1904 ?? false };
}

/**
 * A relationship's target as a name in the archive: relative to the workbook's folder, or from the archive's
 * root when it starts with `/`. A target that climbs out of the archive (`../../x`) names nothing.
 */
function partPath(target: string): string | null {
  const path = posix.normalize(target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  return path.startsWith('../') || path === '..' || path.startsWith('/') ? null : path;
}
