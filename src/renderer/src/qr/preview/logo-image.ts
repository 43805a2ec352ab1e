import { MAX_LOGO_BYTES, type LogoFile, type LogoMediaType } from '../../../../shared/qr/design.ts';
import type { RgbaImage } from '../../../../shared/qr/raster.ts';
import { base64ToBytes, bytesToBase64 } from './base64.ts';

/** A logo decoded once, ready to be drawn into a code at any size. */
export interface LoadedLogo {
  file: LogoFile;
  /** The image's own size in pixels. */
  width: number;
  height: number;
  /** The logo fitted ("contain") and centred in a transparent square of size × size pixels. */
  pixelsAt(size: number): RgbaImage;
  /** `data:<type>;base64,…`, for an SVG export, which carries the logo inside the file. */
  dataUrl: string;
}

/**
 * The preview asks for one size per drawing, and a person dragging the size slider walks through many; a few
 * recent sizes cover going back and forth without keeping megabytes of pixels per step.
 */
const CACHED_SIZES = 4;

const KIND: Record<LogoMediaType, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG' };

export async function loadLogo(file: LogoFile): Promise<LoadedLogo> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([base64ToBytes(file.base64)], { type: file.mediaType }));
  } catch {
    throw new Error(
      `${file.name} could not be read as a ${KIND[file.mediaType]} image; the file may be damaged.`,
    );
  }
  const cache = new Map<number, RgbaImage>();
  return {
    file,
    width: bitmap.width,
    height: bitmap.height,
    dataUrl: `data:${file.mediaType};base64,${file.base64}`,
    pixelsAt(size) {
      const side = Math.max(1, Math.round(size));
      const cached = cache.get(side);
      if (cached) {
        // Most recently used last, so the oldest size is the one dropped.
        cache.delete(side);
        cache.set(side, cached);
        return cached;
      }
      const pixels = drawContained(bitmap, side);
      cache.set(side, pixels);
      if (cache.size > CACHED_SIZES) cache.delete(cache.keys().next().value!);
      return pixels;
    },
  };
}

function drawContained(bitmap: ImageBitmap, side: number): RgbaImage {
  const context = squareContext(side);
  const scale = Math.min(side / bitmap.width, side / bitmap.height);
  const width = bitmap.width * scale;
  const height = bitmap.height * scale;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, (side - width) / 2, (side - height) / 2, width, height);
  const { data } = context.getImageData(0, 0, side, side);
  return { width: side, height: side, data };
}

function squareContext(side: number): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D {
  if (typeof OffscreenCanvas === 'function') {
    const context = new OffscreenCanvas(side, side).getContext('2d', { willReadFrequently: true });
    if (context) return context;
  }
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This window cannot draw images (no canvas), so the logo cannot be shown.');
  return context;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** What the bytes are, whatever the file is called: a renamed GIF must not pass for a PNG. */
function sniff(bytes: Uint8Array): LogoMediaType | null {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(PNG_SIGNATURE)) return 'image/png';
  if (starts(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A file the person picked, as a logo: a PNG or JPEG of at most MAX_LOGO_BYTES, or an Error saying why not. */
export async function readLogoFile(file: File): Promise<LogoFile> {
  const name = file.name.trim().slice(0, 255) || 'logo';
  if (file.size > MAX_LOGO_BYTES) {
    throw new Error(
      `${name} is ${megabytes(file.size)}; a logo may be at most ${MAX_LOGO_BYTES / (1024 * 1024)} MB. ` +
        'Choose a smaller image.',
    );
  }
  if (file.size === 0) throw new Error(`${name} is empty. Choose a PNG or JPEG image.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mediaType = sniff(bytes);
  if (!mediaType) {
    throw new Error(`${name} is not a PNG or JPEG image. Choose a .png or .jpg file.`);
  }
  return { name, mediaType, base64: bytesToBase64(bytes) };
}
