import { AppError } from '../../shared/ipc/app-error.ts';
import type { BulkChanges } from '../../shared/bulk-edit/bulk-changes.ts';
import { planLink, needsDetails, type FieldChange, type LinkPlan } from '../../shared/bulk-edit/plan-link.ts';
import type { BulkEditSummary, BulkRowResult } from '../../shared/ipc/bulk-edit.ts';
import type { Link, LinkDetails } from '../../shared/ipc/resources.ts';
import type { LinkUpdate } from '../api/endpoints/links.ts';
import { createBackgroundRuns, type RunControl } from '../background-runs.ts';
import { importEta } from '../import/import-pace.ts';
import { maybeSent } from '../import/import-errors.ts';
import { MAYBE_CHANGED } from '../api/transport-errors.ts';
import type { BulkJournal, JournalEdit, JournalRow, NewEditRow } from './bulk-journal.ts';
import { holds, stateOf, updateBody, type Installation, type ReadLink } from './link-state.ts';
import { changedSince, planRestore, restoreOf } from './undo-plan.ts';

export interface BulkRunnerDeps {
  journal: BulkJournal;
  /** Every link of the account, read whole in pages of 1,000 as background requests, never from the cache. */
  readList: (accountId: string, requestId: string) => Promise<Link[]>;
  readDetails: (accountId: string, linkId: number, requestId: string) => Promise<LinkDetails['link']>;
  /** One update, as a background write that a pause takes out of the queue but lets finish once sent. */
  update: (accountId: string, linkId: number, body: LinkUpdate, requestId: string) => Promise<void>;
  /** The installation the account points at now (its address and revision); null when the account is gone. */
  installationOf: (accountId: string) => Promise<Installation | null>;
  cancelRequest: (requestId: string) => void;
  /** Requests per minute background work gets on the account, when known: for the time it will take. */
  perMinute: (accountId: string) => number | null;
  emit: (summary: BulkEditSummary) => void;
  newId: () => string;
  now: () => number;
  log: { error: (message: string, error?: unknown) => void };
}

/**
 * The list read for a run is read again once this old: it alone says a link's campaign and channels, which an
 * update where the installation replaces the link must send again. Five minutes costs one page of 1,000 links
 * every five minutes (a 500-link edit at 30 requests a minute: 7 reads beside its 1,000 requests).
 */
const LIST_FRESH_MS = 5 * 60_000;
const PROGRESS_EVERY_MS = 250;

const GONE = 'This link is no longer on the installation.';
const CHANGED_ELSEWHERE =
  'Changed by someone else while its answer was lost, so Linkdesk left it as it is. Check it, and edit it by hand if needed.';
const FOUND_DONE = 'Its answer was lost, but the link already holds the change.';
const NOT_RESTORABLE =
  'The channel it was added to, its redirect and its pixels stay: installations cannot take a link out of a channel, and never say what the redirect and pixels were.';

const LINK_LOOKED_AT =
  'The link being sent may or may not have been changed: on Resume, Linkdesk reads it before sending anything again.';

/** Why the edit paused by itself, for people. */
function pauseReason(error: unknown, log: BulkRunnerDeps['log']): string {
  if (error instanceof AppError) {
    return `${error.message.replace(MAYBE_CHANGED, LINK_LOOKED_AT)} The bulk edit is paused; resume it when the installation can be reached again.`;
  }
  log.error('A bulk edit stopped unexpectedly.', error);
  return 'Something went wrong inside Linkdesk, so the bulk edit is paused. Resume it to go on.';
}

const FIELD_WORDS: Record<FieldChange['field'], string> = {
  url: 'destination',
  title: 'title',
  domain: 'domain',
  campaign: 'campaign',
  channel: 'channel',
  expiry: 'expiry',
  type: 'redirect',
  pixels: 'pixels',
};

/** The list of a run, read again when it is older than LIST_FRESH_MS. */
function listOfRun(deps: BulkRunnerDeps, accountId: string) {
  let items: Map<number, Link> | null = null;
  let readAt = 0;
  return async (requestId: string): Promise<Map<number, Link>> => {
    if (!items || deps.now() - readAt > LIST_FRESH_MS) {
      const list = await deps.readList(accountId, requestId);
      items = new Map(list.map((link) => [link.id, link]));
      readAt = deps.now();
    }
    return items;
  };
}

/** Whether the short URL the edit began with (any domain: an edit may move it) ends in the link's alias. */
function sameAlias(item: Link, shorturl: string): boolean {
  const alias =
    shorturl
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .at(-1) ?? '';
  return alias.toLowerCase() === item.alias.toLowerCase();
}

const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && (error.code === 'validation' || error.code === 'conflict');
const isGone = (error: unknown) => error instanceof AppError && error.code === 'not_found';

/**
 * Runs bulk edits: one link after another through the rate-limited client, each marked in the journal before its
 * request leaves and settled when the answer arrives. Each link is read first (its details where updates replace
 * the link, which needs all of it; the list alone elsewhere), planned with the same `planLink` the preview used,
 * and sent only if something changes. A row whose answer was lost is read again: already changed, it is done;
 * as it was, it goes again; otherwise someone else changed it, and it is left alone. A pause, a cancel or a quit
 * lets a request already sent finish, so that its answer is recorded.
 */
export function createBulkRunner(deps: BulkRunnerDeps) {
  const { journal } = deps;
  const lastEmit = new Map<string, number>();

  function requestsPerLink(edit: JournalEdit): number {
    return edit.replaces || needsDetails(edit.changes) ? 2 : 1;
  }

  function summary(editId: string): BulkEditSummary | null {
    const edit = journal.get(editId);
    if (!edit) return null;
    const counts = journal.counts(editId);
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const left = counts.pending + counts.sending;
    const perMinute = deps.perMinute(edit.accountId);
    const finished = edit.state === 'done' || edit.state === 'cancelled';
    return {
      editId,
      accountId: edit.accountId,
      label: edit.label,
      kind: edit.kind,
      undoOf: edit.undoOf,
      undoneBy: edit.undoneBy,
      changes: edit.changes,
      state: edit.state,
      message: edit.message,
      createdAt: edit.createdAt,
      total,
      counts,
      etaSeconds: finished
        ? null
        : (importEta(left * requestsPerLink(edit), null, perMinute) ??
          importEta(left, runs.control(editId)?.pace ?? null, null)),
      requestsPerLink: requestsPerLink(edit),
      replacesOnUpdate: edit.replaces,
    };
  }

  function report(editId: string, force = false): void {
    const now = deps.now();
    if (!force && now - (lastEmit.get(editId) ?? 0) < PROGRESS_EVERY_MS) return;
    lastEmit.set(editId, now);
    const current = summary(editId);
    if (current) deps.emit(current);
  }

  async function accountProblem(edit: JournalEdit): Promise<string | null> {
    const now = await deps.installationOf(edit.accountId);
    if (now === null) return 'The account of this bulk edit is no longer in Linkdesk. Add it again to go on.';
    if (now.id !== edit.installation) {
      return `The account now points at ${now.id}, not ${edit.installation} where this edit began. Point it back to resume.`;
    }
    return null;
  }

  /**
   * The link as it is now; null when it is gone. Installations give a deleted link's id to the next link made, so
   * a link whose alias is not the one the edit began with is another link, and gone as far as the edit goes.
   */
  async function readLink(
    edit: JournalEdit,
    row: JournalRow,
    list: (requestId: string) => Promise<Map<number, Link>>,
    control: RunControl,
  ): Promise<ReadLink | null> {
    const linkId = row.linkId;
    control.requestId = deps.newId();
    const item = (await list(control.requestId)).get(linkId);
    if (!item || !sameAlias(item, row.shorturl)) return null;
    const withDetails = edit.replaces || needsDetails(edit.changes) || edit.kind === 'undo';
    if (!withDetails) return { item, details: null };
    control.requestId = deps.newId();
    try {
      return { item, details: await deps.readDetails(edit.accountId, linkId, control.requestId) };
    } catch (error) {
      if (isGone(error)) return null;
      throw error;
    }
  }

  /** A row whose answer was lost: what the link holds now says whether it changed. */
  function lostAnswer(
    row: JournalRow,
    link: ReadLink,
    installation: Installation,
  ): 'done' | 'again' | 'elsewhere' {
    const state = stateOf(link, installation);
    const told = row.changes.map((change) => ({
      after: holds(state, change.field, change.after),
      before: holds(state, change.field, change.before),
    }));
    const known = told.filter((field) => field.after !== null);
    if (known.length > 0 && known.every((field) => field.after)) return 'done';
    if (known.every((field) => field.after || field.before)) return 'again';
    return 'elsewhere';
  }

  function planOf(
    edit: JournalEdit,
    row: JournalRow,
    link: ReadLink,
    installation: Installation,
  ): LinkPlan | string {
    const state = stateOf(link, installation);
    if (edit.kind === 'edit') return planLink(state, edit.changes, deps.now());
    if (!row.restore) return NOT_RESTORABLE;
    const since = changedSince(state, row.restore);
    if (since.length > 0) {
      const names = since.map((field) => FIELD_WORDS[field]).join(', ');
      return `Changed since the edit (its ${names}), so Undo left it as it is.`;
    }
    return planRestore(state, row.restore, deps.now());
  }

  async function sendRow(edit: JournalEdit, row: JournalRow, control: RunControl, context: RunContext) {
    const link = await readLink(edit, row, context.list, control);
    if (!link) {
      journal.settle(edit.editId, row.position, 'failed', GONE);
      return;
    }
    if (row.state === 'sending') {
      const found = lostAnswer(row, link, context.installation);
      if (found === 'done') return journal.settle(edit.editId, row.position, 'changed', FOUND_DONE);
      if (found === 'elsewhere')
        return journal.settle(edit.editId, row.position, 'failed', CHANGED_ELSEWHERE);
    }
    const plan = planOf(edit, row, link, context.installation);
    if (typeof plan === 'string') return journal.settle(edit.editId, row.position, 'skipped', plan);
    if (plan.refusal) return journal.settle(edit.editId, row.position, 'failed', plan.refusal, plan.changes);
    if (plan.changes.length === 0) return journal.settle(edit.editId, row.position, 'unchanged');
    const body = updateBody(link, plan.body, {
      replaces: edit.replaces,
      installation: context.installation,
      now: deps.now(),
    });
    journal.markSending(
      edit.editId,
      row.position,
      stateOf(link, context.installation),
      plan.changes,
      deps.now(),
    );
    control.requestId = deps.newId();
    try {
      await deps.update(edit.accountId, row.linkId, body, control.requestId);
    } catch (error) {
      if (isRefusal(error)) return journal.settle(edit.editId, row.position, 'failed', error.message);
      if (isGone(error)) return journal.settle(edit.editId, row.position, 'failed', GONE);
      if (!maybeSent(error)) journal.putBack(edit.editId, row.position);
      throw error;
    }
    const note = edit.kind === 'undo' && undoLeavesSome(edit) ? NOT_RESTORABLE : null;
    journal.settle(edit.editId, row.position, 'changed', note);
    control.pace.record(deps.now());
  }

  /** Whether the edit an Undo undoes changed something Undo cannot put back on this link. */
  function undoLeavesSome(edit: JournalEdit): boolean {
    const { channel, redirect, pixels } = edit.changes;
    return Boolean(channel || redirect || pixels);
  }

  interface RunContext {
    installation: Installation;
    list: (requestId: string) => Promise<Map<number, Link>>;
  }

  async function run(editId: string, control: RunControl): Promise<void> {
    const edit = journal.get(editId);
    if (!edit) return;
    journal.setState(editId, 'running');
    report(editId, true);
    const problem = await accountProblem(edit);
    const installation = problem === null ? await deps.installationOf(edit.accountId) : null;
    if (problem || !installation) {
      journal.setState(editId, 'paused', problem);
      return;
    }
    const context: RunContext = { installation, list: listOfRun(deps, edit.accountId) };
    for (;;) {
      if (control.stopping) break;
      const row = journal.next(editId);
      if (!row) {
        journal.setState(editId, 'done');
        break;
      }
      try {
        await sendRow(edit, row, control, context);
      } catch (error) {
        if (!control.stopping) {
          const reason = (await accountProblem(edit).catch(() => null)) ?? pauseReason(error, deps.log);
          journal.setState(editId, 'paused', reason);
        }
        break;
      } finally {
        control.requestId = null;
      }
      report(editId);
    }
    if (control.stopping === 'pause') journal.setState(editId, 'paused');
    if (control.stopping === 'cancel') {
      journal.leaveOutPending(editId, 'Not sent: the bulk edit was cancelled.');
      journal.setState(editId, journal.counts(editId).sending > 0 ? 'paused' : 'cancelled');
    }
  }

  const runs = createBackgroundRuns({
    cancelRequest: deps.cancelRequest,
    run,
    crashed: (editId, error) => {
      deps.log.error('A bulk edit stopped: its journal could not be written.', error);
      try {
        journal.setState(
          editId,
          'paused',
          'Linkdesk could not write its bulk edit journal, so it stopped sending.',
        );
      } catch {
        // The journal is out of reach; the next launch finds the edit as it was left.
      }
    },
    ended: (editId) => report(editId, true),
    isPaused: (editId) => journal.get(editId)?.state === 'paused',
  });
  const start = runs.start;

  async function stop(editId: string, how: 'pause' | 'cancel'): Promise<BulkEditSummary | null> {
    if (!(await runs.stop(editId, how))) {
      const state = journal.get(editId)?.state;
      if (how === 'cancel' && (state === 'running' || state === 'paused')) {
        journal.leaveOutPending(editId, 'Not sent: the bulk edit was cancelled.');
        journal.setState(editId, journal.counts(editId).sending > 0 ? 'paused' : 'cancelled');
      } else if (state === 'running') journal.setState(editId, 'paused');
    }
    report(editId, true);
    return summary(editId);
  }

  return {
    summary,
    list: (): BulkEditSummary[] =>
      journal.list().flatMap((edit) => {
        const current = summary(edit.editId);
        return current ? [current] : [];
      }),
    results: (editId: string, limit: number): BulkRowResult[] => journal.results(editId, limit),

    /** Records a bulk edit and starts it. */
    begin(
      edit: {
        accountId: string;
        installation: string;
        label: string;
        changes: BulkChanges;
        replaces: boolean;
      },
      links: readonly NewEditRow[],
    ): BulkEditSummary {
      const editId = deps.newId();
      journal.create({ ...edit, editId, kind: 'edit', undoOf: null, createdAt: deps.now() }, links);
      start(editId);
      return summary(editId)!;
    },

    /**
     * An Undo of a whole edit: a bulk edit of its own whose rows put back, link by link, what was read before each
     * change. Links changed since are left alone and named.
     */
    async undo(editId: string): Promise<BulkEditSummary> {
      const original = journal.get(editId);
      if (!original || original.kind !== 'edit')
        throw new AppError('not_found', 'This bulk edit is no longer kept.');
      if (original.undoneBy) {
        const existing = summary(original.undoneBy);
        if (existing) return existing;
      }
      if (runs.control(editId) || original.state === 'running' || original.state === 'paused') {
        // Its links still to send would go out after the Undo and change them again.
        throw new AppError('conflict', 'Cancel the rest of this bulk edit before undoing it.');
      }
      const rows = journal.rows(editId).filter((row) => row.state === 'changed' || row.state === 'sending');
      const undoId = deps.newId();
      await journal.create(
        {
          editId: undoId,
          accountId: original.accountId,
          installation: original.installation,
          label: `Undo: ${original.label}`,
          kind: 'undo',
          undoOf: editId,
          changes: original.changes,
          replaces: original.replaces,
          createdAt: deps.now(),
        },
        rows.map((row) => {
          const restore = restoreOf(row.changes);
          return { linkId: row.linkId, shorturl: row.shorturl, ...(restore ? { restore } : {}) };
        }),
      );
      report(editId, true);
      start(undoId);
      return summary(undoId)!;
    },

    resume(editId: string): BulkEditSummary | null {
      const state = journal.get(editId)?.state;
      if (state === 'running' || state === 'paused') start(editId);
      return summary(editId);
    },
    pause: (editId: string) => stop(editId, 'pause'),
    cancel: (editId: string) => stop(editId, 'cancel'),

    /** At launch: edits left running by a quit or a crash go on where they stopped. */
    resumeInterrupted(): void {
      for (const edit of journal.list()) if (edit.state === 'running') start(edit.editId);
    },

    /** When the app quits: a request already sent gets its answer recorded; the edits stay `running`. */
    stopAll: () => runs.stopAll(),
  };
}

export type BulkRunner = ReturnType<typeof createBulkRunner>;
