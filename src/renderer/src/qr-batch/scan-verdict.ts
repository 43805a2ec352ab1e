import type { RgbaImage } from '../../../shared/qr/raster.ts';
import type { Decode } from '../../../shared/qr/scan-check.ts';

export type ScanVerdict =
  /** `decoded` is what a phone would read: the printed short link of a code made elsewhere comes from it. */
  { scans: true; decoded: string } | { scans: false; reason: string };

/**
 * Decodes the image that goes into the batch the way a phone would (dark on light, upright, no second tries).
 * It scans when it reads back as `expected`, or as anything at all when Linkdesk cannot know what a code made
 * elsewhere carries. Unlike a single export, which warns and saves anyway, a batch leaves such a code out:
 * nobody checks each of fifty prints by hand.
 */
export async function scanVerdict(
  image: RgbaImage,
  expected: string | null,
  decode: Decode,
): Promise<ScanVerdict> {
  let decoded: string | null;
  try {
    decoded = await decode(image);
  } catch (error) {
    const why = error instanceof Error && error.message ? `: ${error.message}` : '';
    return { scans: false, reason: `Linkdesk could not check that it scans${why}.` };
  }
  if (decoded === null) {
    return {
      scans: false,
      reason:
        'A QR decoder could not read it back (often too little contrast, light modules on a dark background, or a logo too large).',
    };
  }
  if (expected !== null && decoded !== expected) {
    return { scans: false, reason: `It reads back as “${decoded}”, not as its content.` };
  }
  return { scans: true, decoded };
}
