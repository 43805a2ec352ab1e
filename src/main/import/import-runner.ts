import type { ImportLink } from '../../shared/import/row-check.ts';
import type { ImportSummary } from '../../shared/ipc/imports.ts';
import type { ImportJournal } from './import-journal.ts';
import { createBackgroundRuns, type RunControl } from '../background-runs.ts';
import { importEta } from './import-pace.ts';
import { maybeSent, isRowRefusal, stopReason } from './import-errors.ts';
import { refusalInWords } from './refusal-words.ts';
import { placeOf } from './password-seal.ts';

export interface MadeLink {
  id: number;
  shorturl: string;
}

/** What a check for an unknown row knows: when it was sent, and which links cannot be its own. */
export interface FindContext {
  since: number;
  /** Links imports already recorded as theirs. */
  claimed: ReadonlySet<number>;
  /**
   * The newest link the row cannot have made: the account's newest before the import began, or the import's
   * own newest before the row. The row's own link has a greater id.
   */
  afterId: number;
}

/**
 * What a check for an unknown row found: its link (proven its own), nothing (it is sent again), or a link it
 * cannot prove is its own, which the person decides about.
 */
export type LostRowCheck =
  { outcome: 'made'; link: MadeLink } | { outcome: 'not-made' } | { outcome: 'unsure'; link: MadeLink };

export interface ImportRunnerDeps {
  journal: ImportJournal;
  /**
   * Sends one create through the account's rate limiter; `requestId` lets a pause take it out of the queue
   * (one already sent finishes, so that its answer is recorded).
   */
  create: (accountId: string, link: ImportLink, requestId: string) => Promise<MadeLink>;
  /**
   * The id of the account's newest link (0 when it has none): taken before an import sends its first row, so
   * that no older link is ever taken for a row's.
   */
  newestLinkId: (accountId: string, requestId: string) => Promise<number>;
  /** Looks on the installation for the link a row may have made before its answer was lost. */
  find: (
    accountId: string,
    link: ImportLink,
    context: FindContext,
    requestId: string,
  ) => Promise<LostRowCheck>;
  /**
   * Opens a row's sealed password (`password-seal.ts`): null when it cannot be, since the key is gone; throws
   * when the keychain refuses.
   */
  openPassword: (sealed: string, place: string) => Promise<string | null>;
  /** Settles before the first row is sent: the upgrade of an older journal (see `journal-prepare.ts`). */
  prepared?: Promise<void>;
  /** The installation the account points at now; null when the account is gone. */
  installationOf: (accountId: string) => Promise<string | null>;
  cancelRequest: (requestId: string) => void;
  /** Requests per minute the import gets on the account, when known: for the time it will take. */
  perMinute: (accountId: string) => number | null;
  emit: (summary: ImportSummary) => void;
  newId: () => string;
  now: () => number;
  log: { error: (message: string, error?: unknown) => void };
}

/** At most this often, a progress event while rows go out quickly: each one carries the whole summary. */
const PROGRESS_EVERY_MS = 250;
/**
 * This many rows in a row refused with the same words are about the account, not the rows (a plan's limit of
 * links reached, say): they are put back unsent and the import pauses, instead of failing every row after.
 */
const REPEATED_REFUSALS = 10;

const PASSWORD_LOST =
  'Linkdesk could no longer read this row’s password: the key that protected it is gone from the system keychain. Import the row again.';
const KEYCHAIN_LOCKED =
  'Linkdesk could not reach the system keychain, which holds the key to this import’s link passwords, so the import is paused. Unlock the keychain, then resume.';

/**
 * Sends an import's rows one after another through the rate-limited client, recording each in the journal
 * before it leaves and as soon as its answer arrives. One request per link made; a row whose answer was lost is
 * first looked for on the installation, and sent again only if it is not there. A cut connection, a failing
 * installation or an account that is gone or moved pauses the import with the reason, and the person resumes
 * it; a quit or a crash leaves it running, and the next launch takes it up.
 */
export function createImportRunner(deps: ImportRunnerDeps) {
  const { journal } = deps;
  const lastEmit = new Map<string, number>();

  function summary(importId: string): ImportSummary | null {
    const record = journal.get(importId);
    if (!record) return null;
    const counts = journal.counts(importId);
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const left = counts.pending + counts.sending;
    return {
      importId,
      accountId: record.accountId,
      fileName: record.fileName,
      state: record.state,
      message: record.message,
      installation: record.installation,
      username: record.owner?.username ?? '',
      createdAt: record.createdAt,
      total,
      counts,
      etaSeconds:
        record.state === 'done' || record.state === 'cancelled'
          ? null
          : importEta(left, runs.control(importId)?.pace ?? null, deps.perMinute(record.accountId)),
      passwordsLeftOut: record.passwordColumn !== null,
      questions: counts.sending > 0 ? journal.questions(importId) : [],
      unanswered: counts.sending > 0 ? journal.unsureCount(importId) : 0,
    };
  }

  function report(importId: string, force = false): void {
    const now = deps.now();
    if (!force && now - (lastEmit.get(importId) ?? 0) < PROGRESS_EVERY_MS) return;
    lastEmit.set(importId, now);
    const current = summary(importId);
    if (current) deps.emit(current);
  }

  const pause = (importId: string, control: RunControl, message: string) => {
    if (!control.stopping) journal.setState(importId, 'paused', message);
  };

  /** Why the rows cannot go to the account's installation now, or null when they can. */
  async function accountProblem(accountId: string, installation: string): Promise<string | null> {
    const now = await deps.installationOf(accountId);
    if (now === null) {
      return `The account of this import is no longer in Linkdesk. Continue it with the same user’s account on ${installation}, or add that account again.`;
    }
    if (now !== installation) {
      return `The account now points at ${now}, not ${installation} where this import began. Point it back to resume.`;
    }
    return null;
  }

  /** Why the import stopped after a failure: the account being gone says more than the failed request. */
  async function failureReason(error: unknown, accountId: string, installation: string): Promise<string> {
    return (await accountProblem(accountId, installation).catch(() => null)) ?? stopReason(error, deps.log);
  }

  /** Pauses with the links the person must say are theirs or not, once every other row is sent. */
  function askOrFinish(importId: string, control: RunControl): void {
    const waiting = journal.counts(importId).sending;
    if (waiting === 0) journal.setState(importId, 'done');
    else
      pause(
        importId,
        control,
        `Linkdesk cannot tell whether ${waiting === 1 ? 'one row was' : `${waiting} rows were`} made before the answer was lost: a link to the same address exists, which someone else may have made. Say for each whether it is yours or to make it again.`,
      );
  }

  async function run(importId: string, control: RunControl): Promise<void> {
    const record = journal.get(importId);
    if (!record) return;
    journal.setState(importId, 'running');
    report(importId, true);
    await deps.prepared;
    const counts = journal.counts(importId);
    // Taken once, before anything is sent. An import an older Linkdesk began and sent rows of goes without:
    // the account's newest link now could be one of its own rows.
    let floorToTake = record.newestLinkBefore === null && counts.created === 0 && counts.sending === 0;
    let floor = record.newestLinkBefore ?? 0;
    const refusals: { message: string; rows: number[] } = { message: '', rows: [] };
    /** The rows refused in a row so far are refused for good: their passwords go. */
    const settleRefusals = () => {
      if (refusals.rows.length > 0) journal.erasePasswords(importId, refusals.rows);
      Object.assign(refusals, { message: '', rows: [] });
    };
    for (;;) {
      if (control.stopping) break;
      const next = journal.next(importId);
      if (!next || !next.link) {
        askOrFinish(importId, control);
        break;
      }
      const problem = await accountProblem(record.accountId, record.installation);
      if (problem) {
        pause(importId, control, problem);
        break;
      }
      if (floorToTake) {
        control.requestId = deps.newId();
        try {
          floor = await deps.newestLinkId(record.accountId, control.requestId);
          journal.setNewestLinkBefore(importId, floor);
          floorToTake = false;
        } catch (error) {
          pause(importId, control, await failureReason(error, record.accountId, record.installation));
          break;
        } finally {
          control.requestId = null;
        }
        continue;
      }
      if (next.state === 'sending') {
        // Sent before, answer lost: looked for first. If the check fails, the row stays unknown.
        control.requestId = deps.newId();
        try {
          const found = await deps.find(
            record.accountId,
            next.link,
            {
              since: next.sentAt ?? 0,
              claimed: journal.createdLinkIds(),
              afterId: Math.max(floor, journal.lastCreatedLinkId(importId)),
            },
            control.requestId,
          );
          if (found.outcome === 'made')
            journal.markCreated(importId, next.row, found.link.id, found.link.shorturl);
          else if (found.outcome === 'unsure') journal.markUnsure(importId, next.row, found.link);
          else journal.markPending(importId, next.row);
        } catch (error) {
          pause(importId, control, await failureReason(error, record.accountId, record.installation));
          break;
        } finally {
          control.requestId = null;
        }
        continue;
      }
      let link = next.link;
      if (next.sealedPassword !== null) {
        let password: string | null;
        try {
          password = await deps.openPassword(next.sealedPassword, placeOf(importId, next.row));
        } catch (error) {
          deps.log.error('An import could not read the key of its link passwords.', error);
          pause(importId, control, KEYCHAIN_LOCKED);
          break;
        }
        if (password === null) {
          // Never sent without it: the link would be open to anyone with its short URL.
          journal.markFailed(importId, next.row, PASSWORD_LOST);
          journal.erasePasswords(importId, [next.row]);
          continue;
        }
        link = { ...link, password };
      }
      control.requestId = deps.newId();
      journal.markSending(importId, next.row, deps.now());
      try {
        const made = await deps.create(record.accountId, link, control.requestId);
        journal.markCreated(importId, next.row, made.id, made.shorturl);
        control.pace.record(deps.now());
        settleRefusals();
      } catch (error) {
        if (isRowRefusal(error)) {
          journal.markFailed(importId, next.row, refusalInWords(error.message, error.field, next.link));
          if (error.code === 'conflict' || error.message !== refusals.message) {
            settleRefusals();
            refusals.message = error.message;
          }
          refusals.rows.push(next.row);
          if (refusals.rows.length >= REPEATED_REFUSALS) {
            // Refused, so not made: they go again when the person resumes.
            for (const row of refusals.rows) journal.markPending(importId, row);
            pause(
              importId,
              control,
              `The installation refused ${REPEATED_REFUSALS} rows in a row: “${error.message}” The import is paused; resume it once that is sorted out.`,
            );
            break;
          }
        } else {
          if (!maybeSent(error)) journal.markPending(importId, next.row);
          pause(importId, control, await failureReason(error, record.accountId, record.installation));
          break;
        }
      } finally {
        control.requestId = null;
      }
      report(importId);
    }
    if (control.stopping === 'pause') journal.setState(importId, 'paused');
    if (control.stopping === 'cancel') journal.setState(importId, 'cancelled');
    // A quit leaves the import `running`, so the next launch takes it up again. Refused rows not put back to
    // send are refused for good, whatever stopped the run.
    journal.settlePasswords(importId);
  }

  const runs = createBackgroundRuns({
    cancelRequest: deps.cancelRequest,
    run,
    crashed: (importId, error) => {
      // The journal itself failed: nothing more is sent, since it could not be recorded.
      deps.log.error('An import stopped: its journal could not be written.', error);
      try {
        journal.setState(
          importId,
          'paused',
          'Linkdesk could not write its import journal, so it stopped sending.',
        );
      } catch {
        // The journal is out of reach; the launch after will find the import as it was left.
      }
    },
    ended: (importId) => report(importId, true),
    isPaused: (importId) => journal.get(importId)?.state === 'paused',
  });
  const start = runs.start;

  async function stop(importId: string, how: 'pause' | 'cancel'): Promise<ImportSummary | null> {
    if (!(await runs.stop(importId, how))) {
      const state = journal.get(importId)?.state;
      if (state === 'running' || state === 'paused')
        journal.setState(importId, how === 'pause' ? 'paused' : 'cancelled');
    }
    report(importId, true);
    return summary(importId);
  }

  return {
    summary,
    /** Tells the window of a change made outside a run (a row decided, the import given to another account). */
    changed: (importId: string) => report(importId, true),
    list: (): ImportSummary[] =>
      journal.imports().flatMap((record) => {
        const current = summary(record.importId);
        return current ? [current] : [];
      }),

    /** Starts or resumes an import; one that is done or cancelled stays so. */
    start(importId: string): void {
      const state = journal.get(importId)?.state;
      if (state === 'running' || state === 'paused') start(importId);
    },
    pause: (importId: string) => stop(importId, 'pause'),
    cancel: (importId: string) => stop(importId, 'cancel'),

    /** At launch: imports left running by a quit or a crash go on where they stopped. */
    resumeInterrupted(): void {
      for (const record of journal.imports()) if (record.state === 'running') start(record.importId);
    },

    /** When the app quits: the rows already sent get their answers recorded; the imports stay `running`. */
    stopAll: () => runs.stopAll(),
  };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
