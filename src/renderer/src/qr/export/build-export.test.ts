import jsqrModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../../shared/ipc/errors.ts';
import type { Rgb } from '../../../../shared/qr/colours.ts';
import type { RgbaImage } from '../../../../shared/qr/raster.ts';
import type { LoadedLogo } from '../preview/logo-image.ts';
import { buildExport, type ExportTools } from './build-export.ts';
import type { DesignLook } from './export-image.ts';

// jsqr is CommonJS: its function is both the module and its `default`, and only the latter is typed that way.
const jsQR = jsqrModule.default;
const read = (image: RgbaImage) =>
  jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;

/** A logo as the preview hands it over: a red and white checked square of whatever size is asked for. */
function logo(): LoadedLogo {
  return {
    file: { name: 'logo.png', mediaType: 'image/png', base64: 'iVBORw0KGgo=' },
    width: 64,
    height: 64,
    dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    pixelsAt: (size) => {
      const data = new Uint8ClampedArray(size * size * 4);
      for (let at = 0; at < size * size; at++) {
        const light = (Math.floor((at % size) / 4) + Math.floor(at / size / 4)) % 2 === 0;
        data.set(light ? [255, 255, 255, 255] : [200, 30, 40, 255], at * 4);
      }
      return { width: size, height: size, data };
    },
  };
}

function look(overrides: Partial<DesignLook> = {}): DesignLook {
  return {
    content: 'https://links.example.com/menu',
    foreground: [20, 40, 90] as Rgb,
    background: [255, 250, 235] as Rgb,
    logo: null,
    logoScale: 0.22,
    ...overrides,
  };
}

/** The browser's steps stood in for: the "PNG" names the raster it was made from, the SVG comes from a map. */
function tools(svgs: Record<string, Result<string>> = {}) {
  const encoded: RgbaImage[] = [];
  const drawn: { svg: string; pixels: number }[] = [];
  const blank = (pixels: number): RgbaImage => ({
    width: pixels,
    height: pixels,
    data: new Uint8ClampedArray(pixels * pixels * 4).fill(255),
  });
  const value: ExportTools = {
    installationSvg: (link) =>
      Promise.resolve(svgs[link] ?? { ok: false, error: { code: 'network', message: 'Unreachable.' } }),
    pngBase64: (image) => {
      encoded.push(image);
      return Promise.resolve(`png-of-${image.width}`);
    },
    svgRaster: (svg, pixels) => {
      drawn.push({ svg, pixels });
      return Promise.resolve(blank(pixels));
    },
  };
  return { value, encoded, drawn };
}

describe('building an export', () => {
  it('draws a designed code as a PNG of exactly the size asked for, which reads back as its content', async () => {
    const { value, encoded } = tools();
    const built = await buildExport({ kind: 'design', look: look() }, 'png', 300, 'Menu', value);
    expect(built).toMatchObject({ ok: true, value: { content: 'png-of-300', encoding: 'base64' } });
    if (!built.ok) return;
    expect(encoded).toEqual([built.value.raster]);
    expect([built.value.raster.width, built.value.raster.height]).toEqual([300, 300]);
    expect(read(built.value.raster)).toBe('https://links.example.com/menu');
  });

  it('draws the logo into the PNG and carries it inside the SVG', async () => {
    const { value } = tools();
    const withLogo = look({ logo: logo(), logoScale: 0.2 });
    const png = await buildExport({ kind: 'design', look: withLogo }, 'png', 512, 'Menu', value);
    expect(png.ok && read(png.value.raster)).toBe('https://links.example.com/menu');

    const svg = await buildExport({ kind: 'design', look: withLogo }, 'svg', 512, 'Spring & menu', value);
    expect(svg).toMatchObject({ ok: true, value: { encoding: 'utf8' } });
    if (!svg.ok) return;
    expect(svg.value.content).toMatch(/^<svg [^>]*width="512" height="512"/);
    expect(svg.value.content).toMatch(/<title>Spring &(?:amp|#38); menu<\/title>/);
    expect(svg.value.content).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(read(svg.value.raster)).toBe('https://links.example.com/menu');
  });

  it('saves the installation’s own SVG as it is, and draws it for a PNG', async () => {
    const link = 'https://links.example.com/qr/abc';
    const { value, drawn } = tools({ [link]: { ok: true, value: '<svg>installation</svg>' } });
    const source = { kind: 'installation', link, expected: null } as const;
    const svg = await buildExport(source, 'svg', 1024, 'Menu', value);
    expect(svg).toMatchObject({ ok: true, value: { content: '<svg>installation</svg>', encoding: 'utf8' } });
    const png = await buildExport(source, 'png', 2048, 'Menu', value);
    expect(png).toMatchObject({ ok: true, value: { content: 'png-of-2048', encoding: 'base64' } });
    expect(drawn.map((entry) => entry.pixels)).toEqual([1024, 2048]);
  });

  it('answers what went wrong instead of throwing', async () => {
    const { value } = tools();
    const source = {
      kind: 'installation',
      link: 'https://links.example.com/qr/gone',
      expected: null,
    } as const;
    expect(await buildExport(source, 'png', 512, 'Menu', value)).toEqual({
      ok: false,
      error: { code: 'network', message: 'Unreachable.' },
    });
    const tooLong = look({ content: 'x'.repeat(5000) });
    const built = await buildExport({ kind: 'design', look: tooLong }, 'png', 512, 'Menu', value);
    expect(built.ok).toBe(false);
    expect(!built.ok && built.error.message.length).toBeGreaterThan(10);
  });
});
