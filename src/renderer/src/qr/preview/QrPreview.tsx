import { useEffect, useMemo, useRef, type JSX } from 'react';
import type { Rgb } from '../../../../shared/qr/colours.ts';
import type { Preview } from '../../../../shared/qr/preview.ts';
import { QUIET_ZONE_MODULES } from '../../../../shared/qr/raster.ts';
import type { LoadedLogo } from './logo-image.ts';
import { usePreviewEngine } from './preview-engine.ts';
import { headlineOf, verdictKey, verdictOf, type ScanVerdict } from './scan-verdict.ts';
import { useLatestPreview, type PreviewOutcome } from './use-latest-preview.ts';
import './preview.css';

export interface QrPreviewProps {
  /** What the image carries; null while there is nothing to draw yet. */
  content: string | null;
  foreground: Rgb;
  background: Rgb;
  logo: LoadedLogo | null;
  logoScale: number;
  /** The image's accessible name. */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** Told whenever the verdict on the code shown changes (a form asks before saving a code that fails). */
  onVerdict?: (verdict: ScanVerdict) => void;
  /** More lines for the Details disclosure, after the code's version and size. */
  facts?: readonly string[];
}

/** Version 40 with its quiet zone: every code can be drawn with at least one pixel per module. */
const MIN_PIXELS = 177 + 2 * QUIET_ZONE_MODULES;

/**
 * The code as it would print, redrawn on every change and read back by a decoder, with what would stop it
 * scanning listed under it. Everything happens in the window: it works with the installation unreachable.
 */
export function QrPreview({
  content,
  foreground,
  background,
  logo,
  logoScale,
  label,
  size = 240,
  onVerdict,
  facts = [],
}: QrPreviewProps): JSX.Element {
  const engine = usePreviewEngine();
  const canvas = useRef<HTMLCanvasElement>(null);
  // Sharp on high-density screens: the canvas has a pixel for every device pixel it covers.
  const pixels = Math.max(Math.round(size * (window.devicePixelRatio || 1)), MIN_PIXELS);
  const [fr, fg, fb] = foreground;
  const [br, bg, bb] = background;
  const request = useMemo(
    () =>
      content === null
        ? null
        : {
            content,
            foreground: [fr, fg, fb] as const,
            background: [br, bg, bb] as const,
            pixels,
            logo,
            logoScale,
          },
    [content, fr, fg, fb, br, bg, bb, pixels, logo, logoScale],
  );
  const outcome = useLatestPreview(request, engine, canvas);
  // The canvas holds the image of the latest finished build only when that build drew one: a build that could
  // not (content too long, a failure) leaves the canvas as it was, and that image must not pass for this one.
  const undrawable = outcome !== null && !outcome.preview?.image;
  const outdated = outcome !== null && outcome.request !== request;
  const verdict: ScanVerdict =
    content === null
      ? { state: 'unchecked' }
      : outcome === null || outdated
        ? { state: 'checking' }
        : outcome.preview
          ? verdictOf(outcome.preview)
          : { state: 'unchecked' };
  // Keyed by value: re-renders that reach the same verdict tell nobody again.
  const reported = verdictKey(verdict);
  useEffect(() => {
    onVerdict?.(JSON.parse(reported) as ScanVerdict);
  }, [reported, onVerdict]);

  return (
    <div className="qr-preview">
      <div className="qr-preview-frame" style={{ width: size, height: size }} aria-busy={outdated}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={label}
          className={`qr-preview-canvas${outdated ? ' qr-preview-outdated' : ''}`}
          width={pixels}
          height={pixels}
          style={{ width: size, height: size }}
          hidden={content === null || undrawable}
        />
        {content === null ? <p className="qr-preview-empty">Enter the content to see the code</p> : null}
        {content !== null && undrawable ? (
          <p className="qr-preview-empty">
            {outcome.preview ? 'This content does not fit in a QR code.' : 'The code could not be drawn.'}
          </p>
        ) : null}
      </div>
      {content === null ? null : <PreviewReport outcome={outcome} facts={facts} />}
    </div>
  );
}

function PreviewReport({ outcome, facts }: { outcome: PreviewOutcome | null; facts: readonly string[] }) {
  if (!outcome) {
    return (
      <p role="status" className="qr-preview-status">
        Checking the code…
      </p>
    );
  }
  if (!outcome.preview) {
    return (
      <p role="alert" className="qr-preview-problem qr-preview-error">
        {outcome.failure}
      </p>
    );
  }
  const { preview } = outcome;
  const verdict = verdictOf(preview);
  const lines = [...(preview.matrix ? [matrixFacts(preview.matrix)] : []), ...facts];
  return (
    <div className="qr-preview-report">
      <p
        role="status"
        className={`qr-preview-status ${verdict.state === 'sound' ? 'qr-preview-ok' : 'qr-preview-bad'}`}
      >
        {headlineOf(verdict)}
      </p>
      {preview.problems.map((problem) => (
        // Errors are announced at once; warnings wait to be read. Not a list: each message has its own role.
        <p
          key={`${problem.kind}-${problem.message}`}
          role={problem.severity === 'error' ? 'alert' : 'note'}
          className={`qr-preview-problem qr-preview-${problem.severity}`}
        >
          {problem.message}
        </p>
      ))}
      {lines.length > 0 ? (
        // For the curious: how large the symbol is. Folded away, since nobody needs it to make a code.
        <details className="qr-preview-details">
          <summary>Details</summary>
          {lines.map((line) => (
            <p key={line} className="qr-preview-facts">
              {line}
            </p>
          ))}
        </details>
      ) : null}
    </div>
  );
}

function matrixFacts(matrix: NonNullable<Preview['matrix']>): string {
  return `Version ${matrix.version}, ${matrix.size} × ${matrix.size} modules, error correction ${matrix.level}`;
}
