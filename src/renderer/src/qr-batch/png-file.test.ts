import { unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { encodeMatrix } from '../../../shared/qr/matrix.ts';
import { rasterise, type RgbaImage } from '../../../shared/qr/raster.ts';
import { pngFile } from './png-file.ts';
import { readWithJsqr } from './testing-batch.ts';

/** CRC-32 bit by bit, not by table: a second way to the checksum the file carries. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG read back by the book: signature, chunks with their CRCs, then the samples un-filtered, as RGBA. */
function readPng(file: Uint8Array): RgbaImage & { colourType: number } {
  expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at < file.length;) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(file.subarray(at + 4, at + 8));
    expect(view.getUint32(at + 8 + length)).toBe(crc32(file.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data: file.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset, 13);
  const [width, height, depth, colourType] = [
    header.getUint32(0),
    header.getUint32(4),
    chunks[0]!.data[8]!,
    chunks[0]!.data[9]!,
  ];
  expect(depth).toBe(8);
  const channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[colourType]!;
  const raw = unzlibSync(chunks[1]!.data);
  const rowBytes = width * channels;
  const samples = new Uint8Array(width * height * channels);
  for (let row = 0; row < height; row++) {
    const filter = raw[row * (rowBytes + 1)]!;
    for (let at = 0; at < rowBytes; at++) {
      const value = raw[row * (rowBytes + 1) + 1 + at]!;
      const above = row === 0 ? 0 : samples[(row - 1) * rowBytes + at]!;
      samples[row * rowBytes + at] = filter === 2 ? (value + above) & 0xff : value;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    const sample = samples.subarray(pixel * channels, (pixel + 1) * channels);
    const grey = channels <= 2;
    data[pixel * 4] = sample[0]!;
    data[pixel * 4 + 1] = grey ? sample[0]! : sample[1]!;
    data[pixel * 4 + 2] = grey ? sample[0]! : sample[2]!;
    data[pixel * 4 + 3] = channels === 2 ? sample[1]! : channels === 4 ? sample[3]! : 255;
  }
  return { width, height, data, colourType };
}

const code = (foreground: [number, number, number]) =>
  rasterise(encodeMatrix('https://sho.rt/spring', { withLogo: false }), {
    pixels: 300,
    foreground,
    background: [255, 255, 255],
  });

describe('a batch’s PNG files', () => {
  it('stores a black-and-white code as grey, pixel for pixel, and it scans', async () => {
    const image = code([0, 0, 0]);
    const read = readPng(await pngFile(image));
    expect(read.colourType).toBe(0);
    expect(read.data).toEqual(image.data);
    expect(readWithJsqr(read)).toBe('https://sho.rt/spring');
  });

  it('stores a code in colour as RGB, and one with transparency with its alpha', async () => {
    const image = code([20, 40, 90]);
    const rgb = readPng(await pngFile(image));
    expect(rgb.colourType).toBe(2);
    expect(rgb.data).toEqual(image.data);

    const translucent = {
      width: 2,
      height: 2,
      data: new Uint8ClampedArray([9, 9, 9, 0, 9, 9, 9, 255, 200, 30, 60, 128, 1, 2, 3, 255]),
    };
    const rgba = readPng(await pngFile(translucent));
    expect(rgba.colourType).toBe(6);
    expect(rgba.data).toEqual(translucent.data);
  });

  it('is small: rows of whole modules repeat, and a row the same as the one above packs to almost nothing', async () => {
    const file = await pngFile(code([0, 0, 0]));
    expect(file.length).toBeLessThan(3000);
  });
});
