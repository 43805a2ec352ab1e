import type { RgbaImage } from '../../../../shared/qr/raster.ts';
import { bytesToBase64 } from '../preview/base64.ts';
import { sizedSvg } from './sized-svg.ts';

/*
 * The steps of an export only a browser can take (a canvas encodes PNG and draws SVG). They sit alone in this
 * file so that tests under jsdom, which has no canvas, can stand in for them; the real ones run end to end in
 * Chromium.
 */

interface Surface {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  toPng: () => Promise<Blob>;
}

function surface(pixels: number): Surface {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(pixels, pixels);
    const context = canvas.getContext('2d');
    if (context) return { context, toPng: () => canvas.convertToBlob({ type: 'image/png' }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This window cannot draw images (no canvas), so the image was not made.');
  return {
    context,
    toPng: () =>
      new Promise((resolve, reject) =>
        canvas.toBlob((blob) =>
          blob ? resolve(blob) : reject(new Error('The image could not be encoded as PNG.')),
        ),
      ),
  };
}

/** The image as a PNG file, in base64 (how `files:save` and `clipboard:writeImage` carry binary data). */
export async function pngBase64(image: RgbaImage): Promise<string> {
  if (image.width !== image.height) throw new Error('An exported code is always square.');
  const { context, toPng } = surface(image.width);
  // ImageData needs pixels over a plain ArrayBuffer; copy only when they are not (a 4096² image is 64 MB).
  const pixels =
    image.data.buffer instanceof ArrayBuffer
      ? (image.data as Uint8ClampedArray<ArrayBuffer>)
      : new Uint8ClampedArray(image.data);
  context.putImageData(new ImageData(pixels, image.width, image.height), 0, 0);
  const blob = await toPng();
  return bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
}

/**
 * Draws an SVG (the installation's own image of a code) at `pixels` × `pixels` on white, the way a printer
 * would, and reads the pixels back. Shown through a `data:` URL, where an SVG's scripts never run.
 */
export async function svgRaster(svg: string, pixels: number): Promise<RgbaImage> {
  const image = new Image();
  // As UTF-8 bytes: `btoa` alone refuses any character beyond Latin-1.
  image.src = `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(sizedSvg(svg, pixels)))}`;
  try {
    await image.decode();
  } catch {
    throw new Error('Your server’s picture of this code is not an SVG Linkdesk can draw.');
  }
  const { context } = surface(pixels);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, pixels, pixels);
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, pixels, pixels);
  const data = context.getImageData(0, 0, pixels, pixels);
  return { width: pixels, height: pixels, data: data.data };
}
