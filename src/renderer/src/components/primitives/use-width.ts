import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's inner width in pixels, kept up to date as the window or the sidebar changes size; 0 where
 * nothing is laid out or nothing can watch sizes (jsdom), which callers read as "unknown".
 */
export function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The root font size, which `rem` tracks are measured in. */
export function remInPixels(): number {
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}
