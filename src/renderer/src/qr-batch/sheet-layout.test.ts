import { describe, expect, it } from 'vitest';
import {
  captionFor,
  cellOf,
  checkCodeSize,
  CODE_SIZE_MM,
  defaultPaper,
  GAP_MM,
  PAGE_MARGIN_MM,
  pagesFor,
  PAPERS,
  sheetLayout,
  type SheetLayout,
} from './sheet-layout.ts';

function layoutOf(paper: 'a4' | 'letter', mm: number): SheetLayout {
  const answer = sheetLayout(paper, mm);
  if (!answer.ok) throw new Error(answer.message);
  return answer.layout;
}

/** Every cell of every page stays inside the margins, and no two overlap. */
function expectInsideAndApart(layout: SheetLayout) {
  const { paper, codeMm, caption } = layout;
  const cells = Array.from({ length: layout.perPage }, (_, index) => cellOf(layout, index));
  for (const cell of cells) {
    expect(cell.page).toBe(0);
    expect(cell.xMm).toBeGreaterThanOrEqual(PAGE_MARGIN_MM - 1e-9);
    expect(cell.yMm).toBeGreaterThanOrEqual(PAGE_MARGIN_MM - 1e-9);
    expect(cell.xMm + codeMm).toBeLessThanOrEqual(paper.widthMm - PAGE_MARGIN_MM + 1e-9);
    expect(cell.yMm + codeMm + caption.heightMm).toBeLessThanOrEqual(paper.heightMm - PAGE_MARGIN_MM + 1e-9);
  }
  for (const [index, cell] of cells.entries()) {
    for (const other of cells.slice(index + 1)) {
      const apartX = Math.abs(cell.xMm - other.xMm) >= codeMm + GAP_MM - 1e-9;
      const apartY = Math.abs(cell.yMm - other.yMm) >= codeMm + caption.heightMm + GAP_MM - 1e-9;
      expect(apartX || apartY).toBe(true);
    }
  }
}

describe('the printed sheet’s layout', () => {
  it('fits 4 × 5 codes of 40 mm on A4 and on Letter, centred on the page', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const layout = layoutOf(paper, 40);
      expect([layout.columns, layout.rows, layout.perPage]).toEqual([4, 5, 20]);
      const first = cellOf(layout, 0);
      const last = cellOf(layout, 19);
      const rightMargin = PAPERS[paper].widthMm - (last.xMm + 40);
      const bottomMargin = PAPERS[paper].heightMm - (last.yMm + 40 + layout.caption.heightMm);
      expect(first.xMm).toBeCloseTo(rightMargin, 9);
      expect(first.yMm).toBeCloseTo(bottomMargin, 9);
      expectInsideAndApart(layout);
    }
  });

  it('keeps every size in range inside the margins, with no two codes touching', () => {
    for (let mm = CODE_SIZE_MM.min; mm <= CODE_SIZE_MM.max; mm += 0.5) {
      for (const paper of ['a4', 'letter'] as const) expectInsideAndApart(layoutOf(paper, mm));
    }
  });

  it('puts the smallest codes many to a page and the largest one or two', () => {
    expect(layoutOf('a4', 15).perPage).toBe(9 * 10);
    expect(layoutOf('a4', 100).perPage).toBe(2);
    expect(layoutOf('letter', 100).perPage).toBe(2);
  });

  it('fills rows left to right, then the next page', () => {
    const layout = layoutOf('a4', 40);
    expect(cellOf(layout, 1).xMm - cellOf(layout, 0).xMm).toBeCloseTo(40 + GAP_MM, 9);
    expect(cellOf(layout, 4)).toMatchObject({ page: 0, xMm: cellOf(layout, 0).xMm });
    expect(cellOf(layout, 4).yMm).toBeGreaterThan(cellOf(layout, 0).yMm);
    expect(cellOf(layout, 20)).toEqual({ ...cellOf(layout, 0), page: 1 });
    expect(pagesFor(layout, 50)).toBe(3);
    expect(pagesFor(layout, 20)).toBe(1);
    expect(pagesFor(layout, 0)).toBe(1);
  });

  it('refuses a size that fits no code on the page, and says the largest that does', () => {
    expect(sheetLayout('a4', 200)).toEqual({
      ok: false,
      message:
        'A 200 mm code with its label does not fit on A4 paper inside printable margins; choose at most 190 mm.',
    });
    expect(sheetLayout('letter', 262.5)).toMatchObject({
      ok: false,
      message: expect.stringContaining('Letter'),
    });
  });

  it('sets captions between 6 and 10 points, growing with the code', () => {
    expect(captionFor(15)).toMatchObject({ labelPt: 6, urlPt: 6 });
    expect(captionFor(40)).toMatchObject({ labelPt: 8, urlPt: 7 });
    expect(captionFor(100)).toMatchObject({ labelPt: 10, urlPt: 9 });
    expect(captionFor(40).heightMm).toBeGreaterThan(captionFor(15).heightMm);
  });
});

describe('the code size as typed', () => {
  it('takes millimetres from 15 to 100, one decimal at most, with or without "mm"', () => {
    expect(checkCodeSize('40')).toEqual({ ok: true, mm: 40 });
    expect(checkCodeSize(' 25.4 mm')).toEqual({ ok: true, mm: 25.4 });
    expect(checkCodeSize('30,5')).toEqual({ ok: true, mm: 30.5 });
    expect(checkCodeSize('15')).toEqual({ ok: true, mm: 15 });
    expect(checkCodeSize('100MM')).toEqual({ ok: true, mm: 100 });
  });

  it('says what is wrong with anything else', () => {
    expect(checkCodeSize('')).toEqual({
      ok: false,
      message: 'Enter the code’s size in millimetres, from 15 to 100.',
    });
    expect(checkCodeSize('25.45')).toMatchObject({
      ok: false,
      message: expect.stringContaining('one decimal'),
    });
    expect(checkCodeSize('big')).toMatchObject({ ok: false });
    expect(checkCodeSize('-20')).toMatchObject({ ok: false });
    expect(checkCodeSize('14.9')).toEqual({ ok: false, message: 'The size must be at least 15 mm.' });
    expect(checkCodeSize('101')).toEqual({ ok: false, message: 'The size must be at most 100 mm.' });
  });
});

describe('the paper offered first', () => {
  it('is Letter where it is the custom and A4 elsewhere', () => {
    expect(defaultPaper('en-US')).toBe('letter');
    expect(defaultPaper('es-MX')).toBe('letter');
    expect(defaultPaper('fr-CA')).toBe('letter');
    expect(defaultPaper('en-GB')).toBe('a4');
    expect(defaultPaper('de')).toBe('a4');
    expect(defaultPaper('not a locale')).toBe('a4');
  });
});
