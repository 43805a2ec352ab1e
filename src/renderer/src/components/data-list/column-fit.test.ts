import { describe, expect, it } from 'vitest';
import { fitColumns, parseTrack } from './column-fit.ts';

const REM = 16;

describe('parseTrack', () => {
  it('reads fixed sizes, stated minimums and bare fractions', () => {
    expect(parseTrack('8rem', REM)).toEqual({ min: 128, fraction: 0 });
    expect(parseTrack('40px', REM)).toEqual({ min: 40, fraction: 0 });
    expect(parseTrack('minmax(10rem, 2fr)', REM)).toEqual({ min: 160, fraction: 2 });
    expect(parseTrack('2fr', REM)).toEqual({ min: 96, fraction: 2 });
  });
});

describe('fitColumns', () => {
  const columns = [
    { track: 'minmax(10rem, 2fr)' },
    { track: 'minmax(8rem, 3fr)' },
    { track: '6rem', dropOrder: 2 },
    { track: '8rem', dropOrder: 1 },
  ];
  const around = { gap: 8, remPx: REM, fixedBefore: ['2.5rem'], fixedAfter: ['124px'] };
  // 40 + 160 + 128 + 96 + 128 + 124 and five gaps of 8.
  const everything = 716;

  it('shows every column when their minimums fit, flexible ones growing from them', () => {
    expect(fitColumns(columns, { ...around, width: everything })).toEqual({
      shown: [0, 1, 2, 3],
      tracks: ['minmax(160px, 2fr)', 'minmax(128px, 3fr)', '6rem', '8rem'],
    });
  });

  it('leaves out droppable columns, lowest dropOrder first, until the rest fit', () => {
    expect(fitColumns(columns, { ...around, width: everything - 1 }).shown).toEqual([0, 1, 2]);
    expect(fitColumns(columns, { ...around, width: everything - 136 - 1 }).shown).toEqual([0, 1]);
  });

  it('lets flexible columns shrink below their minimum when nothing is left to drop', () => {
    const fit = fitColumns(columns, { ...around, width: 300 });
    expect(fit.shown).toEqual([0, 1]);
    expect(fit.tracks).toEqual(['minmax(0px, 2fr)', 'minmax(0px, 3fr)']);
  });

  it('shows every column while the width is unknown (not laid out yet)', () => {
    expect(fitColumns(columns, { ...around, width: 0 }).shown).toEqual([0, 1, 2, 3]);
  });
});
