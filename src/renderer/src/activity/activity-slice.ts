import type { Api } from '../../../shared/ipc/api.ts';
import type { AppEvent } from '../../../shared/ipc/events.ts';
import { cancelRequest } from '../store/requests.ts';
import type { Slice } from '../store/slice.ts';

/** An account's requests held back by its installation's rate limit. */
export interface RateLimitWait {
  /** When the window reopens, in milliseconds since the epoch by this window's clock (`Date.now`). */
  until: number;
  /** Requests waiting, foreground and background together. */
  queued: number;
}

/** How far a whole-collection read has come. */
export interface RequestProgress {
  loaded: number;
  total: number;
}

/** What main reports without being asked: rate-limit waits per account, and progress per request. */
export interface ActivitySlice {
  rateLimitWaits: Record<string, RateLimitWait>;
  progress: Record<string, RequestProgress>;

  receiveEvent(event: AppEvent): void;
  /** Forgets a request's progress once its answer is in. */
  endRequest(requestId: string): void;
  /** Asks main to abort the request; answers whether main still had it. */
  cancelRequest(requestId: string): Promise<boolean>;
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

export const createActivitySlice =
  (api: Api): Slice<ActivitySlice> =>
  (set, get) => ({
    rateLimitWaits: {},
    progress: {},

    receiveEvent(event) {
      if (event.type === 'rate-limit') {
        // A wait is kept as the moment it ends, so the countdown stays right however late the screen renders.
        set((state) => ({
          rateLimitWaits:
            event.waitSeconds > 0
              ? {
                  ...state.rateLimitWaits,
                  [event.accountId]: { until: Date.now() + event.waitSeconds * 1000, queued: event.queued },
                }
              : without(state.rateLimitWaits, event.accountId),
        }));
      } else if (event.type === 'progress') {
        set((state) => ({
          progress: { ...state.progress, [event.requestId]: { loaded: event.loaded, total: event.total } },
        }));
      }
    },

    endRequest(requestId) {
      if (requestId in get().progress) set((state) => ({ progress: without(state.progress, requestId) }));
    },

    async cancelRequest(requestId) {
      const cancelled = await cancelRequest(api, requestId);
      get().endRequest(requestId);
      return cancelled;
    },
  });

/** The wait of the active account, if its requests are being held back. */
export function activeRateLimitWait(state: {
  activeId: string | null;
  rateLimitWaits: Record<string, RateLimitWait>;
}): RateLimitWait | null {
  return state.activeId ? (state.rateLimitWaits[state.activeId] ?? null) : null;
}
