import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh secret for one run of dev:browser: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Compares in constant time, so the answer's timing tells nothing about how much of a guess was right. */
export function tokensMatch(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A request is for us only when its Host header is exactly our address. A web page that points a name of its
 * own at 127.0.0.1 (DNS rebinding) reaches the same socket, but its requests name that other host.
 */
export function isOwnHost(hostHeader: string | undefined, ownHost: string): boolean {
  return hostHeader === ownHost;
}

/**
 * Browsers send `Origin` on every POST; when they do, it must be our own. (A request without one comes from a
 * program, not a page, and still needs the token.)
 */
export function isOwnOriginOrNone(originHeader: string | undefined, ownOrigin: string): boolean {
  return originHeader === undefined || originHeader === ownOrigin;
}
