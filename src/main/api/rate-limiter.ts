import { setTimeout as delay } from 'node:timers/promises';
import { AppError } from '../../shared/ipc/app-error.ts';
import type { RateLimitEvent } from '../../shared/ipc/events.ts';
import type { ObservedAnswer } from './http-client.ts';

/** Where the limiter gets its time: injected so that tests and benchmarks can move it. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`; may reject once `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => delay(ms, undefined, signal ? { signal } : {}),
};

/** Browsers' per-host limit: enough to overlap requests, not enough to look like an attack. */
const DEFAULT_CONCURRENCY = 6;
/** Date headers have whole seconds and requests take time: only a larger gap is a wrong clock. */
const SKEW_TOLERANCE_MS = 2_000;
/** A refusal that does not say when to come back: deployed windows last one minute. */
const UNKNOWN_WINDOW_MS = 60_000;
/** Shortest wait after a refusal, so that a server answering "retry in 0 s" is not hammered. */
const MIN_REFUSAL_WAIT_MS = 1_000;
/** Windows of at least this many requests keep one for the person while background work runs. */
const BACKGROUND_RESERVE_FROM = 10;

/** The requests of a window of `limit` that background work may use: all but the one kept for the person. */
export function backgroundShare(limit: number): number {
  return limit >= BACKGROUND_RESERVE_FROM ? limit - 1 : limit;
}
/** A request refused this many times (another program using the same key, say) fails with the refusal. */
const DEFAULT_MAX_REFUSALS = 5;

/**
 * - `unknown`: nothing learned yet (or a refusal said nothing about the limit); one request at a time.
 * - `limited`: the server counts; requests go while the window has room.
 * - `unlimited`: answers carry no rate-limit headers, so the server does not count; a fixed concurrency.
 */
type Mode = 'unknown' | 'limited' | 'unlimited';

interface Job {
  send: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  background: boolean;
  signal: AbortSignal | undefined;
  onAbort: () => void;
  refusals: number;
  /** Order of arrival: a refused request goes back in its place, ahead of everything that came after it. */
  seq: number;
}

export interface ScheduleOptions {
  /** Background requests go only when no request a person is waiting for is queued. */
  background?: boolean;
  /** Aborting it takes a queued request out of the queue at once, before anything is sent. */
  signal?: AbortSignal;
}

export interface RateLimiterOptions {
  accountId: string;
  clock: Clock;
  emit: (event: RateLimitEvent) => void;
  /** Requests in flight at once, at most; 6 unless set. */
  concurrency?: number;
  maxRefusals?: number;
}

/** What the limiter knows and holds, for tests and benchmarks. */
export interface RateLimiterState {
  mode: Mode;
  limit: number | null;
  remaining: number;
  /** Local time the current window ends, when known. */
  resetAt: number | null;
  inFlight: number;
  queued: number;
  /** Of those, the requests a person is waiting for. */
  queuedForeground: number;
}

interface WindowHeaders {
  limit: number;
  remaining: number;
  /** Unix seconds on the server's clock. */
  reset: number;
}

/** The X-RateLimit-* headers, `null` when the answer has none, `undefined` when they are unreadable. */
function windowHeaders(headers: Headers): WindowHeaders | null | undefined {
  const limit = headers.get('x-ratelimit-limit');
  const remaining = headers.get('x-ratelimit-remaining');
  const reset = headers.get('x-ratelimit-reset');
  if (limit === null && remaining === null && reset === null) return null;
  const numbers = [limit, remaining, reset].map((value) => Number(value ?? Number.NaN));
  if (!numbers.every(Number.isFinite)) return undefined;
  const [limitNumber, remainingNumber, resetNumber] = numbers as [number, number, number];
  // Older installations count past the limit (negative remaining); newer ones stop at 0.
  return { limit: limitNumber, remaining: Math.max(0, remainingNumber), reset: resetNumber };
}

/** How far the server's clock is ahead of ours, when its Date header says so clearly. */
function skewOf(headers: Headers, now: number): number {
  const date = Date.parse(headers.get('date') ?? '');
  if (!Number.isFinite(date)) return 0;
  const skew = date - now;
  return Math.abs(skew) > SKEW_TOLERANCE_MS ? skew : 0;
}

function cancelledError(): AppError {
  return new AppError('cancelled', 'The request was cancelled.');
}

function isRefusal(error: unknown): error is AppError {
  return error instanceof AppError && error.code === 'rate_limited';
}

/**
 * One account's requests under its installation's rate limit (deployed default: 30 a minute per key, a fixed
 * window from the first request). It learns the limit from the answers, never sends a request it knows will
 * be refused, holds the rest until the window resets (requests a person waits for first), and sends a refused
 * request again after the reset: a refusal changes nothing on the server, so this is safe for writes too.
 */
export class RateLimiter {
  readonly #accountId: string;
  readonly #clock: Clock;
  readonly #emit: (event: RateLimitEvent) => void;
  readonly #concurrency: number;
  readonly #maxRefusals: number;

  #mode: Mode = 'unknown';
  #limit: number | null = null;
  #remaining = 0;
  /** The server's reset value of the window being counted: a larger one is a new window, a smaller one stale. */
  #window = Number.NEGATIVE_INFINITY;
  #resetAt: number | null = null;
  #inFlight = 0;
  #seq = 0;
  readonly #foreground: Job[] = [];
  readonly #background: Job[] = [];
  #timer: { at: number; controller: AbortController } | null = null;
  /** The window end last told to the renderer, while requests wait for it. */
  #announced: number | null = null;

  constructor(options: RateLimiterOptions) {
    this.#accountId = options.accountId;
    this.#clock = options.clock;
    this.#emit = options.emit;
    this.#concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.#maxRefusals = options.maxRefusals ?? DEFAULT_MAX_REFUSALS;
  }

  /** Runs `send` as soon as the limit allows; its answers must reach `observe`. */
  schedule<T>(send: () => Promise<T>, options: ScheduleOptions = {}): Promise<T> {
    const { signal, background = false } = options;
    if (signal?.aborted) return Promise.reject(cancelledError());
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        send,
        resolve: resolve as (value: unknown) => void,
        reject,
        background,
        signal,
        onAbort: () => this.#withdraw(job),
        refusals: 0,
        seq: this.#seq++,
      };
      this.#enqueue(job);
      this.#pump();
    });
  }

  /** Learns the limit, what is left of it and when the window ends from one answer of the installation. */
  observe(answer: ObservedAnswer): void {
    const headers = windowHeaders(answer.headers);
    if (headers === undefined) return;
    if (headers === null || headers.limit <= 0) {
      // A server that counts sends its headers on every counted answer; one without them does not count.
      if (this.#mode === 'unknown') this.#mode = 'unlimited';
      return;
    }
    const resetAt = headers.reset * 1000 - skewOf(answer.headers, this.#clock.now());
    if (this.#mode !== 'limited' || headers.reset > this.#window) {
      this.#mode = 'limited';
      this.#limit = headers.limit;
      this.#remaining = headers.remaining;
      this.#window = headers.reset;
      this.#resetAt = resetAt;
    } else if (headers.reset === this.#window && this.#resetAt !== null) {
      // Answers of one window can arrive out of order: the lowest count left is the latest.
      this.#limit = headers.limit;
      this.#remaining = Math.min(this.#remaining, headers.remaining);
    }
    // No pump here: the answer's own request is still counted in flight until it settles, and settling pumps.
  }

  state(): RateLimiterState {
    return {
      mode: this.#mode,
      limit: this.#limit,
      remaining: this.#remaining,
      resetAt: this.#resetAt,
      inFlight: this.#inFlight,
      queued: this.#queued(),
      queuedForeground: this.#foreground.length,
    };
  }

  /** Refuses everything still queued and stops waiting: the account is gone. */
  close(): void {
    for (const job of [...this.#foreground, ...this.#background]) {
      job.signal?.removeEventListener('abort', job.onAbort);
      job.reject(cancelledError());
    }
    this.#foreground.length = 0;
    this.#background.length = 0;
    this.#stopTimer();
  }

  #queued(): number {
    return this.#foreground.length + this.#background.length;
  }

  /** Queues stay in order of arrival, so a request sent again after a refusal lands near the front. */
  #enqueue(job: Job): void {
    const queue = job.background ? this.#background : this.#foreground;
    const before = queue.findIndex((other) => other.seq > job.seq);
    if (before === -1) queue.push(job);
    else queue.splice(before, 0, job);
    job.signal?.addEventListener('abort', job.onAbort, { once: true });
  }

  #withdraw(job: Job): void {
    const queue = job.background ? this.#background : this.#foreground;
    const index = queue.indexOf(job);
    if (index === -1) return;
    queue.splice(index, 1);
    job.reject(cancelledError());
    this.#pump();
  }

  #pump(): void {
    const now = this.#clock.now();
    if (this.#resetAt !== null && now >= this.#resetAt) this.#rollOver();
    while (this.#queued() > 0 && this.#canSend(this.#foreground.length > 0 ? 0 : this.#backgroundReserve())) {
      this.#start((this.#foreground.shift() ?? this.#background.shift())!);
    }
    this.#updateWait(now);
  }

  /** The window ended: the server starts a new one with the next request, its end known from that answer. */
  #rollOver(): void {
    this.#resetAt = null;
    if (this.#limit !== null) this.#remaining = this.#limit;
    else this.#mode = 'unknown';
  }

  /**
   * Requests of each window that background work leaves for the person: a long import or bulk delete spends
   * every window otherwise, and what the person does meanwhile (a quick shorten above all) would always wait.
   */
  #backgroundReserve(): number {
    return this.#mode === 'limited' && this.#limit !== null ? this.#limit - backgroundShare(this.#limit) : 0;
  }

  #canSend(reserve = 0): boolean {
    if (this.#inFlight >= this.#concurrency) return false;
    if (this.#mode === 'unknown') return this.#inFlight === 0;
    if (this.#mode === 'unlimited') return true;
    // Requests in flight may not be counted in `remaining` yet: assume they all will be.
    return this.#remaining - this.#inFlight > reserve;
  }

  #start(job: Job): void {
    job.signal?.removeEventListener('abort', job.onAbort);
    this.#inFlight++;
    let sent: Promise<unknown>;
    try {
      sent = job.send();
    } catch (error) {
      sent = Promise.reject(error);
    }
    sent.then(
      (value) => {
        this.#inFlight--;
        job.resolve(value);
        this.#pump();
      },
      (error: unknown) => {
        this.#inFlight--;
        if (isRefusal(error) && job.refusals < this.#maxRefusals && !job.signal?.aborted) {
          job.refusals++;
          this.#refused(error);
          this.#enqueue(job);
        } else {
          job.reject(error);
        }
        this.#pump();
      },
    );
  }

  /** The server refused a request: nothing more goes until the time it gave (or its window's end). */
  #refused(error: AppError): void {
    const now = this.#clock.now();
    this.#remaining = 0;
    if (this.#mode !== 'limited') this.#mode = 'limited';
    const retryAt =
      error.retryAfterSeconds !== undefined
        ? now + Math.max(error.retryAfterSeconds * 1000, MIN_REFUSAL_WAIT_MS)
        : this.#resetAt !== null && this.#resetAt > now
          ? this.#resetAt
          : now + UNKNOWN_WINDOW_MS;
    this.#resetAt = Math.max(this.#resetAt ?? 0, retryAt);
  }

  #updateWait(now: number): void {
    const waitingForWindow =
      this.#queued() > 0 &&
      this.#mode === 'limited' &&
      this.#resetAt !== null &&
      this.#remaining - this.#inFlight <= (this.#foreground.length > 0 ? 0 : this.#backgroundReserve());
    if (!waitingForWindow) {
      this.#stopTimer();
      if (this.#announced !== null) {
        this.#announced = null;
        this.#emit({
          type: 'rate-limit',
          accountId: this.#accountId,
          waitSeconds: 0,
          queued: this.#queued(),
        });
      }
      return;
    }
    const resetAt = this.#resetAt!;
    this.#wakeAt(resetAt, now);
    if (this.#announced !== resetAt) {
      this.#announced = resetAt;
      this.#emit({
        type: 'rate-limit',
        accountId: this.#accountId,
        waitSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
        queued: this.#queued(),
      });
    }
  }

  #wakeAt(at: number, now: number): void {
    if (this.#timer?.at === at) return;
    this.#stopTimer();
    const controller = new AbortController();
    const timer = { at, controller };
    this.#timer = timer;
    this.#clock.sleep(Math.max(0, at - now), controller.signal).then(
      () => {
        if (this.#timer !== timer) return;
        this.#timer = null;
        this.#pump();
      },
      () => undefined,
    );
  }

  #stopTimer(): void {
    this.#timer?.controller.abort();
    this.#timer = null;
  }
}
