import type { IncomingHttpHeaders } from 'node:http';
import type { Judgement } from './probe-errors.ts';

/** Statuses that send the visitor on, when they come with a Location. */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** Redirects that say the page now lives elsewhere for good: the link should be changed. */
export const PERMANENT_STATUSES: ReadonlySet<number> = new Set([301, 308]);

/**
 * Whether a HEAD answer needs a GET to be believed. Many servers answer HEAD wrongly (405, 501, 403, 400, a 500
 * from a framework that has no HEAD route) while the page itself works. 404 and 410 are trusted (a server that
 * knows the page is gone says so to both), and 429 is not asked again: a second request would only make it worse.
 */
export function headNeedsGet(status: number): boolean {
  return status >= 400 && status <= 599 && status !== 404 && status !== 410 && status !== 429;
}

function headerText(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().toLowerCase();
}

/**
 * Whether the answer is a wall put up for automated visitors rather than the page: a Cloudflare challenge, or a
 * "come back later" that such walls give. A person in a browser would get through, so this says nothing.
 */
export function looksLikeBotChallenge(status: number, headers: IncomingHttpHeaders): boolean {
  if (headerText(headers['cf-mitigated']) === 'challenge') return true;
  if ((status === 403 || status === 503) && headerText(headers.server) === 'cloudflare') return true;
  return status === 503 && headers['retry-after'] !== undefined;
}

const OK: Judgement = { verdict: 'ok', reason: 'answered' };

/**
 * What the last answer says of the page. `ranged` is true when it answers our own GET for its first byte: a 416
 * then means the page is there but empty, which is no fault of the page.
 */
export function judgeAnswer(status: number, challenge: boolean, ranged: boolean): Judgement {
  if (status === 999 || challenge) return { verdict: 'unknown', reason: 'bot-wall' };
  if (status >= 200 && status <= 399) return OK;
  if (status === 416 && ranged) return OK;
  if (status === 404 || status === 410) return { verdict: 'broken', reason: 'not-found' };
  if (status === 401) return { verdict: 'unknown', reason: 'sign-in' };
  if (status === 403) return { verdict: 'unknown', reason: 'bot-wall' };
  if (status === 429) return { verdict: 'unknown', reason: 'rate-limited' };
  if (status >= 400 && status <= 499) return { verdict: 'broken', reason: 'client-error' };
  if (status >= 500 && status <= 599) return { verdict: 'broken', reason: 'server-error' };
  // A status outside HTTP's ranges means nothing anyone can read.
  return { verdict: 'unknown', reason: 'network' };
}
