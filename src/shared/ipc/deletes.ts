import type { AppErrorData } from './errors.ts';

/**
 * Deletes wait in main for the undo window before anything is sent, so that an accidental delete costs nothing
 * and a delete the person let through is still sent if the app quits during the window.
 */
export const UNDO_WINDOW_MS = 8_000;

/** The collections whose items can be deleted, by their channel prefix. */
export const DELETABLE_KINDS = [
  'links',
  'domains',
  'pixels',
  'qr',
  'campaigns',
  'channels',
  'users',
] as const;
export type DeletableKind = (typeof DELETABLE_KINDS)[number];

export interface DeleteResult {
  id: number;
  ok: boolean;
  error?: AppErrorData;
}

export interface ScheduledDelete {
  pendingId: string;
  /** ISO time the delete will be sent unless undone. */
  dueAt: string;
}
