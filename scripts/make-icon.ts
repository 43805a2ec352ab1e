import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/**
 * Draws the app icon: two chain links (a link, in the sense of a URL) on a teal-to-blue rounded square.
 * One description of the shapes gives both `resources/icon.svg` and the 512×512 `resources/icon.png`
 * electron-builder turns into the macOS, Windows and Linux icons. Run with `npm run icon`.
 */
const SIZE = 512;
const TRAY_SIZE = 64;
const tile = { x: 32, y: 32, size: 448, radius: 96, from: '#0f766e', to: '#1d4ed8' };
const link = { length: 240, thickness: 112, stroke: 32, angle: -45, colour: '#ffffff' };
const links = [
  { cx: 200, cy: 312 },
  { cx: 312, cy: 200 },
];

function svg(): string {
  const shapes = links.map(
    ({ cx, cy }) =>
      `    <rect x="${cx - link.length / 2}" y="${cy - link.thickness / 2}" width="${link.length}" height="${link.thickness}" ` +
      `rx="${link.thickness / 2}" transform="rotate(${link.angle} ${cx} ${cy})"/>`,
  );
  const end = tile.x + tile.size;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    '  <defs>',
    `    <linearGradient id="tile" x1="${tile.x}" y1="${tile.y}" x2="${end}" y2="${end}" gradientUnits="userSpaceOnUse">`,
    `      <stop offset="0" stop-color="${tile.from}"/>`,
    `      <stop offset="1" stop-color="${tile.to}"/>`,
    '    </linearGradient>',
    '  </defs>',
    `  <rect x="${tile.x}" y="${tile.y}" width="${tile.size}" height="${tile.size}" rx="${tile.radius}" fill="url(#tile)"/>`,
    `  <g fill="none" stroke="${link.colour}" stroke-width="${link.stroke}">`,
    ...shapes,
    '  </g>',
    '</svg>',
    '',
  ].join('\n');
}

const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
/** How much of the pixel a shape covers, from the signed distance of the pixel's centre to its edge. */
const coverage = (distance: number) => clamp01(0.5 - distance);

function tileDistance(x: number, y: number): number {
  const half = tile.size / 2;
  const qx = Math.abs(x - (tile.x + half)) - (half - tile.radius);
  const qy = Math.abs(y - (tile.y + half)) - (half - tile.radius);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - tile.radius;
}

function linkDistance(x: number, y: number): number {
  const radians = (link.angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const segment = (link.length - link.thickness) / 2;
  let nearest = Number.POSITIVE_INFINITY;
  for (const { cx, cy } of links) {
    const dx = x - cx;
    const dy = y - cy;
    const along = dx * cos + dy * sin;
    const across = -dx * sin + dy * cos;
    const outline = Math.hypot(Math.max(Math.abs(along) - segment, 0), across) - link.thickness / 2;
    nearest = Math.min(nearest, Math.abs(outline) - link.stroke / 2);
  }
  return nearest;
}

function png(): Buffer {
  const image = new PNG({ width: SIZE, height: SIZE });
  const [from, to, white] = [rgb(tile.from), rgb(tile.to), rgb(link.colour)];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const [px, py] = [x + 0.5, y + 0.5];
      const t = clamp01((px - tile.x + (py - tile.y)) / (2 * tile.size));
      const ink = coverage(linkDistance(px, py));
      const offset = (y * SIZE + x) * 4;
      for (let channel = 0; channel < 3; channel++) {
        const background = from[channel]! + (to[channel]! - from[channel]!) * t;
        image.data[offset + channel] = Math.round(background + (white[channel]! - background) * ink);
      }
      image.data[offset + 3] = Math.round(255 * coverage(tileDistance(px, py)));
    }
  }
  return PNG.sync.write(image);
}

/**
 * The tray's copy, 64×64: each pixel the average of an 8×8 block of the full icon (colours weighted by their
 * coverage), so edges stay smooth. Main scales it to each system's tray size; it ships beside the main bundle.
 */
function trayPng(full: Buffer): Buffer {
  const source = PNG.sync.read(full);
  const factor = SIZE / TRAY_SIZE;
  const image = new PNG({ width: TRAY_SIZE, height: TRAY_SIZE });
  for (let y = 0; y < TRAY_SIZE; y++) {
    for (let x = 0; x < TRAY_SIZE; x++) {
      const sums = [0, 0, 0, 0];
      for (let dy = 0; dy < factor; dy++) {
        for (let dx = 0; dx < factor; dx++) {
          const offset = ((y * factor + dy) * SIZE + x * factor + dx) * 4;
          const alpha = source.data[offset + 3]!;
          for (let channel = 0; channel < 3; channel++)
            sums[channel]! += source.data[offset + channel]! * alpha;
          sums[3]! += alpha;
        }
      }
      const offset = (y * TRAY_SIZE + x) * 4;
      for (let channel = 0; channel < 3; channel++) {
        image.data[offset + channel] = sums[3]! > 0 ? Math.round(sums[channel]! / sums[3]!) : 0;
      }
      image.data[offset + 3] = Math.round(sums[3]! / (factor * factor));
    }
  }
  return PNG.sync.write(image);
}

/**
 * The macOS menu-bar copy at `size` × `size`: the two links alone, black on transparent, drawn at that size from
 * the same shapes. macOS tints a template image for the light or dark menu bar itself; a coloured tile there
 * looks out of place and blurs when scaled down.
 */
function templatePng(size: number): Buffer {
  const image = new PNG({ width: size, height: size });
  // The links fill the tile's square; the tile itself is left out.
  const scale = tile.size / size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [px, py] = [tile.x + (x + 0.5) * scale, tile.y + (y + 0.5) * scale];
      const offset = (y * size + x) * 4;
      // Coverage at this size: the distance is in the full icon's units, a pixel here is `scale` of them.
      image.data[offset + 3] = Math.round(255 * coverage(linkDistance(px, py) / scale));
    }
  }
  return PNG.sync.write(image);
}

const full = png();
writeFileSync(new URL('../resources/icon.svg', import.meta.url), svg());
writeFileSync(new URL('../resources/icon.png', import.meta.url), full);
writeFileSync(new URL('../src/main/desktop/tray-icon.png', import.meta.url), trayPng(full));
// 18 points in the menu bar: 18 pixels, and 36 on Retina screens.
writeFileSync(new URL('../src/main/desktop/tray-template.png', import.meta.url), templatePng(18));
writeFileSync(new URL('../src/main/desktop/tray-template-2x.png', import.meta.url), templatePng(36));
console.log(
  'Wrote resources/icon.svg, resources/icon.png and the tray icons in src/main/desktop/ ' +
    '(tray-icon.png, tray-template.png, tray-template-2x.png).',
);
