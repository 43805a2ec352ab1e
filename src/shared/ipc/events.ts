/**
 * What main tells the renderer without being asked: the one-way counterpart of the contract. The preload
 * passes these through `api.onEvent`; the renderer never answers them.
 */

/** Requests of an account wait for the installation's rate-limit window; `waitSeconds` 0 means they go again. */
export interface RateLimitEvent {
  type: 'rate-limit';
  accountId: string;
  waitSeconds: number;
  /** Requests held back, foreground and background together. */
  queued: number;
}

/** A whole-collection read made progress: `loaded` of `total` items so far. */
export interface ProgressEvent {
  type: 'progress';
  requestId: string;
  loaded: number;
  total: number;
}

export type AppEvent = RateLimitEvent | ProgressEvent;

/** The IPC channel main sends events on. */
export const EVENT_CHANNEL = 'linkdesk:event';

export type EventListener = (event: AppEvent) => void;
