import { contrastRatio, relativeLuminance, type Rgb } from './colours.ts';
import { LOGO_SCALE } from './design.ts';
import type { QrMatrix, QrTooLongError } from './matrix.ts';
import { QUIET_ZONE_MODULES, type RgbaImage } from './raster.ts';

/**
 * Why a code would not scan, in sentences a person can act on. The decoder has the last word on whether the
 * image reads; these rules say why, and warn about what a clean screen image forgives but a phone camera on
 * paper does not.
 */

/** Reads a QR code from an image; null when none is found. Passed in, so this module stays free of wasm. */
export type Decode = (image: RgbaImage) => Promise<string | null>;

export type ScanProblemKind = 'too-long' | 'contrast' | 'inverted' | 'logo' | 'dense' | 'unreadable';

export interface ScanProblem {
  kind: ScanProblemKind;
  severity: 'error' | 'warning';
  message: string;
}

/** Below this, cameras in ordinary light often cannot tell the modules apart (WCAG's figure for large text). */
export const MIN_CONTRAST = 3;
/** Above version 20 (over 97 modules per side) a code needs care in print and steady hands to scan. */
export const DENSE_ABOVE_VERSION = 20;
/** A module size most phones read at arm's length; sets the smallest print width of a dense code. */
export const PRINT_MODULE_MM = 0.4;

export function tooLongProblem(error: QrTooLongError): ScanProblem {
  return { kind: 'too-long', severity: 'error', message: error.message };
}

/** Problems the colours alone cause, whatever the content. */
export function colourProblems(foreground: Rgb, background: Rgb): ScanProblem[] {
  const problems: ScanProblem[] = [];
  const ratio = contrastRatio(foreground, background);
  if (ratio < MIN_CONTRAST) {
    problems.push({
      kind: 'contrast',
      severity: 'error',
      // Rounded down: a ratio of 2.96 must not read as the 3:1 it fails to reach.
      message:
        `Contrast ${(Math.floor(ratio * 10) / 10).toFixed(1)}:1 is too low for phone cameras; ` +
        `aim for at least ${MIN_CONTRAST}:1 (4:1 is safer for print).`,
    });
  }
  if (relativeLuminance(foreground) > relativeLuminance(background)) {
    problems.push({
      kind: 'inverted',
      severity: 'warning',
      message:
        'The modules are lighter than the background; many scanners only read dark modules on a light ' +
        'background. Swap the two colours.',
    });
  }
  return problems;
}

export function logoProblem(logoScale: number, matrix: QrMatrix): ScanProblem {
  const percent = Math.round(logoScale * 100);
  // A step the slider makes in a few moves; the check runs again on the way and says when it reads.
  const smaller = Math.max(Math.round(LOGO_SCALE.min * 100), percent - 8);
  return {
    kind: 'logo',
    severity: 'error',
    message:
      `The logo covers ${percent}% of the code's width and hides more than error correction ` +
      `${matrix.level} can rebuild; the code does not scan with it. Make it smaller (try ${smaller}%) ` +
      `or shorten the content.`,
  };
}

export function denseProblem(matrix: QrMatrix): ScanProblem | null {
  if (matrix.version <= DENSE_ABOVE_VERSION) return null;
  // Whole millimetres, rounded up (less a hair of floating-point error), shown as centimetres.
  const millimetres = Math.ceil((matrix.size + 2 * QUIET_ZONE_MODULES) * PRINT_MODULE_MM - 1e-9);
  const centimetres = millimetres / 10;
  return {
    kind: 'dense',
    severity: 'warning',
    message:
      `Very dense: ${matrix.size} modules per side. Print it at least ${centimetres.toFixed(1)} cm wide ` +
      `(${PRINT_MODULE_MM} mm per module, margin included), or shorten the content for a smaller code.`,
  };
}

export function unreadableProblem(decoded: string | null): ScanProblem {
  return {
    kind: 'unreadable',
    severity: 'error',
    message:
      decoded === null
        ? 'This code does not scan: a decoder could not read it back.'
        : 'This code does not scan correctly: a decoder read back something other than the content.',
  };
}

/** What the check found, for `explain`. `logoHides` is set only when the code was also decoded without its logo. */
export interface CheckOutcome {
  foreground: Rgb;
  background: Rgb;
  matrix: QrMatrix | null;
  tooLong: QrTooLongError | null;
  decoded: string | null;
  scannable: boolean;
  logoScale: number | null;
  logoHides: boolean;
}

/** Every problem that applies, errors first; 'unreadable' only when no other error already says why. */
export function explain(outcome: CheckOutcome): ScanProblem[] {
  const problems: ScanProblem[] = [];
  if (outcome.tooLong) problems.push(tooLongProblem(outcome.tooLong));
  problems.push(...colourProblems(outcome.foreground, outcome.background));
  if (outcome.matrix) {
    if (outcome.logoHides && outcome.logoScale !== null)
      problems.push(logoProblem(outcome.logoScale, outcome.matrix));
    const dense = denseProblem(outcome.matrix);
    if (dense) problems.push(dense);
    if (!outcome.scannable && !problems.some((problem) => problem.severity === 'error')) {
      problems.push(unreadableProblem(outcome.decoded));
    }
  }
  return [
    ...problems.filter((problem) => problem.severity === 'error'),
    ...problems.filter((problem) => problem.severity === 'warning'),
  ];
}
