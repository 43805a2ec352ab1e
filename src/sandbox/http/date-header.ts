/**
 * The `Date` header from the sandbox's clock rather than the machine's, so a test that moves the clock sees a
 * `Date` consistent with `X-RateLimit-Reset`. The text changes once a second, so the last one is kept:
 * formatting a date on every request would show in the request rate.
 */
export function httpDateOf(now: () => number): () => string {
  let second = Number.NaN;
  let text = '';
  return () => {
    const time = now();
    const current = Math.floor(time / 1000);
    if (current !== second) {
      second = current;
      text = new Date(time).toUTCString();
    }
    return text;
  };
}
