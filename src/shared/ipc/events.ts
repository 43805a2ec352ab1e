import type { BulkEditEvent } from './bulk-edit.ts';
import type { DeletableKind, DeleteResult } from './deletes.ts';
import type { DesktopState } from './desktop.ts';
import type { HealthStatus } from './health.ts';
import type { HistoryStatus, Milestone } from './history.ts';
import type { ImportEvent } from './imports.ts';
import type { UpdateState } from './updates.ts';

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

/** Where a scheduled delete stands: held for undo, being sent (with results so far), or finished. */
export interface DeletesEvent {
  type: 'deletes';
  pendingId: string;
  accountId: string;
  kind: DeletableKind;
  state: 'sending' | 'done' | 'undone';
  total: number;
  /** One entry per id handled so far, in the order they were sent. */
  results: DeleteResult[];
}

/** Where the app stands with updates: one found, being downloaded, or a check the person asked for. */
export interface UpdateEvent {
  type: 'update';
  state: UpdateState;
}

/** The person chose something in the application menu that the window carries out. */
export interface MenuEvent {
  type: 'menu';
  /** Help › Keyboard Shortcuts: the shortcut sheet. */
  command: 'show-shortcuts';
}

/** Shortening from anywhere changed: a link made or undone from the tray or the shortcut, or a setting. */
export interface DesktopEvent {
  type: 'desktop';
  state: DesktopState;
}

/** An account's click history changed: a snapshot was taken (or waited, skipped, failed), or a setting. */
export interface HistoryEvent {
  type: 'history';
  status: HistoryStatus;
  /** Milestones reached by this snapshot, newest first (already notified where the person was there). */
  milestones: Milestone[];
}

/** An account's link health changed: a run started, progressed, paused or ended, or a setting changed. */
export interface HealthEvent {
  type: 'health';
  status: HealthStatus;
  /** Verdicts may have changed: lists read their marks again. */
  marksChanged: boolean;
}

/** A health notification was clicked: the window opens the account's codes or links that turned broken. */
export interface HealthOpenEvent {
  type: 'health-open';
  accountId: string;
  /** QR codes when the notification named any (it names them first), else links. */
  kind: 'link' | 'qr';
}

export type AppEvent =
  | RateLimitEvent
  | ProgressEvent
  | DeletesEvent
  | UpdateEvent
  | MenuEvent
  | DesktopEvent
  | ImportEvent
  | HistoryEvent
  | BulkEditEvent
  | HealthEvent
  | HealthOpenEvent;

/** The IPC channel main sends events on. */
export const EVENT_CHANNEL = 'linkdesk:event';

export type EventListener = (event: AppEvent) => void;
