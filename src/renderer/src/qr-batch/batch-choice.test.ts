import { describe, expect, it } from 'vitest';
import { checkChoice, sheetSummary, type BatchChoice } from './batch-choice.ts';

const choice = (overrides: Partial<BatchChoice>): BatchChoice => ({
  format: 'pdf',
  paper: 'a4',
  sizeMm: '40',
  pixels: '1024',
  ...overrides,
});

describe('the batch’s choice', () => {
  it('makes a sheet layout of the paper and size for a PDF', () => {
    const checked = checkChoice(choice({ paper: 'letter', sizeMm: '25.4' }));
    expect(checked).toMatchObject({
      ok: true,
      format: { kind: 'pdf', layout: { codeMm: 25.4, paper: { name: 'Letter' } } },
    });
  });

  it('takes the size in pixels for a ZIP, and ignores the other format’s field', () => {
    expect(checkChoice(choice({ format: 'png', pixels: '512', sizeMm: 'nonsense' }))).toEqual({
      ok: true,
      format: { kind: 'zip', image: 'png', pixels: 512 },
    });
    expect(checkChoice(choice({ format: 'svg', pixels: '2048 px' }))).toEqual({
      ok: true,
      format: { kind: 'zip', image: 'svg', pixels: 2048 },
    });
  });

  it('names the field at fault and says why', () => {
    expect(checkChoice(choice({ sizeMm: '120' }))).toEqual({
      ok: false,
      field: 'sizeMm',
      message: 'The size must be at most 100 mm.',
    });
    expect(checkChoice(choice({ format: 'png', pixels: '64' }))).toEqual({
      ok: false,
      field: 'pixels',
      message: 'The size must be at least 128 pixels.',
    });
  });

  it('says how many codes a page takes and how many pages the batch fills', () => {
    const checked = checkChoice(choice({}));
    if (!checked.ok || checked.format.kind !== 'pdf') throw new Error('expected a sheet');
    expect(sheetSummary(checked.format.layout, 51)).toBe('20 codes a page (4 across, 5 down), 3 pages.');
    expect(sheetSummary(checked.format.layout, 1)).toBe('20 codes a page (4 across, 5 down), 1 page.');
  });
});
