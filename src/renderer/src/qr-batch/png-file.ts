import type { RgbaImage } from '../../../shared/qr/raster.ts';
import { deflate } from './deflate.ts';
import { imageSamples } from './pdf-code-drawing.ts';

/*
 * PNG files for a batch, written here rather than by a canvas: Chromium encodes a canvas's PNG in idle time,
 * and a batch that keeps the window busy from code to code leaves it none, so each image waited for the
 * encoder's one-second fallback. A code's PNG is simple to write: grey (or RGB) samples, each row stored as
 * its difference from the row above, which a code's rows of whole modules make mostly zeros.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** PNG's colour types: grey, RGB, and each with alpha. */
const COLOUR_TYPE = { 1: 0, 3: 2, 2: 4, 4: 6 } as const;
const FILTER_UP = 2;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  bytes.set(new TextEncoder().encode(type), 4);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}

/** Each row's samples after a filter byte: the difference from the row above (the first row as it is). */
function filteredRows(samples: Uint8Array, rowBytes: number, rows: number): Uint8Array<ArrayBuffer> {
  const filtered = new Uint8Array(rows * (rowBytes + 1));
  for (let row = 0; row < rows; row++) {
    const from = row * rowBytes;
    const to = row * (rowBytes + 1);
    filtered[to] = FILTER_UP;
    for (let at = 0; at < rowBytes; at++) {
      const above = row === 0 ? 0 : samples[from - rowBytes + at]!;
      filtered[to + 1 + at] = (samples[from + at]! - above) & 0xff;
    }
  }
  return filtered;
}

/** The image as a PNG file: 8 bits a sample, grey when it has no colour, alpha only when it has some. */
export async function pngFile(image: RgbaImage): Promise<Uint8Array> {
  const { channels, colour, alpha } = imageSamples(image);
  const perPixel = channels + (alpha ? 1 : 0);
  let samples: Uint8Array = colour;
  if (alpha) {
    samples = new Uint8Array(image.width * image.height * perPixel);
    for (let pixel = 0; pixel < image.width * image.height; pixel++) {
      samples.set(colour.subarray(pixel * channels, (pixel + 1) * channels), pixel * perPixel);
      samples[pixel * perPixel + channels] = alpha[pixel]!;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, image.width);
  view.setUint32(4, image.height);
  header[8] = 8;
  header[9] = COLOUR_TYPE[perPixel as 1 | 2 | 3 | 4];
  const data = await deflate(filteredRows(samples, image.width * perPixel, image.height));
  const parts = [
    new Uint8Array(SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', new Uint8Array()),
  ];
  const file = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    file.set(part, offset);
    offset += part.length;
  }
  return file;
}
