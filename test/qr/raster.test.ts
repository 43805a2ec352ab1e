import { describe, expect, it } from 'vitest';
import type { Rgb } from '../../src/shared/qr/colours.ts';
import { encodeMatrix, type QrMatrix } from '../../src/shared/qr/matrix.ts';
import { logoBox, QUIET_ZONE_MODULES, rasterise, type RgbaImage } from '../../src/shared/qr/raster.ts';
import { jsqrDecode, syntheticLogo, zxingDecode } from '../support/qr-decoders.ts';

const NAVY: Rgb = [20, 33, 84];
const CREAM: Rgb = [255, 248, 220];

function pixel(image: RgbaImage, x: number, y: number): number[] {
  const at = (y * image.width + x) * 4;
  return [...image.data.slice(at, at + 4)];
}

/** Module (row, column) of pixel (x, y), or null in the quiet zone: the rule the raster promises. */
function moduleAt(matrix: QrMatrix, pixels: number, x: number, y: number): boolean | null {
  const total = matrix.size + 2 * QUIET_ZONE_MODULES;
  const column = Math.floor((x * total) / pixels) - QUIET_ZONE_MODULES;
  const row = Math.floor((y * total) / pixels) - QUIET_ZONE_MODULES;
  if (row < 0 || column < 0 || row >= matrix.size || column >= matrix.size) return null;
  return matrix.modules[row * matrix.size + column] === 1;
}

function expectEveryPixelFollowsTheMatrix(matrix: QrMatrix, image: RgbaImage, dark: Rgb, light: Rgb) {
  let mismatches = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const expected = moduleAt(matrix, image.width, x, y) ? dark : light;
      const at = (y * image.width + x) * 4;
      const data = image.data;
      if (
        data[at] !== expected[0] ||
        data[at + 1] !== expected[1] ||
        data[at + 2] !== expected[2] ||
        data[at + 3] !== 255
      )
        mismatches++;
    }
  }
  expect(mismatches).toBe(0);
}

describe('logoBox', () => {
  it('centres a whole-pixel logo, padded by one module', () => {
    for (const [size, pixels, scale] of [
      [33, 410, 0.22],
      [33, 411, 0.22],
      [57, 240, 0.4],
      [21, 29, 0.1],
    ] as const) {
      const box = logoBox(size, pixels, scale);
      const modulePixels = pixels / (size + 2 * QUIET_ZONE_MODULES);
      for (const value of [box.x, box.y, box.size, box.pad.x, box.pad.y, box.pad.size]) {
        expect(Number.isInteger(value)).toBe(true);
      }
      expect(box.x).toBe(box.y);
      expect(2 * box.x + box.size).toBe(pixels);
      expect(2 * box.pad.x + box.pad.size).toBe(pixels);
      expect(box.x - box.pad.x).toBe(Math.max(1, Math.round(modulePixels)));
      expect(Math.abs(box.size - scale * size * modulePixels)).toBeLessThanOrEqual(1.5);
    }
  });
});

describe('rasterise', () => {
  const matrix = encodeMatrix('https://example.com/rasterise', { withLogo: false });

  it('draws whole-pixel modules with the quiet zone in the background colour', () => {
    const pixels = (matrix.size + 8) * 5;
    const image = rasterise(matrix, { pixels, foreground: NAVY, background: CREAM });
    expect(image).toMatchObject({ width: pixels, height: pixels });
    expect(image.data).toHaveLength(pixels * pixels * 4);
    expectEveryPixelFollowsTheMatrix(matrix, image, NAVY, CREAM);
    // The finder pattern's outer corner is the first pixel after four modules of quiet zone.
    expect(pixel(image, 19, 19)).toEqual([...CREAM, 255]);
    expect(pixel(image, 20, 20)).toEqual([...NAVY, 255]);
  });

  it('maps each pixel to its module when modules are a fractional number of pixels', () => {
    for (const pixels of [matrix.size + 8, 128, 241, 333]) {
      expectEveryPixelFollowsTheMatrix(
        matrix,
        rasterise(matrix, { pixels, foreground: NAVY, background: CREAM }),
        NAVY,
        CREAM,
      );
    }
  });

  it('refuses a size too small for one pixel per module', () => {
    expect(() => rasterise(matrix, { pixels: matrix.size + 7, foreground: NAVY, background: CREAM })).toThrow(
      RangeError,
    );
    expect(() => rasterise(matrix, { pixels: 200.5, foreground: NAVY, background: CREAM })).toThrow(
      RangeError,
    );
  });

  it('puts the logo on a background pad, composited with its alpha', () => {
    const withLogo = encodeMatrix('logo', { withLogo: true });
    const pixels = 370;
    const box = logoBox(withLogo.size, pixels, 0.3);
    const logo = syntheticLogo(box.size);
    const image = rasterise(withLogo, {
      pixels,
      foreground: NAVY,
      background: CREAM,
      logo: { image: logo, scale: 0.3 },
    });
    const { pad } = box;
    // The pad's ring around the logo is all background.
    for (let i = pad.x; i < pad.x + pad.size; i++) {
      for (const [x, y] of [
        [i, pad.y],
        [pad.x, i],
        [i, box.y - 1],
        [box.x + box.size, i],
      ] as const) {
        expect(pixel(image, x, y)).toEqual([...CREAM, 255]);
      }
    }
    // Opaque logo pixels are copied, transparent ones show the background, the rest are blended.
    const centre = box.size >> 1;
    expect(pixel(image, box.x + centre, box.y + centre)).toEqual([
      ...pixel(logo, centre, centre).slice(0, 3),
      255,
    ]);
    expect(pixel(image, box.x, box.y)).toEqual([...CREAM, 255]);
    const partial = findPartlyTransparent(logo);
    const [r, g, b, a] = pixel(logo, partial.x, partial.y) as [number, number, number, number];
    const blended = [r, g, b].map((channel, i) => Math.round((channel * a + CREAM[i]! * (255 - a)) / 255));
    const actual = pixel(image, box.x + partial.x, box.y + partial.y);
    actual
      .slice(0, 3)
      .forEach((channel, i) => expect(Math.abs(channel - blended[i]!)).toBeLessThanOrEqual(1));
    // Outside the pad the code is untouched.
    expect(pixel(image, pad.x - 1, pad.y - 1)).toEqual(
      moduleAt(withLogo, pixels, pad.x - 1, pad.y - 1) ? [...NAVY, 255] : [...CREAM, 255],
    );
  });

  it('refuses a logo image of the wrong size', () => {
    const withLogo = encodeMatrix('logo', { withLogo: true });
    expect(() =>
      rasterise(withLogo, {
        pixels: 300,
        foreground: NAVY,
        background: CREAM,
        logo: { image: syntheticLogo(7), scale: 0.22 },
      }),
    ).toThrow(/must be \d+ × \d+ pixels/);
  });

  it('draws codes that decode at 128 and 1,000 pixels', async () => {
    const content = 'https://x.test/Ab3';
    const small = encodeMatrix(content, { withLogo: false });
    for (const pixels of [128, 1000]) {
      const image = rasterise(small, { pixels, foreground: NAVY, background: CREAM });
      expect(await zxingDecode(image)).toBe(content);
      expect(await jsqrDecode(image)).toBe(content);
    }
  });

  it('draws a 4,096 pixel export quickly, and it decodes', async () => {
    const content = 'https://x.test/Ab3';
    const withLogo = encodeMatrix(content, { withLogo: true });
    const box = logoBox(withLogo.size, 4096, 0.22);
    const started = performance.now();
    const image = rasterise(withLogo, {
      pixels: 4096,
      foreground: NAVY,
      background: CREAM,
      logo: { image: syntheticLogo(box.size), scale: 0.22 },
    });
    // Generous for a loaded machine; it takes a few tens of milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(image).toMatchObject({ width: 4096, height: 4096 });
    expect(pixel(image, 0, 0)).toEqual([...CREAM, 255]);
    expect(pixel(image, 4095, 4095)).toEqual([...CREAM, 255]);
    const modulePixels = 4096 / (withLogo.size + 8);
    const finderCorner = Math.ceil(4 * modulePixels);
    expect(pixel(image, finderCorner, finderCorner)).toEqual([...NAVY, 255]);
    expect(pixel(image, 4095 - finderCorner, finderCorner)).toEqual([...NAVY, 255]);
    expect(await zxingDecode(image)).toBe(content);
  });
});

function findPartlyTransparent(image: RgbaImage): { x: number; y: number } {
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const alpha = image.data[(y * image.width + x) * 4 + 3]!;
      if (alpha > 0 && alpha < 255) return { x, y };
    }
  }
  throw new Error('the synthetic logo has no partly transparent pixel');
}
