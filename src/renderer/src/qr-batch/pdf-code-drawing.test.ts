import { describe, expect, it } from 'vitest';
import { BLACK, WHITE } from '../../../shared/qr/colours.ts';
import { encodeMatrix } from '../../../shared/qr/matrix.ts';
import { logoBox, QUIET_ZONE_MODULES } from '../../../shared/qr/raster.ts';
import { codeOperators, imageSamples, logoPlacement } from './pdf-code-drawing.ts';

/** The dark modules the operators paint, read back from their `re` rectangles, as a matrix's rows. */
function paintedModules(operators: string, size: number): Uint8Array {
  const total = size + 2 * QUIET_ZONE_MODULES;
  const modules = new Uint8Array(size * size);
  const [, dark] = operators.split(/ rg\n/);
  for (const match of dark!.matchAll(/^(\d+) (\d+) (\d+) 1 re$/gm)) {
    const [x, y, width] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const row = total - QUIET_ZONE_MODULES - 1 - y;
    for (let column = x - QUIET_ZONE_MODULES; column < x - QUIET_ZONE_MODULES + width; column++) {
      expect(modules[row * size + column]).toBe(0);
      modules[row * size + column] = 1;
    }
  }
  return modules;
}

describe('a code drawn as PDF operators', () => {
  it('paints exactly the dark modules, once each, in one fill over its background', () => {
    const matrix = encodeMatrix('https://sho.rt/spring-menu', { withLogo: false });
    const operators = codeOperators(matrix, { foreground: [20, 40, 90], background: WHITE }, null);
    expect(paintedModules(operators, matrix.size)).toEqual(matrix.modules);
    const total = matrix.size + 2 * QUIET_ZONE_MODULES;
    expect(operators.startsWith(`1 1 1 rg 0 0 ${total} ${total} re f\n0.078 0.157 0.353 rg\n`)).toBe(true);
    expect(operators.match(/^f$/gm)).toHaveLength(1);
  });

  it('puts a logo on a plate of the background, where the raster puts it', () => {
    const matrix = encodeMatrix('https://sho.rt/spring-menu', { withLogo: true });
    const total = matrix.size + 2 * QUIET_ZONE_MODULES;
    const placement = logoPlacement(matrix, 0.25);
    // Drawn at one pixel per hundredth of a module, the raster's box is the same square.
    const raster = logoBox(matrix.size, total * 100, 0.25);
    expect(placement.box.size).toBeCloseTo(raster.size / 100, 9);
    expect(placement.box.x).toBeCloseTo(raster.x / 100, 9);
    // Centred: as far from the bottom as from the left.
    expect(placement.box.y).toBeCloseTo(total - placement.box.x - placement.box.size, 9);
    expect(placement.pad.size).toBeGreaterThan(placement.box.size);

    const operators = codeOperators(
      matrix,
      { foreground: BLACK, background: WHITE },
      { placement, name: 'Logo' },
    );
    const lines = operators.split('\n');
    expect(lines.at(-2)).toMatch(/^1 1 1 rg [\d.]+ [\d.]+ [\d.]+ [\d.]+ re f$/);
    expect(lines.at(-1)).toMatch(/^q ([\d.]+) 0 0 \1 [\d.]+ [\d.]+ cm \/Logo Do Q$/);
  });
});

describe('an image’s samples for a PDF', () => {
  const pixels = (values: number[][]) => ({
    width: values.length,
    height: 1,
    data: new Uint8ClampedArray(values.flat()),
  });

  it('stores an image without colour as grey, without alpha when it is opaque', () => {
    expect(
      imageSamples(
        pixels([
          [0, 0, 0, 255],
          [255, 255, 255, 255],
        ]),
      ),
    ).toEqual({
      channels: 1,
      colour: new Uint8Array([0, 255]),
      alpha: null,
    });
  });

  it('keeps colour and a soft mask when the image has them', () => {
    expect(
      imageSamples(
        pixels([
          [200, 30, 60, 255],
          [255, 255, 255, 0],
        ]),
      ),
    ).toEqual({
      channels: 3,
      colour: new Uint8Array([200, 30, 60, 255, 255, 255]),
      alpha: new Uint8Array([255, 0]),
    });
  });
});
