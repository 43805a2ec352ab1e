import { useLayoutEffect, type RefObject } from 'react';
import { textWidth } from './text-width.ts';
import { middleCut } from './truncate.ts';

/** Room kept free for the difference between the canvas's reckoning and the page's own layout. */
const SAFETY_PX = 2;
/** Cuts already worked out, by font, width and text: rows scrolled back into view cost nothing. */
const MAX_KEPT_CUTS = 2000;

/*
 * A list shows dozens of cut cells and mounts new ones on every scrolled frame, so each must cost next to
 * nothing: one ResizeObserver watches them all (it reports each cell's width without forcing a layout), the
 * font is read once per kind of cell rather than once per cell, and a cut is worked out once per text and width.
 */
const fits = new WeakMap<Element, (width: number) => void>();
let observer: ResizeObserver | null = null;
const fontOfClass = new Map<string, string>();
const cuts = new Map<string, string>();

function watch(element: Element, fit: (width: number) => void): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) fits.get(entry.target)?.(entry.contentRect.width);
  });
  fits.set(element, fit);
  observer.observe(element);
  return () => {
    fits.delete(element);
    observer?.unobserve(element);
  };
}

/** The element's font: cells of one kind (one class list) share it, so it is read from the page once. */
function fontOf(element: HTMLElement): string {
  const known = fontOfClass.get(element.className);
  if (known !== undefined) return known;
  const font = getComputedStyle(element).font;
  fontOfClass.set(element.className, font);
  return font;
}

function cutToFit(text: string, width: number, font: string): string {
  const key = `${font}\u0000${width}\u0000${text}`;
  const known = cuts.get(key);
  if (known !== undefined) return known;
  const shown = middleCut(text, width - SAFETY_PX, (candidate) => textWidth(candidate, font));
  if (cuts.size >= MAX_KEPT_CUTS) cuts.delete(cuts.keys().next().value!);
  cuts.set(key, shown);
  return shown;
}

/** Where nothing can watch sizes (jsdom), texts are shown whole. */
export const CAN_CUT = typeof ResizeObserver !== 'undefined';

interface CutJob {
  text: string;
  /** The element that shows the cut text; the watched element around it gives the width. */
  target: HTMLElement;
}

/*
 * Cutting waits for a pause: while a list scrolls, new cells show the browser's own end ellipsis and scroll
 * frames do no measuring at all; once nothing new has come for a moment, every waiting cell is cut together,
 * all widths read first (one layout), then every text written. Writing the text directly, rather than through
 * React state, spares each cell a second render. One timer serves every cell and is not reset per cell (a
 * scrolled frame mounts dozens): when it fires too early, it waits out the rest of the pause.
 */
const SETTLE_MS = 120;
const pending = new Map<HTMLElement, CutJob>();
let timer: ReturnType<typeof setTimeout> | null = null;
let lastScheduledAt = 0;

function apply(element: HTMLElement, job: CutJob, width: number): void {
  const shown = width > 0 ? cutToFit(job.text, width, fontOf(element)) : job.text;
  if (job.target.textContent !== shown) job.target.textContent = shown;
}

function flush(): void {
  const quietFor = performance.now() - lastScheduledAt;
  if (quietFor < SETTLE_MS) {
    timer = setTimeout(flush, SETTLE_MS - quietFor);
    return;
  }
  timer = null;
  const jobs = [...pending];
  pending.clear();
  const widths = jobs.map(([element]) => element.clientWidth);
  jobs.forEach(([element, job], index) => apply(element, job, widths[index]!));
}

function schedule(element: HTMLElement, job: CutJob): void {
  pending.set(element, job);
  lastScheduledAt = performance.now();
  timer ??= setTimeout(flush, SETTLE_MS);
}

/**
 * Keeps `target` showing `text` cut in the middle to fit `ref`'s width in its own font, again whenever the
 * element changes size. The caller renders the whole text into `target`; nothing happens where sizes cannot be
 * watched (jsdom).
 */
export function useMiddleCut(
  ref: RefObject<HTMLElement | null>,
  target: RefObject<HTMLElement | null>,
  text: string,
  enabled: boolean,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const shownIn = target.current;
    if (!enabled || !CAN_CUT || !element || !shownIn) return;
    const job = { text, target: shownIn };
    schedule(element, job);
    // A cell whose width changes later (a resized window or sidebar) is cut again after the change settles.
    const stop = watch(element, () => schedule(element, job));
    return () => {
      pending.delete(element);
      stop();
    };
  }, [ref, target, text, enabled]);
}
