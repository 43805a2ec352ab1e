import jsqrModule from 'jsqr';
import type { QrCode } from '../../../shared/ipc/resources.ts';
import { BLACK, WHITE } from '../../../shared/qr/colours.ts';
import type { QrDesign } from '../../../shared/qr/design.ts';
import { encodeMatrix } from '../../../shared/qr/matrix.ts';
import { rasterise, type RgbaImage } from '../../../shared/qr/raster.ts';
import type { QrRow } from '../qr/qr-row.ts';
import type { LoadedLogo } from '../qr/preview/logo-image.ts';
import { bytesToBase64 } from '../qr/preview/base64.ts';
import { decodeQr } from '../qr/preview/decoder.ts';
import type { BatchTools } from './batch-outcome.ts';

/*
 * Codes and tools for the batch's tests under Node: designs as main keeps them, codes made elsewhere whose
 * "installation SVG" names what they carry, and the browser's steps stood in for: a "PNG" is the raster's bytes
 * behind its width and height (Chromium's encoder runs end to end), an installation's SVG is drawn with the QR
 * engine. Decoding is the window's own zxing; jsQR reads the files back as a phone would.
 */

// jsqr is CommonJS: its function is both the module and its `default`, and only the latter is typed that way.
const jsQR = jsqrModule.default;

export const readWithJsqr = (image: RgbaImage) =>
  jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;

/** The stand-in "PNG": width and height as two 32-bit words, then the RGBA pixels. */
function rawImageBytes(image: RgbaImage): Uint8Array {
  const bytes = new Uint8Array(8 + image.data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, image.width);
  view.setUint32(4, image.height);
  bytes.set(image.data, 8);
  return bytes;
}

export function rawImage(bytes: Uint8Array): RgbaImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(0), height: view.getUint32(4), data: new Uint8ClampedArray(bytes.slice(8)) };
}

export function design(overrides: Partial<QrDesign> = {}): QrDesign {
  return {
    type: 'text',
    data: 'Table 12',
    name: 'Table 12',
    foreground: 'rgb(0,0,0)',
    background: 'rgb(255,255,255)',
    logo: null,
    logoScale: 0.22,
    logoFile: null,
    savedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function qrRow(id: number, name: string, alias: string): QrRow {
  const qr: QrCode = { id, name, link: `https://sho.rt/qr/${alias}`, scans: 0, date: '2026-05-01' };
  return { name, content: '', qr, summary: null };
}

/** A logo as the window loads one: a red and white checked square of whatever size is asked for. */
export function checkedLogo(): LoadedLogo {
  const sizes = new Map<number, RgbaImage>();
  return {
    file: { name: 'logo.png', mediaType: 'image/png', base64: 'iVBORw0KGgo=' },
    width: 64,
    height: 64,
    dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    pixelsAt: (size) => {
      const known = sizes.get(size);
      if (known) return known;
      const data = new Uint8ClampedArray(size * size * 4);
      for (let at = 0; at < size * size; at++) {
        const light = (Math.floor((at % size) / 4) + Math.floor(at / size / 4)) % 2 === 0;
        data.set(light ? [255, 255, 255, 255] : [200, 30, 40, 255], at * 4);
      }
      const image = { width: size, height: size, data };
      sizes.set(size, image);
      return image;
    },
  };
}

/**
 * Tools over `designs` (by code id; absent means made elsewhere) and `elsewhere` (an image link → what the
 * installation's image of it carries). `svgRaster` draws that content black on white, as an installation would.
 */
export function batchTools(
  designs: Map<number, QrDesign>,
  elsewhere: Map<string, string> = new Map(),
  logo: LoadedLogo | null = null,
): BatchTools & { logoLoads: number } {
  const tools = {
    logoLoads: 0,
    design: (id: number) => Promise.resolve({ ok: true as const, value: designs.get(id) ?? null }),
    logo: (saved: QrDesign) => {
      if (!saved.logo && !saved.logoFile) return Promise.resolve({ status: 'none' as const });
      tools.logoLoads++;
      return Promise.resolve(logo ? { status: 'ready' as const, logo } : { status: 'none' as const });
    },
    installationSvg: (link: string) => {
      const content = elsewhere.get(link);
      return Promise.resolve(
        content === undefined
          ? {
              ok: false as const,
              error: { code: 'network' as const, message: 'The installation did not answer.' },
            }
          : { ok: true as const, value: `<svg data-content="${encodeURIComponent(content)}"/>` },
      );
    },
    svgRaster: (svg: string, pixels: number) => {
      const content = decodeURIComponent(/data-content="([^"]*)"/.exec(svg)![1]!);
      const matrix = encodeMatrix(content, { withLogo: false });
      return Promise.resolve(rasterise(matrix, { pixels, foreground: BLACK, background: WHITE }));
    },
    pngBase64: (image: RgbaImage) => Promise.resolve(bytesToBase64(rawImageBytes(image))),
    decode: decodeQr,
  };
  return tools;
}
