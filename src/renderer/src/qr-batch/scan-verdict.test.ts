import { describe, expect, it } from 'vitest';
import type { RgbaImage } from '../../../shared/qr/raster.ts';
import { scanVerdict } from './scan-verdict.ts';

const image: RgbaImage = { width: 1, height: 1, data: new Uint8ClampedArray(4) };
const decodesAs = (text: string | null) => () => Promise.resolve(text);

describe('whether a code of the batch scans', () => {
  it('scans when it reads back as its content, or as anything when that is not known', async () => {
    expect(await scanVerdict(image, 'https://sho.rt/a', decodesAs('https://sho.rt/a'))).toEqual({
      scans: true,
      decoded: 'https://sho.rt/a',
    });
    expect(await scanVerdict(image, null, decodesAs('WIFI:S:Cafe;;'))).toEqual({
      scans: true,
      decoded: 'WIFI:S:Cafe;;',
    });
  });

  it('says why not: unreadable, read as something else, or not checked', async () => {
    expect(await scanVerdict(image, 'hello', decodesAs(null))).toEqual({
      scans: false,
      reason:
        'A QR decoder could not read it back (often too little contrast, light modules on a dark background, or a logo too large).',
    });
    expect(await scanVerdict(image, null, decodesAs(null))).toMatchObject({ scans: false });
    expect(await scanVerdict(image, 'hello', decodesAs('hullo'))).toEqual({
      scans: false,
      reason: 'It reads back as “hullo”, not as its content.',
    });
    expect(
      await scanVerdict(image, 'hello', () => Promise.reject(new Error('The decoder did not load.'))),
    ).toEqual({ scans: false, reason: 'Linkdesk could not check that it scans: The decoder did not load..' });
  });
});
