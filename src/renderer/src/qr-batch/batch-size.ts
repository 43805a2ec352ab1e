import type { CheckedChoice } from './batch-choice.ts';

type BatchFormat = Extract<CheckedChoice, { ok: true }>['format'];

/** What `files:save` carries at most: 50 MB of base64. */
export const MAX_SAVED_BASE64 = 50 * 1024 * 1024;
/** The largest file that fits in that: 37.5 MB. */
export const MAX_SAVED_BYTES = (MAX_SAVED_BASE64 / 4) * 3;

/** The length of a file's base64, which is what `files:save` counts. */
export const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);

/**
 * The least a code's PNG of `pixels` a side takes, as png-file.ts writes it. Measured on the smallest code there
 * is (21 modules, black on white, no logo): 472 bytes at 128 px, 931 at 256, 3,635 at 1,024, 26,509 at 4,096.
 * Most of it grows with the area (a row of whole modules repeats, which deflate packs at best about 1,000 to 1),
 * the rest with the rows. This stays below every measurement (271, 572, 3,001 and 23,444 bytes), so no batch
 * that would fit is refused before it is drawn.
 */
export function leastPngBytes(pixels: number): number {
  return Math.floor((pixels * pixels) / 1100) + 2 * pixels;
}

/** A ZIP's local header and central directory record for one entry, each with a name of at least "a.png". */
const LEAST_ZIP_ENTRY_OVERHEAD = 30 + 46 + 2 * 'a.png'.length;
/** The smallest code's SVG, deflated in the ZIP: 518 bytes measured. */
const LEAST_SVG_BYTES = 450;
/** The smallest code on a PDF sheet (its drawing and its caption): about 520 bytes measured. */
const LEAST_PDF_CODE_BYTES = 400;

/** The least the file of `count` codes can take in `format`: a floor, never more than the file made. */
export function leastBatchBytes(format: BatchFormat, count: number): number {
  if (format.kind === 'pdf') return count * LEAST_PDF_CODE_BYTES;
  const image = format.image === 'png' ? leastPngBytes(format.pixels) : LEAST_SVG_BYTES;
  return count * (image + LEAST_ZIP_ENTRY_OVERHEAD);
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Why a file of `bytes` cannot be saved; `atLeast` when the size is the floor known before drawing. */
export function tooLargeMessage(bytes: number, atLeast = false): string {
  return (
    `The file would be ${atLeast ? 'at least ' : ''}${megabytes(bytes)}; Linkdesk saves files of up to ` +
    `${megabytes(MAX_SAVED_BYTES)}. Choose a smaller size, or fewer codes at a time.`
  );
}

/**
 * Why a batch cannot be saved, known before a single code is drawn: its least size is already past what a save
 * carries. Null when it may fit; the file made is checked again at the end, as it may still come out larger.
 */
export function refusedBeforeDrawing(format: BatchFormat, count: number): string | null {
  const least = leastBatchBytes(format, count);
  return base64Length(least) > MAX_SAVED_BASE64 ? tooLargeMessage(least, true) : null;
}
