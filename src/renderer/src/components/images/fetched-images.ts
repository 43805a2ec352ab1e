/**
 * Images main fetched for the window, as `data:` addresses, by what they show: a list scrolled back, or a
 * screen opened again, shows them at once instead of fetching them again. Only successes are kept, so an image
 * that failed (offline, say) is tried again the next time it is shown. The oldest go first beyond the limit.
 */
const LIMIT = 300;
const kept = new Map<string, Promise<string | null>>();

export function fetchedImage(key: string, load: () => Promise<string | null>): Promise<string | null> {
  const known = kept.get(key);
  if (known) {
    // Most recently used last, so the oldest is the first in the map's order.
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const loading = load().then(
    (src) => {
      if (src === null) kept.delete(key);
      return src;
    },
    () => {
      kept.delete(key);
      return null;
    },
  );
  kept.set(key, loading);
  while (kept.size > LIMIT) kept.delete(kept.keys().next().value!);
  return loading;
}

/** Forgets every kept image (for tests, and nothing else). */
export function forgetFetchedImages(): void {
  kept.clear();
}

const SVG_DATA = 'data:image/svg+xml;charset=utf-8,';

/** An SVG's text as an address an `<img>` can show under the window's policy. */
export function svgDataUrl(svg: string): string {
  return `${SVG_DATA}${encodeURIComponent(svg)}`;
}

/** The SVG text back from `svgDataUrl`'s address; null for any other address. */
export function svgOfDataUrl(src: string): string | null {
  return src.startsWith(SVG_DATA) ? decodeURIComponent(src.slice(SVG_DATA.length)) : null;
}
