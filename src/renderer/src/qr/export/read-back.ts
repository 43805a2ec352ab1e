import type { RgbaImage } from '../../../../shared/qr/raster.ts';
import type { Decode } from '../../../../shared/qr/scan-check.ts';

/**
 * Decodes an exported image the way a phone would and says what is wrong, or null when it reads back as
 * `expected` (or as anything, when `expected` is null). A warning, never a refusal: the person may know better
 * (a printer's proof, another scanner), but should not find out from a stack of useless prints.
 */
export async function readBackWarning(
  raster: RgbaImage,
  expected: string | null,
  decode: Decode,
): Promise<string | null> {
  let decoded: string | null;
  try {
    decoded = await decode(raster);
  } catch (error) {
    const why = error instanceof Error && error.message ? ` (${error.message})` : '';
    return `Linkdesk could not check that the exported image scans${why}. Test it with a phone before printing.`;
  }
  if (decoded === null) {
    return 'Linkdesk could not read the exported image back as a QR code, so it may not scan. Test it with a phone before printing.';
  }
  if (expected !== null && decoded !== expected) {
    return `The exported image reads back as “${decoded}”, not as this code’s content. Test it with a phone before printing.`;
  }
  return null;
}
