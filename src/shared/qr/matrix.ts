import encodeQR, { type ErrorCorrection as EncoderLevel } from 'qr';

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
 * changes. Its modules are shared: callers only read them.
 */
let last: { content: string; withLogo: boolean; matrix: QrMatrix } | null = null;

const ENCODER_LEVELS: Readonly<Record<ErrorCorrection, EncoderLevel>> = {
  L: 'low',
  M: 'medium',
  Q: 'quartile',
  H: 'high',
};

/**
 * M without a logo; with a logo the highest of H, Q, M that fits, at version 4 or above.
 * Throws QrTooLongError when nothing fits.
 */
export function encodeMatrix(content: string, options: { withLogo: boolean }): QrMatrix {
  if (content === '') throw new RangeError('There is nothing to encode.');
  const { withLogo } = options;
  if (last && last.content === content && last.withLogo === withLogo) return last.matrix;
  const levels = withLogo ? LEVELS_WITH_LOGO : LEVELS_WITHOUT_LOGO;
  for (const level of levels) {
    const matrix = tryLevel(content, level, withLogo);
    if (matrix) {
      last = { content, withLogo, matrix };
      return matrix;
    }
  }
  throw new QrTooLongError(utf8.encode(content).length, levels.at(-1)!, withLogo);
}

/*
 * The encoder (paulmillr's `qr`) writes the whole content in one mode: numeric for digits only, alphanumeric
 * for upper-case letters, digits and a few signs, and otherwise bytes (UTF-8). It picks the smallest version
 * and the mask of least penalty, as the standard says, in a fraction of a millisecond: the preview encodes on
 * every keystroke.
 */
function tryLevel(content: string, level: ErrorCorrection, withLogo: boolean): QrMatrix | null {
  const ecc = ENCODER_LEVELS[level];
  let rows = encodeOrNull(content, ecc);
  if (rows && withLogo && versionOf(rows.length) < MIN_VERSION_WITH_LOGO) {
    // Encoded again rather than asked for up front: a fixed version would fail for any longer content.
    rows = encodeOrNull(content, ecc, MIN_VERSION_WITH_LOGO);
  }
  if (!rows) return null;
  const size = rows.length;
  const modules = new Uint8Array(size * size);
  rows.forEach((row, y) => row.forEach((dark, x) => (modules[y * size + x] = dark ? 1 : 0)));
  return { size, modules, version: versionOf(size), level };
}

/** The symbol's rows, without a quiet zone (the drawing adds its own); null when the content does not fit. */
function encodeOrNull(content: string, ecc: EncoderLevel, version?: number): boolean[][] | null {
  try {
    // The narrowest border the encoder draws is one module, which is cut off again.
    const framed = encodeQR(content, 'raw', { ecc, border: 1, version });
    return framed.slice(1, -1).map((row) => row.slice(1, -1));
  } catch (error) {
    // The encoder says "too big" only in prose; anything else is a real fault.
    if (error instanceof Error && /capacity overflow/i.test(error.message)) return null;
    throw error;
  }
}

/** A symbol of version v is 17 + 4v modules wide. */
function versionOf(size: number): number {
  return (size - 17) / 4;
}

/** 1,273 whatever the locale: the message is English and must read the same everywhere. */
function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
