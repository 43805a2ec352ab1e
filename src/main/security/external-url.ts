/**
 * Whether a URL may be handed to the system browser: http(s) only, no credentials inside, a real host.
 * Anything else (file:, javascript:, custom schemes that launch programs) is refused.
 */
export function isSafeExternalUrl(candidate: string): boolean {
  if (!URL.canParse(candidate)) return false;
  const url = new URL(candidate);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    !url.username &&
    !url.password
  );
}
