import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { ObservedAnswer } from '../../src/main/api/http-client.ts';
import { RateLimiter } from '../../src/main/api/rate-limiter.ts';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import type { RateLimitEvent } from '../../src/shared/ipc/events.ts';
import { ManualClock } from '../support/manual-clock.ts';

const WINDOW_MS = 60_000;

interface ServerOptions {
  /** Requests per window; 0 counts nothing and sends no headers. */
  limit: number;
  /** Send the X-RateLimit-* headers (deployed servers without caching send none). */
  headers?: boolean;
  /** How far the server's clock is ahead of the test's. */
  skewMs?: number;
}

/** An installation's rate limit as deployed servers count it: fixed windows from the first request. */
class FakeServer {
  readonly received: string[] = [];
  refused = 0;
  #window: { endsAt: number; used: number } | null = null;
  readonly #clock: ManualClock;
  readonly #options: ServerOptions;

  constructor(clock: ManualClock, options: ServerOptions) {
    this.#clock = clock;
    this.#options = options;
  }

  /** Counts one request and answers it, or refuses it the way a 429 does (nothing counted). */
  handle(name: string): { answer: ObservedAnswer; refusal?: AppError } {
    this.received.push(name);
    const now = this.#clock.now() + (this.#options.skewMs ?? 0);
    const headers = new Headers({ date: new Date(now).toUTCString() });
    const { limit } = this.#options;
    if (limit === 0) return { answer: { status: 200, headers } };
    if (!this.#window || this.#window.endsAt <= now) this.#window = { endsAt: now + WINDOW_MS, used: 0 };
    const window = this.#window;
    const retryAfter = Math.ceil((window.endsAt - now) / 1000);
    if (this.#options.headers !== false) {
      headers.set('x-ratelimit-limit', String(limit));
      headers.set('x-ratelimit-reset', String(Math.ceil(window.endsAt / 1000)));
    }
    if (window.used >= limit) {
      this.refused++;
      if (this.#options.headers !== false) headers.set('x-ratelimit-remaining', '0');
      return {
        answer: { status: 200, headers, body: { error: 429, 'Retry-After': retryAfter } },
        refusal: new AppError('rate_limited', 'The rate limit is reached.', {
          retryAfterSeconds: retryAfter,
        }),
      };
    }
    window.used++;
    if (this.#options.headers !== false) headers.set('x-ratelimit-remaining', String(limit - window.used));
    return { answer: { status: 200, headers, body: { error: 0 } } };
  }
}

function setUp(options: ServerOptions, limiterOptions: { concurrency?: number; maxRefusals?: number } = {}) {
  const clock = new ManualClock(1_700_000_000_000);
  const server = new FakeServer(clock, options);
  const events: RateLimitEvent[] = [];
  const limiter = new RateLimiter({
    accountId: 'acc',
    clock,
    emit: (event) => void events.push(event),
    ...limiterOptions,
  });
  /** Requests waiting for the test to let their answer arrive. */
  const held: (() => void)[] = [];
  let holding = false;

  /** The request `name`, as the gateway would send it: the answer reaches `observe`, a refusal throws. */
  const send = (name: string) => async () => {
    // The request leaves now; its answer comes a turn later (or when the test releases it).
    const { answer, refusal } = server.handle(name);
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    else await nextTurn();
    limiter.observe(answer);
    if (refusal) throw refusal;
    return name;
  };
  const request = (name: string, extra: { background?: boolean; signal?: AbortSignal } = {}) =>
    limiter.schedule(send(name), extra);

  return {
    clock,
    server,
    events,
    limiter,
    request,
    hold: () => (holding = true),
    /** Lets every held answer arrive, and stops holding new ones. */
    release: async () => {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
      await settle();
    },
  };
}

/** Lets promise chains and the limiter's reactions run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await nextTurn();
}

describe('rate limiter', () => {
  it('sends one request alone before it knows the limit, then releases the rest', async () => {
    const { limiter, request, hold, release, server } = setUp({ limit: 30 });
    hold();
    const answers = Promise.all(['a', 'b', 'c', 'd'].map((name) => request(name)));
    await settle();
    expect(server.received).toEqual(['a']);
    expect(limiter.state()).toMatchObject({ mode: 'unknown', inFlight: 1, queued: 3 });
    await release();
    expect(await answers).toEqual(['a', 'b', 'c', 'd']);
    expect(limiter.state()).toMatchObject({ mode: 'limited', limit: 30, remaining: 26, inFlight: 0 });
  });

  it('keeps to a fixed concurrency when the server sends no rate-limit headers', async () => {
    const { limiter, request, hold, release, server } = setUp({ limit: 0 }, { concurrency: 6 });
    await request('probe');
    expect(limiter.state().mode).toBe('unlimited');
    hold();
    const answers = Promise.all(Array.from({ length: 20 }, (_, i) => request(`r${i}`)));
    await settle();
    expect(limiter.state()).toMatchObject({ inFlight: 6, queued: 14 });
    expect(server.received).toHaveLength(7);
    await release();
    expect(await answers).toHaveLength(20);
  });

  it('holds what the window has no room for until it resets, and never gets refused', async () => {
    const { clock, limiter, request, server, events } = setUp({ limit: 5 });
    const answers = Promise.all(Array.from({ length: 12 }, (_, i) => request(`r${i}`)));
    await settle();
    expect(server.received).toHaveLength(5);
    expect(limiter.state()).toMatchObject({ remaining: 0, queued: 7 });
    expect(events).toEqual([{ type: 'rate-limit', accountId: 'acc', waitSeconds: 60, queued: 7 }]);

    await clock.advance(59_000);
    expect(server.received).toHaveLength(5);
    await clock.advance(1_000);
    await settle();
    expect(server.received).toHaveLength(10);
    expect(events.slice(1, 3)).toEqual([
      { type: 'rate-limit', accountId: 'acc', waitSeconds: 0, queued: 2 },
      { type: 'rate-limit', accountId: 'acc', waitSeconds: 60, queued: 2 },
    ]);

    await clock.advance(60_000);
    expect((await answers).length).toBe(12);
    expect(server.refused).toBe(0);
    expect(events.at(-1)).toEqual({ type: 'rate-limit', accountId: 'acc', waitSeconds: 0, queued: 0 });
  });

  it('sends requests a person waits for before background ones', async () => {
    const { clock, request, server } = setUp({ limit: 2 });
    await Promise.all([request('first'), request('second')]);
    const later = [
      request('background 1', { background: true }),
      request('background 2', { background: true }),
      request('foreground 1'),
      request('background 3', { background: true }),
      request('foreground 2'),
    ];
    await settle();
    expect(server.received).toHaveLength(2);
    await clock.advance(WINDOW_MS);
    await settle();
    expect(server.received.slice(2)).toEqual(['foreground 1', 'foreground 2']);
    await clock.advance(WINDOW_MS);
    await clock.advance(WINDOW_MS);
    await Promise.all(later);
    expect(server.received.slice(4)).toEqual(['background 1', 'background 2', 'background 3']);
  });

  it('keeps one request of each window of ten or more for the person while background work waits', async () => {
    const { clock, limiter, request, server } = setUp({ limit: 10 });
    await request('probe');
    const background = Array.from({ length: 20 }, (_, i) => request(`background ${i}`, { background: true }));
    await settle();
    // 10 a window, the probe took one: 8 for the background, 1 left over.
    expect(server.received).toHaveLength(9);
    expect(limiter.state()).toMatchObject({ remaining: 1, queuedForeground: 0 });
    await request('shortcut');
    expect(server.received.at(-1)).toBe('shortcut');
    await clock.advance(WINDOW_MS);
    await settle();
    expect(server.received).toHaveLength(19);
    await clock.advance(WINDOW_MS);
    await clock.advance(WINDOW_MS);
    await Promise.all(background);
    expect(server.refused).toBe(0);
  });

  it('sends a refused request again after the reset, before the requests queued behind it', async () => {
    // No headers: the limiter learns only from the refusal's Retry-After, one refusal per window.
    const { clock, request, server, limiter, events } = setUp({ limit: 1, headers: false });
    await request('first');
    expect(limiter.state().mode).toBe('unlimited');
    const second = request('second');
    await settle();
    const third = request('third');
    expect(server.refused).toBe(1);
    expect(limiter.state()).toMatchObject({ mode: 'limited', remaining: 0, queued: 2 });
    expect(events.at(-1)).toEqual({ type: 'rate-limit', accountId: 'acc', waitSeconds: 60, queued: 1 });

    await clock.advance(WINDOW_MS);
    expect(await second).toBe('second');
    expect((await clock.runUntilSettled(third)).value).toBe('third');
    expect(server.received).toEqual(['first', 'second', 'second', 'third', 'third']);
  });

  it('gives up on a request refused again and again, with the refusal', async () => {
    // Another program using the same key takes every slot of every window.
    const clock = new ManualClock();
    const limiter = new RateLimiter({ accountId: 'acc', clock, emit: () => undefined, maxRefusals: 2 });
    let sends = 0;
    const always = limiter.schedule(async () => {
      sends++;
      throw new AppError('rate_limited', 'The rate limit is reached.', { retryAfterSeconds: 30 });
    });
    const { value: error, skippedMs } = await clock.runUntilSettled(
      always.catch((caught: unknown) => caught),
    );
    expect([(error as AppError).code, sends, skippedMs]).toEqual(['rate_limited', 3, 60_000]);
  });

  it('takes a cancelled request out of the queue at once, without sending it', async () => {
    const { request, server, limiter, events } = setUp({ limit: 1 });
    await request('first');
    const controller = new AbortController();
    const queued = request('cancelled', { signal: controller.signal });
    await settle();
    expect(events.at(-1)).toMatchObject({ waitSeconds: 60, queued: 1 });
    controller.abort();
    const error = (await queued.catch((caught: unknown) => caught)) as AppError;
    expect([error.code, error.message]).toEqual(['cancelled', 'The request was cancelled.']);
    expect(server.received).toEqual(['first']);
    expect(limiter.state().queued).toBe(0);
    expect(events.at(-1)).toEqual({ type: 'rate-limit', accountId: 'acc', waitSeconds: 0, queued: 0 });
  });

  it('refuses a request whose signal is already aborted', async () => {
    const { request, server } = setUp({ limit: 5 });
    const error = (await request('late', { signal: AbortSignal.abort() }).catch(
      (caught: unknown) => caught,
    )) as AppError;
    expect(error.code).toBe('cancelled');
    expect(server.received).toEqual([]);
  });

  it('corrects the window end for a server clock that is far off', async () => {
    const { clock, request, limiter } = setUp({ limit: 5, skewMs: 3_600_000 });
    await request('first');
    // The server's reset is an hour ahead of ours; in our time the window ends a minute from now.
    const resetAt = limiter.state().resetAt!;
    expect(resetAt - clock.now()).toBeGreaterThan(WINDOW_MS - 2_000);
    expect(resetAt - clock.now()).toBeLessThanOrEqual(WINDOW_MS + 1_000);
  });

  it('trusts the lowest count of a window when answers arrive out of order', () => {
    const { limiter, clock } = setUp({ limit: 30 });
    const reset = String(Math.ceil((clock.now() + WINDOW_MS) / 1000));
    const answer = (remaining: number) => ({
      status: 200,
      headers: new Headers({
        'x-ratelimit-limit': '30',
        'x-ratelimit-remaining': String(remaining),
        'x-ratelimit-reset': reset,
      }),
    });
    limiter.observe(answer(20));
    limiter.observe(answer(25));
    expect(limiter.state().remaining).toBe(20);
  });

  it('rejects what is still queued when it is closed', async () => {
    const { request, limiter, server } = setUp({ limit: 1 });
    await request('first');
    const queued = request('queued');
    await settle();
    limiter.close();
    expect(((await queued.catch((caught: unknown) => caught)) as AppError).code).toBe('cancelled');
    expect(server.received).toEqual(['first']);
  });
});
