import { ApiError } from './errors.ts';

const WINDOW_MS = 60_000;

interface Window {
  endsAt: number;
  used: number;
}

/**
 * Fixed one-minute windows per API key, each starting at the key's first request, as deployed
 * installations count. `limit` 0 turns limiting (and its headers) off.
 */
export class RateLimiter {
  readonly #windows = new Map<string, Window>();
  readonly #limit: number;
  readonly #now: () => number;

  constructor(limit: number, now: () => number) {
    this.#limit = limit;
    this.#now = now;
  }

  /** Counts one request for `key` and answers the headers to send, or throws a 429 that changes nothing. */
  take(key: string): Record<string, string> {
    if (this.#limit === 0) return {};
    const now = this.#now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { endsAt: now + WINDOW_MS, used: 0 };
      this.#windows.set(key, window);
      this.#forgetExpired(now);
    }
    const headers = {
      'x-ratelimit-limit': String(this.#limit),
      'x-ratelimit-reset': String(Math.ceil(window.endsAt / 1000)),
    };
    if (window.used >= this.#limit) {
      const retryAfter = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
      throw new ApiError(429, `Too many requests: ${this.#limit} per minute. Try again in ${retryAfter} s.`, {
        headers: { ...headers, 'x-ratelimit-remaining': '0', 'retry-after': String(retryAfter) },
      });
    }
    window.used++;
    return { ...headers, 'x-ratelimit-remaining': String(this.#limit - window.used) };
  }

  /** Keeps the map from growing with keys that stopped calling; runs only when a window opens. */
  #forgetExpired(now: number): void {
    if (this.#windows.size < 1000) return;
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
  }
}
