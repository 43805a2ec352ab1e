import type { Rgb } from './colours.ts';
import { encodeMatrix, QrTooLongError, type QrMatrix } from './matrix.ts';
import { logoBox, rasterise, type RgbaImage } from './raster.ts';
import { explain, type Decode, type ScanProblem } from './scan-check.ts';

/**
 * One preview update: encode, draw, decode the drawing back and explain what would stop it scanning. It runs
 * on every keystroke with no network, so it does the minimum: one encoding, one raster, one decode, and a
 * second raster and decode only when a logo might be to blame.
 */

export interface PreviewInput {
  content: string;
  foreground: Rgb;
  background: Rgb;
  /** Width and height of the image, quiet zone included; the same image is shown and checked. */
  pixels: number;
  logo: { pixelsAt: (size: number) => RgbaImage; scale: number } | null;
}

export interface Preview {
  matrix: QrMatrix | null;
  image: RgbaImage | null;
  decoded: string | null;
  /** true when the image decodes to exactly `content` */
  scannable: boolean;
  problems: ScanProblem[];
}

/** A decoder that throws (say, its wasm failed to load) rejects the whole update: "unreadable" would be a lie. */
export async function buildPreview(input: PreviewInput, decode: Decode): Promise<Preview> {
  const { content, foreground, background, pixels, logo } = input;
  if (content === '') return { matrix: null, image: null, decoded: null, scannable: false, problems: [] };

  let matrix: QrMatrix;
  try {
    matrix = encodeMatrix(content, { withLogo: logo !== null });
  } catch (error) {
    if (!(error instanceof QrTooLongError)) throw error;
    const problems = explain({ ...unchecked(input), matrix: null, tooLong: error });
    return { matrix: null, image: null, decoded: null, scannable: false, problems };
  }

  const look = { pixels, foreground, background };
  const image = rasterise(
    matrix,
    logo
      ? {
          ...look,
          logo: { image: logo.pixelsAt(logoBox(matrix.size, pixels, logo.scale).size), scale: logo.scale },
        }
      : look,
  );
  const decoded = await decode(image);
  const scannable = decoded === content;
  // Only a failure with a logo raises the question whether the logo is the cause.
  const logoHides = !scannable && logo !== null && (await decode(rasterise(matrix, look))) === content;
  const problems = explain({ ...unchecked(input), matrix, tooLong: null, decoded, scannable, logoHides });
  return { matrix, image, decoded, scannable, problems };
}

function unchecked(input: PreviewInput) {
  return {
    foreground: input.foreground,
    background: input.background,
    logoScale: input.logo?.scale ?? null,
    decoded: null,
    scannable: false,
    logoHides: false,
  };
}
