import type { Rgb } from './colours.ts';
import { forEachDarkRun } from './dark-runs.ts';
import type { QrMatrix } from './matrix.ts';

/**
 * The code as pixels: what the preview canvas shows, what the scan check decodes, and what a PNG export holds.
 * It runs on every keystroke and for 4,096 px exports, so it fills whole runs and copies finished rows instead
 * of deciding pixel by pixel.
 */

/** Same layout as a canvas ImageData: RGBA, 4 bytes per pixel, row-major. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** The light margin the standard asks for around the symbol; scanners look for it to find the code's edge. */
export const QUIET_ZONE_MODULES = 4;

/** Pixels, squares; `pad` is the background-coloured square the logo sits on. */
export interface LogoBox {
  x: number;
  y: number;
  size: number;
  pad: { x: number; y: number; size: number };
}

export function logoBox(matrixSize: number, pixels: number, logoScale: number): LogoBox {
  if (!(logoScale > 0 && logoScale <= 1))
    throw new RangeError(`A logo scale of ${logoScale} is not in (0, 1].`);
  const modulePixels = pixels / (matrixSize + 2 * QUIET_ZONE_MODULES);
  // The pad keeps the logo's edge off the neighbouring modules, which would otherwise merge with it.
  const margin = Math.max(1, Math.round(modulePixels));
  let size = Math.max(1, Math.round(logoScale * matrixSize * modulePixels));
  // Whole pixels and exactly centred: the space left on each side must be a whole number too.
  if ((pixels - size) % 2 !== 0) size += size > 1 ? -1 : 1;
  const x = (pixels - size) / 2;
  return { x, y: x, size, pad: { x: x - margin, y: x - margin, size: size + 2 * margin } };
}

export function rasterise(
  matrix: QrMatrix,
  look: {
    pixels: number;
    foreground: Rgb;
    background: Rgb;
    logo?: { image: RgbaImage; scale: number };
  },
): RgbaImage {
  const { size } = matrix;
  const { pixels } = look;
  const total = size + 2 * QUIET_ZONE_MODULES;
  if (!Number.isInteger(pixels) || pixels < total) {
    throw new RangeError(
      `A ${size}-module code needs a whole number of pixels, at least ${total}; got ${pixels}.`,
    );
  }
  const data = new Uint8ClampedArray(pixels * pixels * 4);
  const words = new Uint32Array(data.buffer);
  const dark = packed(look.foreground);
  const light = packed(look.background);
  const start = moduleStarts(total, pixels);

  // The quiet zone and every light module are background: fill once, then draw only dark runs.
  words.fill(light);
  for (let row = 0; row < size; row++) {
    const top = start[row + QUIET_ZONE_MODULES]!;
    const bottom = start[row + QUIET_ZONE_MODULES + 1]!;
    const first = top * pixels;
    forEachDarkRun(matrix, row, (runStart, runEnd) =>
      words.fill(
        dark,
        first + start[runStart + QUIET_ZONE_MODULES]!,
        first + start[runEnd + QUIET_ZONE_MODULES]!,
      ),
    );
    // The other pixel rows of this module row are the same: copy the finished one.
    for (let y = top + 1; y < bottom; y++) words.copyWithin(y * pixels, first, first + pixels);
  }

  if (look.logo) drawLogo(data, words, pixels, size, light, look.background, look.logo);
  return { width: pixels, height: pixels, data };
}

/** The pad in the background colour, then the logo composited over it with its own alpha. */
function drawLogo(
  data: Uint8ClampedArray,
  words: Uint32Array,
  pixels: number,
  matrixSize: number,
  light: number,
  background: Rgb,
  logo: { image: RgbaImage; scale: number },
): void {
  const box = logoBox(matrixSize, pixels, logo.scale);
  const { image } = logo;
  if (image.width !== box.size || image.height !== box.size) {
    throw new RangeError(
      `The logo must be ${box.size} × ${box.size} pixels; got ${image.width} × ${image.height}.`,
    );
  }
  const { pad } = box;
  for (let y = pad.y; y < pad.y + pad.size; y++)
    words.fill(light, y * pixels + pad.x, y * pixels + pad.x + pad.size);

  const source = image.data;
  const [r, g, b] = background;
  for (let y = 0; y < box.size; y++) {
    let from = y * box.size * 4;
    let to = ((box.y + y) * pixels + box.x) * 4;
    for (let x = 0; x < box.size; x++, from += 4, to += 4) {
      const alpha = source[from + 3]!;
      if (alpha === 0) continue;
      if (alpha === 255) {
        data[to] = source[from]!;
        data[to + 1] = source[from + 1]!;
        data[to + 2] = source[from + 2]!;
        continue;
      }
      // The array rounds to the nearest integer on assignment.
      const rest = 255 - alpha;
      data[to] = (source[from]! * alpha + r * rest) / 255;
      data[to + 1] = (source[from + 1]! * alpha + g * rest) / 255;
      data[to + 2] = (source[from + 2]! * alpha + b * rest) / 255;
    }
  }
}

/**
 * First pixel of each module (and one past the last): pixel p shows module floor(p × total / pixels), so module
 * k starts at ceil(k × pixels / total). With fractional module sizes some modules get one pixel more.
 */
function moduleStarts(total: number, pixels: number): Int32Array {
  const starts = new Int32Array(total + 1);
  for (let k = 0; k <= total; k++) starts[k] = Math.ceil((k * pixels) / total);
  return starts;
}

/** An opaque colour as one 32-bit word in the platform's byte order, for filling RGBA runs at once. */
function packed(rgb: Rgb): number {
  return new Uint32Array(new Uint8Array([rgb[0], rgb[1], rgb[2], 255]).buffer)[0]!;
}
