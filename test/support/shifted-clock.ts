import type { Clock } from '../../src/main/api/rate-limiter.ts';

interface Sleeper {
  at: number;
  wake: () => void;
}

/**
 * Real time plus a shift that only grows: time flows as usual, and jumps forward when a test says so, for the
 * installation and main alike (give both `now`). A sleep ends when its time comes either way, so a rate-limit
 * window is passed in an instant instead of waited out.
 */
export class ShiftedClock implements Clock {
  #shift = 0;
  #sleepers = new Set<Sleeper>();

  now = (): number => Date.now() + this.#shift;

  sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason as Error);
      const settle = () => {
        clearTimeout(timer);
        this.#sleepers.delete(sleeper);
        signal?.removeEventListener('abort', abort);
      };
      const sleeper: Sleeper = {
        at: this.now() + ms,
        wake: () => {
          settle();
          resolve();
        },
      };
      const abort = () => {
        settle();
        reject(signal!.reason as Error);
      };
      const timer = setTimeout(sleeper.wake, ms);
      signal?.addEventListener('abort', abort, { once: true });
      this.#sleepers.add(sleeper);
    });

  /** Moves time forward by `ms`, ending every sleep whose time has now come. */
  jump(ms: number): void {
    this.#shift += ms;
    const now = this.now();
    for (const sleeper of [...this.#sleepers]) if (sleeper.at <= now) sleeper.wake();
  }
}
