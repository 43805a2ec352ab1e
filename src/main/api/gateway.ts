import { AppError } from '../../shared/ipc/app-error.ts';
import type { AppEvent } from '../../shared/ipc/events.ts';
import type { Cached } from '../../shared/ipc/resources.ts';
import type { OfflineCache } from '../cache/offline-cache.ts';
import type { ApiMethod, Call } from './call.ts';
import { callApi, type ApiAnswer, type Connection } from './http-client.ts';
import { RateLimiter, systemClock, type Clock } from './rate-limiter.ts';

/** Which account a request is for, and how to reach its installation. */
export interface AccountTarget {
  accountId: string;
  connection: Connection;
}

export interface CallOptions {
  /** Chosen by the renderer; `cancel(requestId)` aborts the request, queued or in flight. */
  requestId?: string;
  /** Background requests wait while any request a person is waiting for is queued. */
  background?: boolean;
  /**
   * `cancel` takes the request out of the queue but lets one already sent finish: a write whose answer must be
   * recorded (an import's create), since aborting it in flight would leave unknown whether it was made.
   */
  keepInFlight?: boolean;
}

/**
 * Every request about an account goes through here: scheduled under the account's rate limit, timed out,
 * cancellable, and for reads, remembered for offline use.
 */
export interface Gateway {
  /**
   * Runs `run` with calls for `target`. On success the answer is stored under `cacheKey` and returned fresh;
   * when the installation cannot be reached, the last stored answer is returned marked stale, or the error
   * is thrown when there is none.
   */
  read<T>(
    target: AccountTarget,
    cacheKey: string,
    run: (call: Call) => Promise<T>,
    options?: CallOptions,
  ): Promise<Cached<T>>;
  /** Runs `run` with calls for `target`; never answered from the cache and never retried after a doubtful send. */
  write<T>(target: AccountTarget, run: (call: Call) => Promise<T>, options?: CallOptions): Promise<T>;
  /** Aborts the request with this id; answers whether one was found. */
  cancel(requestId: string): boolean;
  /**
   * Seconds a request of the account sent now would wait for its rate-limit window (requests are queued, or the
   * window is spent); 0 when it would go at once. For what must not wait unseen, such as a quick shorten.
   */
  waitSeconds(accountId: string): number;
  /** Requests the account's installation allows per window, once an answer has said; null before. */
  requestsPerWindow(accountId: string): number | null;
  /**
   * The account's current window as its limiter knows it (requests allowed, left, when it ends), for background
   * work that keeps to a share of it; null until an answer has said, or when the installation counts nothing.
   */
  rateWindow(accountId: string): { limit: number; remaining: number; resetAt: number | null } | null;
  /** Drops everything kept for an account (cached answers, rate-limit state) when it is removed. */
  forget(accountId: string): Promise<void>;
  /**
   * Drops the account's cached answers whose key starts with `keyPrefix`: what the key may no longer read (the
   * admin's users and plans once its role is gone) must not be answered when the installation is out of reach.
   */
  forgetCached(accountId: string, keyPrefix: string): void;
}

export interface GatewayDeps {
  /** Offline answers, per account; see offline-cache.ts. */
  cache: OfflineCache;
  /** Rate-limit waits are reported here, for the renderer. */
  emit: (event: AppEvent) => void;
  now: () => number;
  /** Waits for rate-limit windows to end: real timers unless a test or benchmark moves time along with `now`. */
  sleep?: Clock['sleep'];
  /** Per-request timeout, counted from when the request is sent; 15 s unless a test says otherwise. */
  timeoutMs?: number;
  /** Requests of one account in flight at once; 6 unless set. */
  concurrency?: number;
}

/**
 * The codes that say the installation could not be reached at all, as opposed to refusing the request. `tls`
 * is among them because the usual cause away from the office is a captive portal or an intercepting proxy
 * presenting its own certificate: the installation is out of reach from where the person is.
 */
const OUT_OF_REACH_CODES = new Set(['network', 'timeout', 'tls']);
/**
 * Bad gateway, unavailable, gateway timeout: what a proxy in front of an installation answers when the
 * application behind it is down or does not answer. The installation's own failures (an HTML 500 for a
 * non-numeric id, an uncaught exception) are about the request and are not answered from the cache.
 */
const PROXY_STATUSES = new Set([502, 503, 504]);

/**
 * Every request of every account: scheduled by the account's rate limiter, time-limited from the moment it is
 * sent, cancellable by request id, and for reads, remembered for when the installation is out of reach.
 */
export function createGateway(deps: GatewayDeps): Gateway {
  const { cache } = deps;
  const clock: Clock = { now: deps.now, sleep: deps.sleep ?? systemClock.sleep };
  const limiters = new Map<string, RateLimiter>();
  const running = new Map<string, Set<AbortController>>();
  /** Server errors that came from a proxy standing in for an unreachable installation. */
  const fromProxy = new WeakSet<AppError>();

  function limiterFor(accountId: string): RateLimiter {
    let limiter = limiters.get(accountId);
    if (!limiter) {
      limiter = new RateLimiter({
        accountId,
        clock,
        emit: deps.emit,
        ...(deps.concurrency !== undefined ? { concurrency: deps.concurrency } : {}),
      });
      limiters.set(accountId, limiter);
    }
    return limiter;
  }

  async function send(
    connection: Connection,
    method: ApiMethod,
    path: string,
    body: unknown,
  ): Promise<ApiAnswer> {
    let status: number | undefined;
    const observe = connection.observe;
    try {
      return await callApi(
        {
          ...connection,
          observe: (answer) => {
            status = answer.status;
            observe?.(answer);
          },
        },
        method,
        path,
        body,
      );
    } catch (error) {
      if (
        error instanceof AppError &&
        error.code === 'server' &&
        status !== undefined &&
        PROXY_STATUSES.has(status)
      )
        fromProxy.add(error);
      throw error;
    }
  }

  function callFor(target: AccountTarget, options: CallOptions, signal: AbortSignal): Call {
    const limiter = limiterFor(target.accountId);
    const timeoutMs = target.connection.timeoutMs ?? deps.timeoutMs;
    const connection: Connection = {
      ...target.connection,
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      ...(options.keepInFlight ? {} : { signal }),
      observe: (answer) => {
        limiter.observe(answer);
        target.connection.observe?.(answer);
      },
    };
    const background = options.background ?? false;
    return (method, path, body) =>
      limiter.schedule(() => send(connection, method, path, body), { background, signal });
  }

  /** Runs `run` with one signal shared by all its calls (every page of a fetch-all), cancellable by id. */
  async function withCalls<T>(
    target: AccountTarget,
    options: CallOptions,
    run: (call: Call) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    const { requestId } = options;
    if (requestId !== undefined) {
      const controllers = running.get(requestId) ?? new Set();
      controllers.add(controller);
      running.set(requestId, controllers);
    }
    try {
      return await run(callFor(target, options, controller.signal));
    } finally {
      if (requestId !== undefined) {
        const controllers = running.get(requestId);
        controllers?.delete(controller);
        if (controllers?.size === 0) running.delete(requestId);
      }
    }
  }

  function isOutOfReach(error: unknown): error is AppError {
    return error instanceof AppError && (OUT_OF_REACH_CODES.has(error.code) || fromProxy.has(error));
  }

  function saved<T>(accountId: string, cacheKey: string): { data: T; savedAt: string } | null {
    const entry = cache.get(accountId, cacheKey);
    const value = entry?.value;
    if (!entry || value === null || typeof value !== 'object' || !('data' in value)) return null;
    return { data: (value as { data: T }).data, savedAt: entry.savedAt };
  }

  return {
    async read(target, cacheKey, run, options = {}) {
      try {
        const data = await withCalls(target, options, run);
        cache.put(target.accountId, cacheKey, { data });
        return { data, stale: null };
      } catch (error) {
        if (!isOutOfReach(error)) throw error;
        const entry = saved<Awaited<ReturnType<typeof run>>>(target.accountId, cacheKey);
        if (!entry) throw error;
        return { data: entry.data, stale: { savedAt: entry.savedAt, reason: error.toData() } };
      }
    },

    // Nothing is queued for later once the installation is out of reach: the transport error says whether
    // the change was made, and the person decides what to do.
    write(target, run, options = {}) {
      return withCalls(target, options, run);
    },

    waitSeconds(accountId) {
      const state = limiters.get(accountId)?.state();
      if (!state) return 0;
      const now = deps.now();
      // A window spent until a reset still ahead; one whose reset has passed lets the next request go.
      const spent =
        state.limit !== null &&
        state.remaining - state.inFlight <= 0 &&
        state.resetAt !== null &&
        state.resetAt > now;
      // Background work (an import) waiting does not hold a person's request back: it leaves room in each window.
      if (state.queuedForeground === 0 && !spent) return 0;
      return Math.max(1, Math.ceil(((state.resetAt ?? now) - now) / 1000));
    },

    requestsPerWindow(accountId) {
      return limiters.get(accountId)?.state().limit ?? null;
    },

    rateWindow(accountId) {
      const state = limiters.get(accountId)?.state();
      if (!state || state.mode !== 'limited' || state.limit === null) return null;
      // A window whose end has passed is over even before the limiter's next request rolls it over.
      if (state.resetAt !== null && state.resetAt <= deps.now()) {
        return { limit: state.limit, remaining: state.limit - state.inFlight, resetAt: null };
      }
      return { limit: state.limit, remaining: state.remaining - state.inFlight, resetAt: state.resetAt };
    },

    cancel(requestId) {
      const controllers = running.get(requestId);
      if (!controllers) return false;
      for (const controller of controllers) controller.abort();
      return true;
    },

    async forget(accountId) {
      limiters.get(accountId)?.close();
      limiters.delete(accountId);
      cache.forgetAccount(accountId);
    },

    forgetCached(accountId, keyPrefix) {
      cache.forgetKeys(accountId, keyPrefix);
    },
  };
}
