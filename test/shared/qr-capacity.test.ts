import { describe, expect, it } from 'vitest';
import {
  CONTENT_LIMIT_TEXT,
  contentBytes,
  MAX_CONTENT_BYTES,
  tooLongForCode,
} from '../../src/shared/qr/capacity.ts';
import { encodeMatrix, QrTooLongError } from '../../src/shared/qr/matrix.ts';

describe('how much a code holds', () => {
  it('counts UTF-8 bytes: one per ASCII character, two to four for others', () => {
    expect(contentBytes('abc')).toBe(3);
    expect(contentBytes('é')).toBe(2);
    expect(contentBytes('€')).toBe(3);
    expect(contentBytes('😀')).toBe(4);
  });

  it('is the limit the encoder refuses past, in the same unit and at the same level', () => {
    expect(MAX_CONTENT_BYTES).toBe(2331);
    expect(CONTENT_LIMIT_TEXT).toBe('2,331 bytes at error correction M');
    const fits = 'x'.repeat(MAX_CONTENT_BYTES);
    expect(tooLongForCode(fits)).toBeNull();
    expect(encodeMatrix(fits, { withLogo: false }).version).toBe(40);
    const over = `${fits}x`;
    expect(() => encodeMatrix(over, { withLogo: false })).toThrow(QrTooLongError);
    expect(tooLongForCode(over)).toBe(
      'The content is 2,332 bytes; a QR code holds at most 2,331 bytes at error correction M. Shorten it.',
    );
    // With a logo too: the lowest level tried is the same.
    expect(() => encodeMatrix(over, { withLogo: true })).toThrow(QrTooLongError);
  });

  it('counts what is typed beyond ASCII by its bytes, and names the content as asked', () => {
    expect(tooLongForCode('é'.repeat(1166))).toBe(
      'The content is 2,332 bytes; a QR code holds at most 2,331 bytes at error correction M. Shorten it.',
    );
    expect(tooLongForCode('é'.repeat(1165))).toBeNull();
    expect(tooLongForCode('x'.repeat(3000), 'The text')).toMatch(/^The text is 3,000 bytes; /);
  });
});
