import type { z } from 'zod';

/** This computer, where nothing travels over a network: plain http is fine there. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1';
}

/** Whether a key sent to this installation would cross a network unencrypted (http:// and not this computer). */
export function sendsKeyUnencrypted(baseUrl: string): boolean {
  if (!URL.canParse(baseUrl.trim())) return false;
  const url = new URL(baseUrl.trim());
  return url.protocol === 'http:' && !isLoopbackHost(url.hostname);
}

export const UNENCRYPTED_NOT_CONFIRMED =
  'must be ticked: over http:// the API key travels unencrypted. Use https:// if the installation offers it.';

/** An http:// installation off this computer is accepted only when the person has confirmed it. */
export function checkUnencryptedConfirmed(
  request: { baseUrl: string; allowUnencrypted?: boolean | undefined },
  ctx: z.RefinementCtx,
): void {
  if (sendsKeyUnencrypted(request.baseUrl) && request.allowUnencrypted !== true) {
    ctx.addIssue({ code: 'custom', path: ['allowUnencrypted'], message: UNENCRYPTED_NOT_CONFIRMED });
  }
}
