/**
 * Deployed installations compute `maxpage` with a float division and send it as one: `"maxpage":2.0`.
 * JSON.stringify cannot write that, so the text is patched. Only the first match is the envelope's: it comes
 * before the items, and a `"maxpage":` inside a string value would have its quotes escaped.
 */
export function serializeWithFloatMaxpage(payload: unknown): string {
  return JSON.stringify(payload).replace(/"maxpage":(-?\d+)(?=[,}])/, '"maxpage":$1.0');
}

export function hasMaxpage(payload: unknown): boolean {
  const data = (payload as { data?: unknown }).data;
  return data !== null && typeof data === 'object' && 'maxpage' in data;
}
