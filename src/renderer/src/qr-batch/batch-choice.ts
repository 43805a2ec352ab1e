import { checkExportSize } from '../qr/export/export-size.ts';
import { checkCodeSize, pagesFor, sheetLayout, type PaperName, type SheetLayout } from './sheet-layout.ts';

export type BatchFormatName = 'pdf' | 'png' | 'svg';

/** What the person chose, as typed. */
export interface BatchChoice {
  format: BatchFormatName;
  paper: PaperName;
  /** The PDF's code size in millimetres. */
  sizeMm: string;
  /** The ZIP's images' size in pixels. */
  pixels: string;
}

/** The choice checked: what to build, or which field is wrong and why. */
export type CheckedChoice =
  | {
      ok: true;
      format: { kind: 'pdf'; layout: SheetLayout } | { kind: 'zip'; image: 'png' | 'svg'; pixels: number };
    }
  | { ok: false; field: 'sizeMm' | 'pixels'; message: string };

export function checkChoice(choice: BatchChoice): CheckedChoice {
  if (choice.format === 'pdf') {
    const size = checkCodeSize(choice.sizeMm);
    if (!size.ok) return { ok: false, field: 'sizeMm', message: size.message };
    const layout = sheetLayout(choice.paper, size.mm);
    if (!layout.ok) return { ok: false, field: 'sizeMm', message: layout.message };
    return { ok: true, format: { kind: 'pdf', layout: layout.layout } };
  }
  const size = checkExportSize(choice.pixels);
  if (!size.ok) return { ok: false, field: 'pixels', message: size.message };
  return { ok: true, format: { kind: 'zip', image: choice.format, pixels: size.pixels } };
}

const plural = (count: number, one: string, other: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : other}`;

/** "20 codes a page (4 across, 5 down), 3 pages.": short enough for one line of the dialog. */
export function sheetSummary(layout: SheetLayout, codes: number): string {
  const { perPage, columns, rows } = layout;
  const pages = pagesFor(layout, codes);
  return `${plural(perPage, 'code', 'codes')} a page (${columns} across, ${rows} down), ${plural(pages, 'page', 'pages')}.`;
}
