/** How much of what is kept comes from the start: a URL's domain matters more than its last characters. */
const HEAD_SHARE = 0.6;
/** The fewest characters of the end kept beside a whole domain: enough to tell one page from another. */
const MIN_TAIL = 6;
const ELLIPSIS = '…';

/** The start of a URL up to and with its first path slash (its scheme and domain); 0 for other text. */
function domainLength(text: string): number {
  const scheme = text.indexOf('://');
  const slash = text.indexOf('/', scheme === -1 ? 0 : scheme + 3);
  return slash === -1 ? 0 : slash + 1;
}

/**
 * The text cut in the middle to fit `width` pixels as `measure` reckons them: as many characters as fit,
 * 60 % from its start and the rest from its end, joined by an ellipsis ("ads.example.net/lan…adtracking");
 * a URL's domain is kept whole once that leaves room for six characters of its end. The whole text when it
 * fits, or when the width is not known (0).
 */
export function middleCut(text: string, width: number, measure: (text: string) => number): string {
  if (width <= 0 || measure(text) <= width) return text;
  const domain = domainLength(text);
  const cutKeeping = (keep: number) => {
    const share = Math.ceil(keep * HEAD_SHARE);
    const head = share < domain && domain <= keep - MIN_TAIL ? domain : share;
    return `${text.slice(0, head)}${ELLIPSIS}${text.slice(text.length - (keep - head))}`;
  };
  // The most characters whose cut still fits: the width grows with what is kept, so halve the range. (Where
  // the domain comes in whole, a few wide characters of the end may give way to narrow ones: a cut found is
  // one measured to fit, at worst a character shorter than the longest.)
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
