import { isBuiltInDateFormat, isDateFormatCode } from './date-formats.ts';
import { readPart } from './workbook-part.ts';
import { damaged } from './xml-reader.ts';
import type { ZipArchive } from './zip-archive.ts';

/**
 * More cell formats than Excel keeps (64,000): a styles part with more was not written by a spreadsheet app,
 * and would otherwise cost memory for each.
 */
const MAX_STYLES = 65_536;

/**
 * Which cell formats (a cell's `s`, counted from 0) show dates, from the workbook's styles part: a cell format
 * names a number format, built in or defined in the part, directly or through the base style it extends. Only a
 * yes or no per format is kept. Without a styles part no number is a date.
 */
export function readDateStyles(archive: ZipArchive, path: string | null): (style: number) => boolean {
  const dates: boolean[] = [];
  if (!path) return () => false;
  /** Custom number formats (ids from 100, as Excel allows redefining those) and whether each shows a date. */
  const customDates = new Map<number, boolean>();
  /** The number format of each base style, by its index. */
  const baseFormats: (number | null)[] = [];
  let inside: 'cellStyleXfs' | 'cellXfs' | null = null;
  const isDate = (format: number) => isBuiltInDateFormat(format) || (customDates.get(format) ?? false);
  const formatOf = (value: string | undefined) => (value === undefined ? null : Number(value));

  readPart(archive, path, {
    open(name, attributes) {
      if (name === 'cellStyleXfs' || name === 'cellXfs') inside = name;
      else if (name === 'numFmt') {
        const { numFmtId, formatCode } = attributes();
        const id = Number(numFmtId);
        if (customDates.size >= MAX_STYLES) throw damaged();
        if (id >= 100 && formatCode !== undefined) customDates.set(id, isDateFormatCode(formatCode));
      } else if (name === 'xf' && inside) {
        if (baseFormats.length + dates.length >= MAX_STYLES) throw damaged();
        const { numFmtId, xfId } = attributes();
        const format = formatOf(numFmtId);
        if (inside === 'cellStyleXfs') baseFormats.push(format);
        else {
          const inherited = xfId === undefined ? null : (baseFormats[Number(xfId)] ?? null);
          const used = format ?? inherited;
          dates.push(used !== null && isDate(used));
        }
      }
    },
    close(name) {
      if (name === inside) inside = null;
    },
  });
  return (style) => dates[style] ?? false;
}
