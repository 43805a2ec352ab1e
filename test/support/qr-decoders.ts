import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsqrModule from 'jsqr';
import { PNG } from 'pngjs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { RgbaImage } from '../../src/shared/qr/raster.ts';
import type { Decode } from '../../src/shared/qr/scan-check.ts';

/**
 * QR decoders for tests. zxing is the one the app uses; jsQR is a separate implementation, so a code both read
 * is not merely one library agreeing with itself.
 */

const require = createRequire(import.meta.url);
// jsqr is CommonJS: its function is both the module and its `default`, and only the latter is typed that way.
const jsQR = jsqrModule.default;

// Read from the package rather than fetched from its default CDN: tests run offline.
const zxingReady = prepareZXingModule({
  overrides: {
    wasmBinary: toArrayBuffer(readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'))),
  },
  fireImmediately: true,
});

/** The app's decoder settings: no second chances the scan check does not give either. */
export const zxingDecode: Decode = async (image) => {
  await zxingReady;
  const [result] = await readBarcodes(image, {
    formats: ['QRCode'],
    tryInvert: false,
    tryRotate: false,
    tryDownscale: false,
    maxNumberOfSymbols: 1,
  });
  return result?.isValid ? result.text : null;
};

export const jsqrDecode: Decode = async (image) =>
  jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;

/**
 * A stand-in logo of `size` × `size`: a coloured square with a checked pattern (so it is not one flat colour a
 * binariser could treat as a module) and transparent rounded corners (so alpha compositing is exercised).
 */
export function syntheticLogo(
  size: number,
  colour: readonly [number, number, number] = [220, 40, 60],
): RgbaImage {
  const data = new Uint8ClampedArray(size * size * 4);
  const radius = size / 4;
  const cell = Math.max(1, Math.round(size / 6));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = (y * size + x) * 4;
      const dx = Math.max(radius - x - 0.5, x + 0.5 - (size - radius), 0);
      const dy = Math.max(radius - y - 0.5, y + 0.5 - (size - radius), 0);
      const outside = Math.hypot(dx, dy) - radius;
      // A one-pixel soft edge gives partly transparent pixels too.
      const alpha = outside <= -1 ? 255 : outside >= 0 ? 0 : Math.round(-outside * 255);
      const light = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 === 0;
      data[at] = light ? 255 : colour[0];
      data[at + 1] = light ? 230 : colour[1];
      data[at + 2] = light ? 120 : colour[2];
      data[at + 3] = alpha;
    }
  }
  return { width: size, height: size, data };
}

/** A logo source for `buildPreview`: draws the synthetic logo at whatever size the box asks, once per size. */
export function syntheticLogoSource(scale: number): { pixelsAt: (size: number) => RgbaImage; scale: number } {
  const cache = new Map<number, RgbaImage>();
  return {
    scale,
    pixelsAt(size) {
      let image = cache.get(size);
      if (!image) cache.set(size, (image = syntheticLogo(size)));
      return image;
    },
  };
}

/** PNG bytes (an export, a file the app saved) as an RGBA image the decoders take. */
export function decodePng(bytes: Uint8Array): RgbaImage {
  const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return { width: png.width, height: png.height, data: new Uint8ClampedArray(png.data) };
}

/** PNG bytes of an RGBA image, for tests that hand an image to code that reads files. */
export function encodePng(image: RgbaImage): Uint8Array {
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return new Uint8Array(PNG.sync.write(png));
}

function toArrayBuffer(bytes: Buffer): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
