import type { Api } from '../../../shared/ipc/api.ts';
import type { Result } from '../../../shared/ipc/errors.ts';

/**
 * The window's memory of what the installations answered, so that an area opened before paints at once and
 * a person clicking through the areas does not spend the account's rate limit on answers seen moments ago.
 *
 * - An answer is *fresh* for `freshForMs` after it was asked for: a read within that time is answered from
 *   here without asking main. After that, or once anything on the account changed, it is only *shown* while
 *   the new read is on its way, marked with its age.
 * - Identical reads in flight share one request.
 * - Offline answers (main's own cache, marked stale) are never kept: they are no newer than what main has.
 * - What is kept is capped by count and by size, the oldest going first: one "all" of a large collection
 *   weighs as much as thousands of first pages.
 */
export interface CachedAnswer<T> {
  value: T;
  /** When the read that got it was asked for (ms since the epoch). */
  at: number;
  /** Whether a read may be answered with it instead of asking the installation again. */
  fresh: boolean;
  /** How long ago it was asked for, when it was looked up. */
  ageMs: number;
}

export interface ReadCache {
  peek<T>(key: string): CachedAnswer<T> | undefined;
  /**
   * Reads through the cache: a fresh answer as it is, else the read, shared with an identical one in flight.
   * `force` skips the fresh answer (a reload the person asked for, or after a change). `leave` says the answer
   * is no longer wanted: when nobody else waits for the read, it is cancelled with `cancel`.
   */
  read<T>(
    key: string,
    run: () => Promise<Result<T>>,
    options?: { force?: boolean; cancel?: () => void },
  ): { answer: Promise<Result<T> & { at: number }>; leave: () => void };
  /** Nothing the account answered may stand in for a read any more (something on it changed). */
  expire(accountId: string): void;
  /** Everything of the account goes (it was removed, or its address or key changed). */
  forget(accountId: string): void;
}

/** What a person clicking between areas should not pay for again: answers of the last minute. */
export const FRESH_FOR_MS = 60_000;
/** Enough for every area's first pages on a handful of accounts; the oldest go first. */
const MAX_ENTRIES = 200;
/**
 * How many listed items all kept answers hold together, a few MB: every area's first pages and the palette's
 * latest links and codes fit many times over. An answer holding more is not kept at all, rather than pushing
 * out everything else and then itself.
 */
export const MAX_KEPT_ITEMS = 5_000;

/**
 * A rough size of an answer, counted in the items it lists (a listing's `items`, or a list as it is), plus one
 * for the answer itself: cheap to count, and close enough to the memory it takes for a cap.
 */
export function answerWeight(value: unknown): number {
  const data = isObject(value) && 'data' in value ? value.data : value;
  const items = isObject(data) && 'items' in data ? data.items : data;
  return 1 + (Array.isArray(items) ? items.length : 0);
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** A key for one read: the account first (so an account's entries can be found), then what was asked. */
export function readKey(accountId: string, what: string, ...details: unknown[]): string {
  return `${accountId}\u0000${what}\u0000${JSON.stringify(details)}`;
}

interface InFlight {
  answer: Promise<Result<unknown> & { at: number }>;
  /** The account's generation when the read started: a change since makes its answer old on arrival. */
  generation: number;
  /** How many readers still want the answer. */
  waiting: number;
  cancel: (() => void) | undefined;
}

const isStaleAnswer = (value: unknown) =>
  typeof value === 'object' && value !== null && 'stale' in value && value.stale !== null;

export function createReadCache(options: { now: () => number; freshForMs?: number }): ReadCache {
  const freshForMs = options.freshForMs ?? FRESH_FOR_MS;
  const entries = new Map<string, { value: unknown; at: number; expired: boolean; weight: number }>();
  let keptWeight = 0;
  const drop = (key: string) => {
    keptWeight -= entries.get(key)?.weight ?? 0;
    entries.delete(key);
  };
  // Kept last, so the first in the map is always the oldest to go.
  const keep = (key: string, value: unknown, at: number, expired: boolean) => {
    drop(key);
    const weight = answerWeight(value);
    if (weight > MAX_KEPT_ITEMS) return;
    entries.set(key, { value, at, expired, weight });
    keptWeight += weight;
    while (entries.size > MAX_ENTRIES || keptWeight > MAX_KEPT_ITEMS) drop(entries.keys().next().value!);
  };
  const inFlight = new Map<string, InFlight>();
  // Bumped by every change on an account: a read that was out during a change may hold what it replaced.
  const generations = new Map<string, number>();
  const accountOf = (key: string) => key.slice(0, key.indexOf('\u0000'));
  const generationOf = (key: string) => generations.get(accountOf(key)) ?? 0;
  const ofAccount = (accountId: string) =>
    [...entries.keys()].filter((key) => key.startsWith(`${accountId}\u0000`));
  const peek = <T>(key: string): CachedAnswer<T> | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const ageMs = options.now() - entry.at;
    const fresh = !entry.expired && ageMs < freshForMs;
    return { value: entry.value as T, at: entry.at, fresh, ageMs };
  };

  return {
    peek,

    read<T>(
      key: string,
      run: () => Promise<Result<T>>,
      readOptions: { force?: boolean; cancel?: () => void } = {},
    ) {
      const known = peek<T>(key);
      if (known?.fresh && !readOptions.force) {
        return {
          answer: Promise.resolve({ ok: true as const, value: known.value, at: known.at }),
          leave: () => undefined,
        };
      }
      let shared = inFlight.get(key);
      // A forced read, or one after a change, does not join a read that started before the change.
      if (shared && (readOptions.force || shared.generation !== generationOf(key))) shared = undefined;
      if (!shared) {
        const at = options.now();
        const generation = generationOf(key);
        const started: InFlight = {
          generation,
          waiting: 0,
          cancel: readOptions.cancel,
          answer: run().then((result) => {
            if (inFlight.get(key) === started) inFlight.delete(key);
            if (result.ok && !isStaleAnswer(result.value)) {
              keep(key, result.value, at, generationOf(key) !== generation);
            }
            return { ...result, at };
          }),
        };
        shared = started;
        inFlight.set(key, shared);
      }
      const reading = shared;
      reading.waiting += 1;
      let left = false;
      return {
        answer: reading.answer as Promise<Result<T> & { at: number }>,
        leave: () => {
          if (left) return;
          left = true;
          reading.waiting -= 1;
          if (reading.waiting > 0 || inFlight.get(key) !== reading) return;
          // Nobody waits any more: a later identical read starts afresh instead of sharing a cancelled one.
          inFlight.delete(key);
          reading.cancel?.();
        },
      };
    },

    expire(accountId) {
      generations.set(accountId, (generations.get(accountId) ?? 0) + 1);
      for (const key of ofAccount(accountId)) entries.get(key)!.expired = true;
    },

    forget(accountId) {
      generations.set(accountId, (generations.get(accountId) ?? 0) + 1);
      for (const key of ofAccount(accountId)) drop(key);
    },
  };
}

/** Calls that change what an account's installation holds: afterwards no earlier answer stands in for a read. */
const CHANGES = /^(add|update|delete|assign|subscribe|scheduleDelete|undoDelete)/;
/** Calls after which an account's earlier answers mean nothing (another address, key or no account at all). */
const REPLACES = new Set(['setAccountBaseUrl', 'replaceAccountKey', 'removeAccount']);

/**
 * The api with every change reported to the cache, so a screen visited after a change asks the installation
 * again instead of painting the answer from before it as current. A failed change counts too: one whose
 * outcome is unknown may have been made.
 */
export function expiringOnChanges(api: Api, cache: ReadCache): Api {
  const watched: Record<string, unknown> = { ...api };
  for (const [name, method] of Object.entries(api)) {
    if (typeof method !== 'function' || !(CHANGES.test(name) || REPLACES.has(name))) continue;
    watched[name] = async (request: { accountId?: string; id?: string }) => {
      const result = (await (method as (request: unknown) => Promise<Result<unknown>>)(
        request,
      )) as Result<unknown>;
      const accountId = REPLACES.has(name) ? request.id : request.accountId;
      if (accountId) {
        if (REPLACES.has(name)) cache.forget(accountId);
        else cache.expire(accountId);
      }
      return result;
    };
  }
  return watched as unknown as Api;
}
