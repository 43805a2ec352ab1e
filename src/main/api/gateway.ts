import type { AppEvent } from '../../shared/ipc/events.ts';
import type { Cached } from '../../shared/ipc/resources.ts';
import type { Call } from './call.ts';
import type { Connection } from './http-client.ts';

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
  /** Drops everything kept for an account (cached answers, rate-limit state) when it is removed. */
  forget(accountId: string): Promise<void>;
}

export interface GatewayDeps {
  /** Offline answers, per account; see offline-cache.ts. */
  cache: import('../cache/offline-cache.ts').OfflineCache;
  /** Rate-limit waits are reported here, for the renderer. */
  emit: (event: AppEvent) => void;
  now: () => number;
  /** Per-request timeout; 15 s unless a test says otherwise. */
  timeoutMs?: number;
}
