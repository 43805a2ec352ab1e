import type { Clock } from '../api/rate-limiter.ts';

/** An account's rate-limit window as its limiter knows it; null while nothing is known or nothing is counted. */
export interface RateWindow {
  limit: number;
  remaining: number;
  /** Local time the window ends; null between a window's end and the next answer. */
  resetAt: number | null;
}

/**
 * Keeps snapshots to `share` of each rate-limit window: before each page it counts what history sent in the
 * window so far and, when that reaches the share (or the window is spent, the person's request being worth more
 * than a snapshot), waits for the window to end. The count starts again only once a known window has ended, so
 * a window whose end was not known yet when counting began is still counted as one.
 */
export function createRateShare(options: { share: number; clock: Clock; window: () => RateWindow | null }) {
  let used = 0;
  let endsAt: number | null = null;
  let waitedMs = 0;

  return {
    /** Waits until history may send one more request, then counts it. */
    async take(signal?: AbortSignal): Promise<void> {
      for (;;) {
        const now = options.clock.now();
        if (endsAt !== null && now >= endsAt) {
          used = 0;
          endsAt = null;
        }
        const window = options.window();
        if (window === null) {
          used += 1;
          return;
        }
        if (window.resetAt !== null && window.resetAt > now) endsAt = window.resetAt;
        const allowance = Math.max(1, Math.floor(window.limit * options.share));
        if (used < allowance && window.remaining > 1) {
          used += 1;
          return;
        }
        // The end of the window as known; a minute (the deployed window) when the limiter has not said yet.
        const wait = Math.max(1_000, (endsAt ?? now + 60_000) - now + 250);
        const began = options.clock.now();
        await options.clock.sleep(wait, signal);
        waitedMs += options.clock.now() - began;
        if (endsAt === null) {
          used = 0;
        }
      }
    },
    /** How long history waited for windows since the last call, in milliseconds. */
    takeWaited(): number {
      const waited = waitedMs;
      waitedMs = 0;
      return waited;
    },
  };
}

export type RateShare = ReturnType<typeof createRateShare>;
