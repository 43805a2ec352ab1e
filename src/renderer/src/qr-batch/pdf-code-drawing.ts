import type { Rgb } from '../../../shared/qr/colours.ts';
import { forEachDarkRun } from '../../../shared/qr/dark-runs.ts';
import type { QrMatrix } from '../../../shared/qr/matrix.ts';
import { logoBox, QUIET_ZONE_MODULES, type RgbaImage } from '../../../shared/qr/raster.ts';

/**
 * A code as PDF drawing operators, in units of one module with the origin at the bottom left of its white margin:
 * the page scales it to any size, and a printer draws every edge as sharp as it can print. All dark runs are
 * rectangles of one path filled at once, so that no renderer shows hairline seams between touching modules.
 */

/** A square within the code, in modules from its bottom-left corner. */
export interface ModuleSquare {
  x: number;
  y: number;
  size: number;
}

/** Where a logo sits: the plate in the background colour, and the logo's own square on it. */
export interface LogoPlacement {
  pad: ModuleSquare;
  box: ModuleSquare;
}

/** Fine enough that rounding to whole units leaves the logo where the raster puts it, to a hundredth of a module. */
const UNITS_PER_MODULE = 100;

/**
 * The logo's plate and square as the raster places them (`logoBox`), in modules. Measured over the whole code
 * with the y axis pointing up, as PDF's does; the box is centred, so only the axis's direction differs.
 */
export function logoPlacement(matrix: QrMatrix, logoScale: number): LogoPlacement {
  const total = matrix.size + 2 * QUIET_ZONE_MODULES;
  const units = total * UNITS_PER_MODULE;
  const box = logoBox(matrix.size, units, logoScale);
  const inModules = (x: number, size: number): ModuleSquare => {
    const at = x / UNITS_PER_MODULE;
    return { x: at, y: total - at - size / UNITS_PER_MODULE, size: size / UNITS_PER_MODULE };
  };
  return { pad: inModules(box.pad.x, box.pad.size), box: inModules(box.x, box.size) };
}

const number = (value: number) => String(Math.round(value * 1000) / 1000);

const colour = ([red, green, blue]: Rgb) =>
  `${number(red / 255)} ${number(green / 255)} ${number(blue / 255)} rg`;

/**
 * The operators that draw the code: its background over the whole square (quiet zone included), the dark
 * modules, and, with a logo, the plate and the image named `logoName` in the form's resources.
 */
export function codeOperators(
  matrix: QrMatrix,
  look: { foreground: Rgb; background: Rgb },
  logo: { placement: LogoPlacement; name: string } | null,
): string {
  const total = matrix.size + 2 * QUIET_ZONE_MODULES;
  const lines = [`${colour(look.background)} 0 0 ${total} ${total} re f`, colour(look.foreground)];
  for (let row = 0; row < matrix.size; row++) {
    // Module rows count down from the top; PDF's y axis points up.
    const y = total - QUIET_ZONE_MODULES - row - 1;
    forEachDarkRun(matrix, row, (start, end) =>
      lines.push(`${start + QUIET_ZONE_MODULES} ${y} ${end - start} 1 re`),
    );
  }
  lines.push('f');
  if (logo) {
    const { pad, box } = logo.placement;
    lines.push(`${colour(look.background)} ${[pad.x, pad.y, pad.size, pad.size].map(number).join(' ')} re f`);
    lines.push(
      `q ${number(box.size)} 0 0 ${number(box.size)} ${number(box.x)} ${number(box.y)} cm /${logo.name} Do Q`,
    );
  }
  return lines.join('\n');
}

/** An image's samples as PDF wants them: grey or RGB without alpha, and the alpha apart (its soft mask). */
export interface ImageSamples {
  channels: 1 | 3;
  colour: Uint8Array<ArrayBuffer>;
  /** null when every pixel is opaque. */
  alpha: Uint8Array<ArrayBuffer> | null;
}

/**
 * Splits RGBA pixels into colour and alpha. An image with no colour (the usual black-on-white code) is stored as
 * grey, a third of the size; alpha only when some pixel is not opaque (a logo's rounded corners).
 */
export function imageSamples(image: RgbaImage): ImageSamples {
  const { data } = image;
  const pixels = image.width * image.height;
  let grey = true;
  let opaque = true;
  for (let at = 0; at < data.length; at += 4) {
    if (grey && (data[at] !== data[at + 1] || data[at] !== data[at + 2])) grey = false;
    if (opaque && data[at + 3] !== 255) opaque = false;
    if (!grey && !opaque) break;
  }
  const channels = grey ? 1 : 3;
  const colour = new Uint8Array(pixels * channels);
  const alpha = opaque ? null : new Uint8Array(pixels);
  for (let pixel = 0, at = 0; pixel < pixels; pixel++, at += 4) {
    if (grey) {
      colour[pixel] = data[at]!;
    } else {
      colour[pixel * 3] = data[at]!;
      colour[pixel * 3 + 1] = data[at + 1]!;
      colour[pixel * 3 + 2] = data[at + 2]!;
    }
    if (alpha) alpha[pixel] = data[at + 3]!;
  }
  return { channels, colour, alpha };
}
