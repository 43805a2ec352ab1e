import type { Rgb } from '../../../../shared/qr/colours.ts';
import { encodeMatrix } from '../../../../shared/qr/matrix.ts';
import { logoBox, rasterise, type RgbaImage } from '../../../../shared/qr/raster.ts';
import { qrSvg } from '../../../../shared/qr/svg.ts';
import type { LoadedLogo } from '../preview/logo-image.ts';

/** Everything Linkdesk needs to draw a code it designed: what it carries and how it looks. */
export interface DesignLook {
  /** What the printed code carries (the payload, or the short link of a dynamic code). */
  content: string;
  foreground: Rgb;
  background: Rgb;
  logo: LoadedLogo | null;
  /** The logo's width as a share of the symbol's. */
  logoScale: number;
}

/**
 * The code at exactly `pixels` × `pixels`, drawn the way the preview draws it (same matrix, same logo box), so
 * the file is the code the person checked. Throws `QrTooLongError` when the content no longer fits.
 */
export function designRaster(look: DesignLook, pixels: number): RgbaImage {
  const matrix = encodeMatrix(look.content, { withLogo: look.logo !== null });
  const { foreground, background, logo, logoScale } = look;
  if (!logo) return rasterise(matrix, { pixels, foreground, background });
  const box = logoBox(matrix.size, pixels, logoScale);
  return rasterise(matrix, {
    pixels,
    foreground,
    background,
    logo: { image: logo.pixelsAt(box.size), scale: logoScale },
  });
}

/** The same code as SVG, `pixels` wide by default; a logo travels inside the file as a `data:` URL. */
export function designSvg(look: DesignLook, pixels: number, title: string): string {
  const matrix = encodeMatrix(look.content, { withLogo: look.logo !== null });
  const { foreground, background, logo, logoScale } = look;
  return qrSvg(matrix, {
    pixels,
    foreground,
    background,
    title,
    ...(logo ? { logo: { href: logo.dataUrl, scale: logoScale } } : {}),
  });
}
