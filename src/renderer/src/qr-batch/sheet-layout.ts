/**
 * Where the codes of a printed sheet go: paper, margins, gaps, how many fit, and the type size of the two
 * caption lines under each code. Millimetres throughout, measured from the page's top-left corner; the PDF
 * turns them into points from the bottom left.
 */

export type PaperName = 'a4' | 'letter';

export interface Paper {
  /** "A4", in sentences. */
  name: string;
  /** As the choice names it: "A4 (210 × 297 mm)". */
  label: string;
  widthMm: number;
  heightMm: number;
}

export const PAPERS: Record<PaperName, Paper> = {
  a4: { name: 'A4', label: 'A4 (210 × 297 mm)', widthMm: 210, heightMm: 297 },
  letter: { name: 'Letter', label: 'Letter (8.5 × 11 in)', widthMm: 215.9, heightMm: 279.4 },
};

/**
 * A code's printed width, its white margin included. Below 15 mm even a short link's modules get smaller than
 * phones read at arm's length; above 100 mm only one or two fit a page, which a poster export does better.
 */
export const CODE_SIZE_MM = { min: 15, max: 100, default: 40 } as const;

/** Office printers leave 4 to 6 mm of every edge blank; 10 mm suits any of them, with room to hold the sheet. */
export const PAGE_MARGIN_MM = 10;
/** Between neighbouring codes: room for scissors without cutting into a code's white margin. */
export const GAP_MM = 5;

export const MM_PER_POINT = 25.4 / 72;

/** The two lines under a code: its label, then its short URL, each at most the code's width. */
export interface Caption {
  labelPt: number;
  urlPt: number;
  /** Space from the code's bottom edge to the first line's top. */
  paddingMm: number;
  /** The whole block, padding included. */
  heightMm: number;
}

/** Line height as a share of the type size: Helvetica's ascent and descent, with a little air. */
export const LINE_HEIGHT = 1.2;

/**
 * Type that grows with the code (a 40 mm code gets 8 pt) between 6 pt, about the smallest print reads
 * without effort, and 10 pt, beyond which a label would outweigh its code.
 */
export function captionFor(codeMm: number): Caption {
  const labelPt = Math.min(10, Math.max(6, Math.round(codeMm * 0.2 * 2) / 2));
  const urlPt = Math.max(6, labelPt - 1);
  const paddingMm = 1;
  const heightMm = paddingMm + (labelPt + urlPt) * LINE_HEIGHT * MM_PER_POINT;
  return { labelPt, urlPt, paddingMm, heightMm };
}

export interface SheetLayout {
  paper: Paper;
  codeMm: number;
  columns: number;
  rows: number;
  perPage: number;
  /** The first column's left edge and the first row's top: the grid is centred on the page. */
  leftMm: number;
  topMm: number;
  /** From one column (row) to the next. */
  stepXMm: number;
  stepYMm: number;
  caption: Caption;
}

export type LayoutAnswer = { ok: true; layout: SheetLayout } | { ok: false; message: string };

/** How many codes of `codeMm` fit across and down, or why none does. */
export function sheetLayout(paperName: PaperName, codeMm: number): LayoutAnswer {
  const paper = PAPERS[paperName];
  const caption = captionFor(codeMm);
  const usableWidth = paper.widthMm - 2 * PAGE_MARGIN_MM;
  const usableHeight = paper.heightMm - 2 * PAGE_MARGIN_MM;
  const stepXMm = codeMm + GAP_MM;
  const stepYMm = codeMm + caption.heightMm + GAP_MM;
  // n items and n − 1 gaps fit when n × step − gap ≤ usable; a hair of tolerance for decimal sizes.
  const columns = Math.floor((usableWidth + GAP_MM + 1e-9) / stepXMm);
  const rows = Math.floor((usableHeight + GAP_MM + 1e-9) / stepYMm);
  if (columns < 1 || rows < 1) {
    const widest = Math.floor(Math.min(usableWidth, usableHeight - caption.heightMm));
    return {
      ok: false,
      message: `A ${formatMm(codeMm)} mm code with its label does not fit on ${paper.name} paper inside printable margins; choose at most ${widest} mm.`,
    };
  }
  const gridWidth = columns * stepXMm - GAP_MM;
  const gridHeight = rows * stepYMm - GAP_MM;
  return {
    ok: true,
    layout: {
      paper,
      codeMm,
      columns,
      rows,
      perPage: columns * rows,
      leftMm: (paper.widthMm - gridWidth) / 2,
      topMm: (paper.heightMm - gridHeight) / 2,
      stepXMm,
      stepYMm,
      caption,
    },
  };
}

/** The page (from 0) and the top-left corner of the `index`th code, filling rows left to right. */
export function cellOf(layout: SheetLayout, index: number): { page: number; xMm: number; yMm: number } {
  const page = Math.floor(index / layout.perPage);
  const onPage = index % layout.perPage;
  const column = onPage % layout.columns;
  const row = Math.floor(onPage / layout.columns);
  return {
    page,
    xMm: layout.leftMm + column * layout.stepXMm,
    yMm: layout.topMm + row * layout.stepYMm,
  };
}

export function pagesFor(layout: SheetLayout, codes: number): number {
  return Math.max(1, Math.ceil(codes / layout.perPage));
}

export type CodeSizeAnswer = { ok: true; mm: number } | { ok: false; message: string };

/** The size as typed: "40", "25.4", "30 mm", or "30,5" where a comma is the decimal mark. */
export function checkCodeSize(text: string): CodeSizeAnswer {
  const range = `from ${CODE_SIZE_MM.min} to ${CODE_SIZE_MM.max}`;
  const trimmed = text
    .trim()
    .replace(/\s*mm$/i, '')
    .replace(',', '.');
  if (trimmed === '') return { ok: false, message: `Enter the code’s size in millimetres, ${range}.` };
  if (!/^\d+(?:\.\d)?$/.test(trimmed)) {
    return {
      ok: false,
      message: `Enter the size as a number of millimetres (one decimal at most), ${range}.`,
    };
  }
  const mm = Number(trimmed);
  if (mm < CODE_SIZE_MM.min)
    return { ok: false, message: `The size must be at least ${CODE_SIZE_MM.min} mm.` };
  if (mm > CODE_SIZE_MM.max)
    return { ok: false, message: `The size must be at most ${CODE_SIZE_MM.max} mm.` };
  return { ok: true, mm };
}

/** Letter where it is the custom (North America, the Philippines, parts of Latin America), A4 elsewhere. */
const LETTER_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'PH',
  'CL',
  'CO',
  'VE',
  'GT',
  'CR',
  'PR',
  'PA',
  'DO',
  'SV',
]);

export function defaultPaper(locale: string): PaperName {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}

/** "40", "25.4": no trailing ".0". */
export function formatMm(mm: number): string {
  return String(Math.round(mm * 10) / 10);
}
