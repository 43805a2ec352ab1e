/** How much of what is kept comes from the start: a URL's domain matters more than its last characters. */
const HEAD_SHARE = 0.6;
const ELLIPSIS = '…';

/**
 * The text cut in the middle to fit `width` pixels as `measure` reckons them: as many characters as fit,
 * 60 % from its start and the rest from its end, joined by an ellipsis ("ads.example.net/lan…adtracking").
 * The whole text when it fits, or when the width is not known (0).
 */
export function middleCut(text: string, width: number, measure: (text: string) => number): string {
  if (width <= 0 || measure(text) <= width) return text;
  const cutKeeping = (keep: number) => {
    const head = Math.ceil(keep * HEAD_SHARE);
    return `${text.slice(0, head)}${ELLIPSIS}${text.slice(text.length - (keep - head))}`;
  };
  // The most characters whose cut still fits: measuring is monotonic in what is kept, so halve the range.
  let low = 0;
  let high = text.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(cutKeeping(middle)) <= width) low = middle;
    else high = middle - 1;
  }
  return cutKeeping(low);
}

/**
 * A URL as people read it in a list: without `https://` (the usual case, which every row would repeat), with
 * any other scheme kept, since `http://` is worth noticing.
 */
export function displayUrl(url: string): string {
  return url.startsWith('https://') ? url.slice('https://'.length) : url;
}
