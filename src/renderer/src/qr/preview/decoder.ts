import type * as ZxingReader from 'zxing-wasm/reader';
import type { Decode } from '../../../../shared/qr/scan-check.ts';
import { base64ToBytes } from './base64.ts';

/*
 * The preview's scan check: zxing-cpp (compiled to wasm) reads each drawn code back. The wasm is inlined in the
 * bundle as a data URL: the package's default (fetching the file from a CDN, or beside the script) would need
 * the policy to allow fetches, and the window must never need the network to check a code.
 * `?url&inline` rather than `?inline`: Vite knows no `.wasm` asset type, and `url` makes it treat the file as one.
 * Both are imported on first use, so they form a chunk of their own that a window which never draws a code
 * neither parses nor keeps in memory.
 */

/**
 * A phone held over a printed code sees it upright, dark on light, at its printed size; trying inverted,
 * rotated or downscaled images would call codes scannable that most phones would not read.
 */
const READER_OPTIONS: ZxingReader.ReaderOptions = {
  formats: ['QRCode'],
  tryInvert: false,
  tryRotate: false,
  tryDownscale: false,
  maxNumberOfSymbols: 1,
  // The decoded characters themselves, so the comparison with the content is exact.
  textMode: 'Plain',
};

type Reader = typeof ZxingReader;
let zxing: Promise<Reader> | null = null;

async function load(): Promise<Reader> {
  const [reader, { default: zxingWasm }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url&inline'),
  ]);
  const wasmBinary = base64ToBytes(zxingWasm.slice(zxingWasm.indexOf(',') + 1)).buffer;
  await reader.prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  return reader;
}

/** Compiles the wasm once, on the first check (not at start-up: most windows never draw a code). */
function prepared(): Promise<Reader> {
  if (!zxing) {
    zxing = load().catch((error: unknown) => {
      // A failed compile is tried again on the next check rather than remembered for the window's lifetime.
      zxing = null;
      throw error;
    });
  }
  return zxing;
}

export const decodeQr: Decode = async (image) => {
  const { readBarcodes } = await prepared();
  // zxing reads only `data`, `width` and `height` of an ImageData, which an RgbaImage has: no copy needed.
  const [found] = await readBarcodes(image as unknown as ImageData, READER_OPTIONS);
  return found?.isValid ? found.text : null;
};
