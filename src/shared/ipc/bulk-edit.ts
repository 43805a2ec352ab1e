import type { BulkChanges } from '../bulk-edit/bulk-changes.ts';
import type { FieldChange } from '../bulk-edit/plan-link.ts';

/** A bulk edit's course: `running` resumes by itself at launch; `paused` waits for the person. */
export type BulkEditState = 'running' | 'paused' | 'done' | 'cancelled';

/**
 * One link's course: `sending` is on disk before its request leaves, so a row found `sending` after a crash is
 * checked on the installation before anything is sent again. `skipped`: left alone on purpose (an Undo of a link
 * changed since), `failed`: refused or gone.
 */
export type BulkRowState = 'pending' | 'sending' | 'changed' | 'unchanged' | 'failed' | 'skipped';

export type BulkEditCounts = Record<BulkRowState, number>;

/** What a bulk edit can do on an account's installation, and what it costs there. */
export interface BulkEditAbilities {
  /** Whether an update replaces the whole link (deployed installations) rather than changing what is sent. */
  replacesOnUpdate: boolean;
  campaignsAndChannels: boolean;
  /** Requests a bulk edit may send each minute on this account (its rate limit less the person's reserve). */
  perMinute: number | null;
}

export interface BulkEditSummary {
  editId: string;
  accountId: string;
  /** What it changes, in the window's words ("Domain, UTM parameters"). */
  label: string;
  kind: 'edit' | 'undo';
  /** The edit this one undoes. */
  undoOf: string | null;
  /** The Undo made of this edit, once asked. */
  undoneBy: string | null;
  changes: BulkChanges;
  state: BulkEditState;
  message: string | null;
  createdAt: number;
  total: number;
  counts: BulkEditCounts;
  /** Seconds left at the account's rate limit; null when done or unknown. */
  etaSeconds: number | null;
  /** Requests each link takes on this installation: 2 where an update replaces the link, else 1 or 2. */
  requestsPerLink: number;
  replacesOnUpdate: boolean;
}

export interface BulkRowResult {
  linkId: number;
  /** The short URL, as the list showed it when the edit began. */
  shorturl: string;
  state: BulkRowState;
  message: string | null;
  /** What changed (or, for a row not sent yet, what will), each field before and after. */
  changes: FieldChange[];
}

/** A bulk edit's progress: at most four a second per edit while it runs, and at each change of state. */
export interface BulkEditEvent {
  type: 'bulk-edit';
  summary: BulkEditSummary;
}

/** A bulk edit takes at most this many links. */
export const MAX_BULK_LINKS = 100_000;
