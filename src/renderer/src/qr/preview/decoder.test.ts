import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '../../../../shared/qr/colours.ts';
import { encodeMatrix } from '../../../../shared/qr/matrix.ts';
import { rasterise } from '../../../../shared/qr/raster.ts';
import { decodeQr } from './decoder.ts';

// The same module the window runs: the wasm comes from the bundle's inlined data URL, never from the network.
describe('the preview’s decoder', () => {
  it('reads a drawn code back exactly, including text beyond ASCII', async () => {
    const content = 'WIFI:S:Café;T:WPA;P:pa\\;ss;;';
    const image = rasterise(encodeMatrix(content, { withLogo: false }), {
      pixels: 240,
      foreground: BLACK,
      background: WHITE,
    });
    expect(await decodeQr(image)).toBe(content);
  });

  it('answers null for an image with no code', async () => {
    const blank = { width: 64, height: 64, data: new Uint8ClampedArray(64 * 64 * 4).fill(255) };
    expect(await decodeQr(blank)).toBeNull();
  });

  it('does not read a code with swapped colours, as many phones would not', async () => {
    const image = rasterise(encodeMatrix('https://example.com/', { withLogo: false }), {
      pixels: 240,
      foreground: WHITE,
      background: BLACK,
    });
    expect(await decodeQr(image)).toBeNull();
  });
});
