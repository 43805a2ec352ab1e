import { describe, expect, it } from 'vitest';
import { checkExportSize } from './export-size.ts';

describe('the export size', () => {
  it('accepts whole numbers of pixels from 128 to 4096, with or without "px"', () => {
    expect(checkExportSize('1024')).toEqual({ ok: true, pixels: 1024 });
    expect(checkExportSize(' 128 ')).toEqual({ ok: true, pixels: 128 });
    expect(checkExportSize('4096 px')).toEqual({ ok: true, pixels: 4096 });
    expect(checkExportSize('300PX')).toEqual({ ok: true, pixels: 300 });
  });

  it('says what is wrong with anything else', () => {
    expect(checkExportSize('')).toEqual({ ok: false, message: 'Enter a size in pixels, from 128 to 4096.' });
    expect(checkExportSize('12.5')).toEqual({
      ok: false,
      message: 'Enter the size as a whole number of pixels, from 128 to 4096.',
    });
    expect(checkExportSize('big')).toMatchObject({ ok: false });
    expect(checkExportSize('-512')).toMatchObject({ ok: false });
    expect(checkExportSize('127')).toEqual({ ok: false, message: 'The size must be at least 128 pixels.' });
    expect(checkExportSize('4097')).toEqual({ ok: false, message: 'The size must be at most 4096 pixels.' });
  });
});
