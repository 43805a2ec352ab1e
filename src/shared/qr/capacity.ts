import { MAX_BYTES, type ErrorCorrection } from './matrix.ts';

/**
 * The most content a code Linkdesk draws can hold, in the unit it is measured in: bytes of UTF-8. Codes are
 * drawn at error correction M (with a logo at H or Q when the content leaves room, else M too), so the
 * largest symbol, version 40, holds at most 2,331 bytes. The form's counter, its check before sending and
 * its preview all measure against this one limit, so none of them can say "fits" while another says not.
 * (Digits and capital letters pack tighter than bytes, but counting them apart would make a limit no person
 * can follow; the installation's own 4,296-character limit for text is higher than any code can show.)
 */
export const CONTENT_LEVEL: ErrorCorrection = 'M';
export const MAX_CONTENT_BYTES = MAX_BYTES[CONTENT_LEVEL];

const utf8 = new TextEncoder();

/** How many bytes a payload takes in a code: one for each ASCII character, two to four for any other. */
export function contentBytes(payload: string): number {
  return utf8.encode(payload).length;
}

/** 2,331 whatever the locale: the messages are English and must read the same everywhere. */
export function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The limit as the counter and the messages say it. */
export const CONTENT_LIMIT_TEXT = `${thousands(MAX_CONTENT_BYTES)} bytes at error correction ${CONTENT_LEVEL}`;

/**
 * Why `payload` cannot be drawn, in the words the preview and the form both use; null when it fits.
 * `what` names the content in the sentence: "The content", "The text".
 */
export function tooLongForCode(payload: string, what = 'The content'): string | null {
  const bytes = contentBytes(payload);
  if (bytes <= MAX_CONTENT_BYTES) return null;
  return `${what} is ${thousands(bytes)} bytes; a QR code holds at most ${CONTENT_LIMIT_TEXT}. Shorten it.`;
}
