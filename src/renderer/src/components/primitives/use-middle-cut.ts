import { useLayoutEffect, useState, type RefObject } from 'react';
import { textWidth } from './text-width.ts';
import { middleCut } from './truncate.ts';

/** Room kept free for the difference between the canvas's reckoning and the page's own layout. */
const SAFETY_PX = 2;

/**
 * `text` cut in the middle to fit the element's width in its own font, again whenever the element changes
 * size; the whole text until it is laid out, and where nothing can watch sizes (jsdom).
 */
export function useMiddleCut(ref: RefObject<HTMLElement | null>, text: string, enabled: boolean): string {
  const [fitted, setFitted] = useState<{ text: string; shown: string } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      const font = getComputedStyle(element).font;
      const shown = middleCut(text, element.clientWidth - SAFETY_PX, (candidate) =>
        textWidth(candidate, font),
      );
      setFitted({ text, shown });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, text, enabled]);
  return fitted?.text === text ? fitted.shown : text;
}
