import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode';

/** The error correction every image of the sandbox is drawn at (what `qrcode` picks when not told). */
export const IMAGE_ERROR_CORRECTION: QRCodeErrorCorrectionLevel = 'M';

/** What the largest code holds at that level, for messages: the exact limit depends on the text's mix. */
export const IMAGE_MAX_BYTES = 2331;

/**
 * Whether `content` fits in a code drawn at the images' level. It runs the encoder the images use, so it
 * accepts exactly what they can draw (digits and capitals pack tighter than other text, which counts its
 * UTF-8 bytes). A fixed mask skips choosing the best one, which does not change what fits.
 */
export function canDraw(content: string): boolean {
  try {
    QRCode.create(content, { errorCorrectionLevel: IMAGE_ERROR_CORRECTION, maskPattern: 0 });
    return true;
  } catch (error) {
    if (error instanceof Error && /too big/.test(error.message)) return false;
    throw error;
  }
}
