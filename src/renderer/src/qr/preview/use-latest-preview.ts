import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Rgb } from '../../../../shared/qr/colours.ts';
import type { Preview } from '../../../../shared/qr/preview.ts';
import type { LoadedLogo } from './logo-image.ts';
import type { PreviewEngine } from './preview-engine.ts';

/** One preview to draw; a new object for every change of what it shows. */
export interface PreviewRequest {
  content: string;
  foreground: Rgb;
  background: Rgb;
  /** The canvas's size in device pixels. */
  pixels: number;
  logo: LoadedLogo | null;
  logoScale: number;
}

export interface PreviewOutcome {
  /** What this outcome was made for: an outcome for an earlier request means a newer one is being built. */
  request: PreviewRequest;
  preview: Preview | null;
  /** Why the preview could not be made at all (not why the code would not scan: that is in `preview`). */
  failure: string | null;
}

/** The name the benchmark reads: one measure per update, from the start of encoding to the end of drawing. */
export const PREVIEW_MEASURE = 'qr-preview-update';

let updates = 0;

/**
 * Builds and draws `request` on the canvas, one build at a time. Keystrokes come faster than a build of a long
 * payload: while one runs, later requests only replace each other, and the latest runs once it is done, so
 * updates never pile up and what is shown always catches up with what was typed.
 */
export function useLatestPreview(
  request: PreviewRequest | null,
  engine: PreviewEngine,
  canvas: RefObject<HTMLCanvasElement | null>,
): PreviewOutcome | null {
  const [outcome, setOutcome] = useState<PreviewOutcome | null>(null);
  const waiting = useRef<PreviewRequest | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!request) return;
    waiting.current = request;
    if (running.current) return;
    running.current = true;
    void (async () => {
      while (waiting.current && mounted.current) {
        const next = waiting.current;
        waiting.current = null;
        const result = await update(next, engine, canvas.current);
        if (mounted.current) setOutcome(result);
      }
      running.current = false;
    })();
  }, [request, engine, canvas]);

  return outcome;
}

async function update(
  request: PreviewRequest,
  engine: PreviewEngine,
  canvas: HTMLCanvasElement | null,
): Promise<PreviewOutcome> {
  const { content, foreground, background, pixels, logo, logoScale } = request;
  const mark = `${PREVIEW_MEASURE}-${++updates}`;
  performance.mark(mark);
  try {
    const preview = await engine.build({
      content,
      foreground,
      background,
      pixels,
      logo: logo ? { pixelsAt: (size) => logo.pixelsAt(size), scale: logoScale } : null,
    });
    if (preview.image && canvas) engine.draw(canvas, preview.image);
    performance.measure(PREVIEW_MEASURE, mark);
    return { request, preview, failure: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { request, preview: null, failure: `The preview could not be drawn: ${reason}` };
  } finally {
    performance.clearMarks(mark);
  }
}
