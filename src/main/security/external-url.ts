/**
 * The address to hand to the system browser, or null: http(s) only, no credentials inside, a real host. Anything
 * else (file:, javascript:, custom schemes that launch programs) is refused. The answer is the parsed, normalised
 * URL, never the raw string that was checked, so the browser is given exactly what passed the check.
 */
export function safeExternalUrl(candidate: string): string | null {
  if (!URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  const safe =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    !url.username &&
    !url.password;
  return safe ? url.href : null;
}
