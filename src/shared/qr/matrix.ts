import { create } from 'qrcode';

/**
 * The QR symbol itself: which modules are dark. Everything drawn (preview, PNG, SVG) starts from one of these,
 * so the preview and the exported files can never disagree.
 */

export type ErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface QrMatrix {
  /** Modules per side, quiet zone excluded (21 for version 1, 177 for version 40). */
  size: number;
  /** size × size, row-major, 1 = dark. */
  modules: Uint8Array;
  version: number;
  level: ErrorCorrection;
}

/** Byte-mode capacity of a version 40 symbol: the most any content can carry at each level. */
export const MAX_BYTES: Readonly<Record<ErrorCorrection, number>> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

/**
 * Without a logo, M: the usual balance between size and tolerance of dirt and wear.
 * With one, the logo hides modules that error correction has to rebuild, so the highest level the content fits.
 */
const LEVELS_WITHOUT_LOGO: readonly ErrorCorrection[] = ['M'];
const LEVELS_WITH_LOGO: readonly ErrorCorrection[] = ['H', 'Q', 'M'];
/**
 * In the smallest symbols a centred logo covers too many of the few codewords (at version 3 a logo of 30% of the
 * width already stops some codes scanning); from version 4 codes with a logo up to 35% read reliably, so short
 * content with a logo gets a symbol of at least that version.
 */
export const MIN_VERSION_WITH_LOGO = 4;

export class QrTooLongError extends Error {
  readonly bytes: number;
  readonly maxBytes: number;
  readonly level: ErrorCorrection;

  constructor(bytes: number, level: ErrorCorrection, withLogo: boolean) {
    const maxBytes = MAX_BYTES[level];
    super(
      withLogo
        ? `The content is ${thousands(bytes)} bytes; with a logo a QR code holds at most ${thousands(maxBytes)} ` +
            `(at error correction ${level}, the lowest that leaves room for a logo). Shorten it or remove the logo.`
        : `The content is ${thousands(bytes)} bytes; a QR code holds at most ${thousands(maxBytes)} ` +
            `at error correction ${level}. Shorten it.`,
    );
    this.name = 'QrTooLongError';
    this.bytes = bytes;
    this.maxBytes = maxBytes;
    this.level = level;
  }
}

const utf8 = new TextEncoder();

/**
 * The last answer, since the preview asks again for the same content whenever only a colour or the logo's size
 * changes, and encoding (mostly qrcode trying all eight masks) is the slowest step of a preview update.
 * Its modules are shared: callers only read them.
 */
let last: { content: string; withLogo: boolean; matrix: QrMatrix } | null = null;

/**
 * M without a logo; with a logo the highest of H, Q, M that fits, at version 4 or above.
 * Throws QrTooLongError when nothing fits.
 */
export function encodeMatrix(content: string, options: { withLogo: boolean }): QrMatrix {
  if (content === '') throw new RangeError('There is nothing to encode.');
  const { withLogo } = options;
  if (last && last.content === content && last.withLogo === withLogo) return last.matrix;
  const levels = withLogo ? LEVELS_WITH_LOGO : LEVELS_WITHOUT_LOGO;
  const leastBits = minimumBits(content);
  for (const level of levels) {
    // Skips an attempt that cannot succeed: qrcode would first work out the best segments to find that out.
    if (leastBits > capacityBits(level)) continue;
    const matrix = tryLevel(content, level, withLogo);
    if (matrix) {
      last = { content, withLogo, matrix };
      return matrix;
    }
  }
  throw new QrTooLongError(utf8.encode(content).length, levels.at(-1)!, withLogo);
}

function tryLevel(content: string, level: ErrorCorrection, withLogo: boolean): QrMatrix | null {
  try {
    // A string lets qrcode split the content into numeric, alphanumeric and byte segments (byte segments
    // are UTF-8), which decode to exactly the same text and often need a smaller symbol than bytes alone.
    let symbol = create(content, { errorCorrectionLevel: level });
    if (withLogo && symbol.version < MIN_VERSION_WITH_LOGO) {
      // Encoded again rather than asked for up front: a fixed version would fail for any longer content.
      symbol = create(content, { errorCorrectionLevel: level, version: MIN_VERSION_WITH_LOGO });
    }
    return { size: symbol.modules.size, modules: symbol.modules.data, version: symbol.version, level };
  } catch (error) {
    // qrcode says "too big" only in prose; anything else is a real fault.
    if (error instanceof Error && /too big|cannot contain/i.test(error.message)) return null;
    throw error;
  }
}

/** Data bits of a version 40 symbol: its byte capacity plus the 20 bits of a byte segment's header. */
function capacityBits(level: ErrorCorrection): number {
  return (MAX_BYTES[level] + 3) * 8;
}

const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]$/;

/** No segmentation needs fewer bits: each character at the cost of the cheapest mode that can hold it. */
function minimumBits(content: string): number {
  let bits = 0;
  for (const char of content) {
    const code = char.codePointAt(0)!;
    if (code >= 0x30 && code <= 0x39) bits += 10 / 3;
    else if (ALPHANUMERIC.test(char)) bits += 5.5;
    else bits += 8 * (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);
  }
  return bits;
}

/** 1,273 whatever the locale: the message is English and must read the same everywhere. */
function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
