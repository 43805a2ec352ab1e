import { rgbToHex, type Rgb } from './colours.ts';
import { forEachDarkRun } from './dark-runs.ts';
import type { QrMatrix } from './matrix.ts';
import { logoBox, QUIET_ZONE_MODULES } from './raster.ts';

/**
 * The code as a standalone SVG file for print. Coordinates are in modules (the quiet zone included), so the
 * file scales to any size; `pixels` only sets its nominal width and height. The logo and its pad take the same
 * place as in the raster of that many pixels, so the SVG and the PNG of one size are the same picture.
 */
export function qrSvg(
  matrix: QrMatrix,
  look: {
    pixels: number;
    foreground: Rgb;
    background: Rgb;
    logo?: { href: string; scale: number };
    title?: string;
  },
): string {
  const total = matrix.size + 2 * QUIET_ZONE_MODULES;
  // Hex rather than rgb(): older print and drawing programs read it without fail.
  const light = rgbToHex(look.background);
  const dark = rgbToHex(look.foreground);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${look.pixels}" height="${look.pixels}" ` +
      `viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">`,
  ];
  if (look.title !== undefined) parts.push(`<title>${escapeXml(look.title)}</title>`);
  parts.push(`<rect width="${total}" height="${total}" fill="${light}"/>`);
  parts.push(`<path fill="${dark}" d="${darkModulesPath(matrix)}"/>`);
  if (look.logo) {
    const box = logoBox(matrix.size, look.pixels, look.logo.scale);
    const unit = total / look.pixels;
    const at = (value: number) => round(value * unit);
    parts.push(
      `<rect x="${at(box.pad.x)}" y="${at(box.pad.y)}" width="${at(box.pad.size)}" height="${at(box.pad.size)}" ` +
        `fill="${light}"/>`,
      `<image href="${escapeXml(look.logo.href)}" x="${at(box.x)}" y="${at(box.y)}" width="${at(box.size)}" ` +
        `height="${at(box.size)}" preserveAspectRatio="xMidYMid meet"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

/**
 * One subpath per horizontal run of dark modules, `M x y h n v1 h-n z`: a fraction of the size of one square
 * per module, and shapes that touch along whole edges, so no hairline gaps appear between them when scaled.
 */
export function darkModulesPath(matrix: QrMatrix): string {
  const runs: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    forEachDarkRun(matrix, row, (runStart, runEnd) => {
      const length = runEnd - runStart;
      runs.push(`M${runStart + QUIET_ZONE_MODULES} ${row + QUIET_ZONE_MODULES}h${length}v1h-${length}z`);
    });
  }
  return runs.join('');
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
