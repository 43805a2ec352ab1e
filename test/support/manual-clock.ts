import { setImmediate as nextTurn, setTimeout as delay } from 'node:timers/promises';
import type { Clock } from '../../src/main/api/rate-limiter.ts';

interface Sleeper {
  at: number;
  wake: () => void;
}

/** A clock that only moves when told to: rate-limit windows pass in an instant and exactly when a test says. */
export class ManualClock implements Clock {
  #now: number;
  #sleepers: Sleeper[] = [];

  constructor(start = Date.now()) {
    this.#now = start;
  }

  now = (): number => this.#now;

  sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason as Error);
      const sleeper: Sleeper = { at: this.#now + ms, wake: resolve };
      this.#sleepers.push(sleeper);
      signal?.addEventListener(
        'abort',
        () => {
          this.#sleepers = this.#sleepers.filter((other) => other !== sleeper);
          reject(signal.reason as Error);
        },
        { once: true },
      );
    });

  /** How many sleeps are waiting for time to move. */
  get sleeping(): number {
    return this.#sleepers.length;
  }

  /** Moves time forward by `ms`, waking every sleep that ends on the way, in order. */
  async advance(ms: number): Promise<void> {
    const target = this.#now + ms;
    for (;;) {
      const next = this.#sleepers.filter((sleeper) => sleeper.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.#now = Math.max(this.#now, next.at);
      this.#sleepers = this.#sleepers.filter((sleeper) => sleeper !== next);
      next.wake();
      await nextTurn();
    }
    this.#now = target;
    await nextTurn();
  }

  /** Moves time to the end of the earliest sleep. */
  async skipToNextWake(): Promise<void> {
    const next = Math.min(...this.#sleepers.map((sleeper) => sleeper.at));
    await this.advance(Math.max(0, next - this.#now));
  }

  /**
   * Waits for `work`, moving time to the next wake whenever something sleeps and nothing else is under way
   * (`busy`: real I/O such as HTTP to a real server), as real time would pass. Answers the result and how much
   * time was skipped.
   */
  async runUntilSettled<T>(
    work: Promise<T>,
    busy: () => boolean = () => false,
  ): Promise<{ value: T; skippedMs: number }> {
    const start = this.#now;
    let settled = false;
    const watched = work.finally(() => (settled = true));
    watched.catch(() => undefined);
    while (!settled) {
      if (this.#sleepers.length > 0 && !busy()) await this.skipToNextWake();
      else await delay(2);
    }
    return { value: await watched, skippedMs: this.#now - start };
  }
}
