import { describe, expect, it } from 'vitest';
import type { RgbaImage } from '../../../../shared/qr/raster.ts';
import { readBackWarning } from './read-back.ts';

const image: RgbaImage = { width: 1, height: 1, data: new Uint8ClampedArray(4) };
const decodesAs = (text: string | null) => () => Promise.resolve(text);

describe('reading an export back', () => {
  it('says nothing when the image reads as the content', async () => {
    expect(await readBackWarning(image, 'hello', decodesAs('hello'))).toBeNull();
    expect(await readBackWarning(image, null, decodesAs('anything'))).toBeNull();
  });

  it('warns when it does not read, or reads as something else', async () => {
    expect(await readBackWarning(image, 'hello', decodesAs(null))).toBe(
      'Linkdesk could not read the exported image back as a QR code, so it may not scan. Test it with a phone before printing.',
    );
    expect(await readBackWarning(image, 'hello', decodesAs('hullo'))).toBe(
      'The exported image reads back as “hullo”, not as this code’s content. Test it with a phone before printing.',
    );
    expect(
      await readBackWarning(image, 'hello', () => Promise.reject(new Error('The decoder did not load.'))),
    ).toBe(
      'Linkdesk could not check that the exported image scans (The decoder did not load.). Test it with a phone before printing.',
    );
  });
});
