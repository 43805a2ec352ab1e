import { describe, expect, it } from 'vitest';
import { encodeMatrix, MIN_VERSION_WITH_LOGO, QrTooLongError } from '../../src/shared/qr/matrix.ts';

describe('encodeMatrix', () => {
  it('uses error correction M without a logo', () => {
    const matrix = encodeMatrix('hello', { withLogo: false });
    expect(matrix).toMatchObject({ version: 1, size: 21, level: 'M' });
    expect(matrix.modules).toHaveLength(21 * 21);
    // The top-left finder pattern: a dark 7 × 7 ring around a light ring around a dark 3 × 3 square.
    expect([...matrix.modules.slice(0, 7)]).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect([...matrix.modules.slice(21, 28)]).toEqual([1, 0, 0, 0, 0, 0, 1]);
    expect([...matrix.modules.slice(42, 49)]).toEqual([1, 0, 1, 1, 1, 0, 1]);
  });

  it('uses H with a logo, and a symbol large enough for a logo not to hide whole codewords', () => {
    const matrix = encodeMatrix('hello', { withLogo: true });
    expect(matrix).toMatchObject({ level: 'H', version: MIN_VERSION_WITH_LOGO });
    expect(encodeMatrix('x'.repeat(400), { withLogo: true })).toMatchObject({ level: 'H', version: 21 });
  });

  it('steps down to Q, then M, for content with a logo that H cannot hold', () => {
    expect(encodeMatrix('x'.repeat(1500), { withLogo: true }).level).toBe('Q');
    expect(encodeMatrix('x'.repeat(2000), { withLogo: true })).toMatchObject({ level: 'M', version: 38 });
  });

  it('refuses content that fits nowhere, counting UTF-8 bytes', () => {
    const withLogo = catchError(() => encodeMatrix('é'.repeat(1200), { withLogo: true }));
    expect(withLogo).toMatchObject({ bytes: 2400, maxBytes: 2331, level: 'M' });
    expect(withLogo.message).toBe(
      'The content is 2,400 bytes; with a logo a QR code holds at most 2,331 ' +
        '(at error correction M, the lowest that leaves room for a logo). Shorten it or remove the logo.',
    );
    const without = catchError(() => encodeMatrix('x'.repeat(2332), { withLogo: false }));
    expect(without).toMatchObject({ bytes: 2332, maxBytes: 2331, level: 'M' });
    expect(without.message).toBe(
      'The content is 2,332 bytes; a QR code holds at most 2,331 at error correction M. Shorten it.',
    );
    expect(encodeMatrix('x'.repeat(2331), { withLogo: false }).version).toBe(40);
  });

  it('answers a repeated request from the last encoding, apart for with and without a logo', () => {
    const first = encodeMatrix('same content', { withLogo: false });
    expect(encodeMatrix('same content', { withLogo: false })).toBe(first);
    expect(encodeMatrix('same content', { withLogo: true })).toMatchObject({ level: 'H' });
    expect(encodeMatrix('other content', { withLogo: false })).not.toBe(first);
  });

  it('fits more digits than bytes: content of digits alone is encoded in numeric mode', () => {
    expect(encodeMatrix('1'.repeat(3000), { withLogo: false }).version).toBeLessThan(40);
  });
});

function catchError(run: () => unknown): QrTooLongError {
  try {
    run();
  } catch (error) {
    if (error instanceof QrTooLongError) return error;
    throw error;
  }
  throw new Error('expected a QrTooLongError');
}
