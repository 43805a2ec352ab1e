import { useEffect, useRef, useState } from 'react';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import type { ImportRowResult, ImportSummary } from '../../../shared/ipc/imports.ts';
import type { AccountView } from '../../../shared/ipc/models.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { formatCount } from '../components/format.ts';
import { call } from '../store/call.ts';
import { durationText } from './duration.ts';
import { addAgainAdvice } from './import-takeover.ts';
import { ImportProgress } from './ImportProgress.tsx';
import { ImportQuestions } from './ImportQuestions.tsx';
import { useAppState } from '../store/StoreContext.tsx';

/** The badge: what state the import is in, and its colour. A finished import with refusals is not plain "Done". */
function stateBadge(summary: ImportSummary): { label: string; tone: string } {
  const { state, counts } = summary;
  if (state === 'running') return { label: 'Sending', tone: 'running' };
  if (state === 'paused') return { label: 'Paused', tone: 'paused' };
  if (state === 'cancelled') return { label: 'Cancelled', tone: 'cancelled' };
  if (counts.failed > 0) return { label: 'Done, some refused', tone: 'refused' };
  if (counts.skipped > 0) return { label: 'Done, some not sent', tone: 'partial' };
  return { label: 'Done', tone: 'done' };
}

/**
 * One import: how far it is, what is left and how long that takes, and what can be done with it. When its
 * account was removed, it offers the accounts of the same user on the same installation to go on with.
 */
export function ImportJobCard({
  summary,
  accountName,
  accountGone = false,
  continueWith = [],
  onRemoved,
  onViewLinks,
  reveal = false,
}: {
  summary: ImportSummary;
  accountName: string;
  /** The import's account is no longer in Linkdesk. */
  accountGone?: boolean;
  /** Accounts that may take it over (`accountsToContinueWith`). */
  continueWith?: readonly AccountView[];
  onRemoved: () => void;
  /** Opens Links showing the links this import made; absent where they cannot be found by their note. */
  onViewLinks?: () => void;
  /** Scroll it into view when it shows: the import was just started, below the fold at small sizes. */
  reveal?: boolean;
}) {
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (reveal) card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [reveal]);
  const api = useApi();
  const showToast = useAppState((state) => state.showToast);
  const [error, setError] = useState<AppErrorData | null>(null);
  const [problems, setProblems] = useState<ImportRowResult[] | null>(null);
  const { counts, total, importId, state } = summary;
  const handled = counts.created + counts.failed + counts.skipped;
  const toSend = total - counts.skipped;
  const sent = counts.created + counts.failed;
  const act = async (send: () => Promise<Result<unknown>>) => {
    const result = await call(send);
    setError(result.ok ? null : result.error);
    return result.ok;
  };
  const showProblems = async () => {
    const result = await call(() => api.importResults({ importId }));
    if (result.ok)
      setProblems(result.value.filter((row) => row.state === 'failed' || row.state === 'skipped'));
    else setError(result.error);
  };

  const left = counts.pending + counts.sending;
  /** Rows sent whose link only the person can tell: they wait for an answer, not to be sent. */
  const asked = summary.unanswered;
  const unsent = left - asked;
  const stranded = accountGone && state === 'paused';
  // The reason main gave is the same advice in general words: said once, naming the user.
  const warning = stranded
    ? `The account of this import is no longer in Linkdesk. ${continueWith.length > 0 ? 'Continue it with the same user’s account added again.' : addAgainAdvice(summary)}`
    : summary.message;
  const continueAs = async (accountId: string) => {
    if (await act(() => api.reattachImport({ importId, accountId })))
      await act(() => api.resumeImport({ importId }));
  };
  const exportSheet = async () => {
    const result = await call(() => api.exportImport({ importId }));
    setError(result.ok ? null : result.error);
    if (result.ok && result.value.saved) showToast(`Exported “${summary.fileName}” with its short URLs.`);
  };
  const badge = stateBadge(summary);
  return (
    <li
      ref={card}
      className={`card import-job import-job-${badge.tone}`}
      aria-label={`Import of ${summary.fileName}`}
    >
      <div className="import-job-head">
        <h3>{summary.fileName}</h3>
        <span className={`badge import-state import-state-${badge.tone}`}>{badge.label}</span>
      </div>
      <ImportProgress counts={counts} total={total} handled={handled} />
      <p className="import-job-line">
        <span className={counts.created > 0 ? 'import-count-made' : undefined}>
          {formatCount(counts.created)} of {formatCount(toSend)} links made
        </span>{' '}
        on {accountName}
        {counts.failed > 0 ? (
          <span className="import-count-refused">, {formatCount(counts.failed)} refused</span>
        ) : null}
        {counts.skipped > 0 ? (
          <span className="import-count-skipped">
            , {formatCount(counts.skipped)} rows not sent (problems)
          </span>
        ) : null}
        {unsent > 0 && state === 'running' && summary.etaSeconds !== null
          ? `. ${formatCount(unsent)} left: ${durationText(summary.etaSeconds)}`
          : unsent > 0 && state !== 'running'
            ? `. ${formatCount(unsent)} not sent yet`
            : ''}
        {asked > 0 ? `. ${formatCount(asked)} waiting for your answer` : ''}.
      </p>
      {warning ? <p className="form-warning">{warning}</p> : null}
      {summary.questions.length > 0 ? (
        <ImportQuestions
          summary={summary}
          onDecide={(row, mine) => void act(() => api.decideImportRow({ importId, row, mine }))}
        />
      ) : null}
      {error ? <ErrorAlert error={error} /> : null}
      <div className="form-actions import-job-actions">
        {onViewLinks && counts.created > 0 ? (
          <button
            type="button"
            className={`button${state === 'done' ? ' button-primary' : ''}`}
            onClick={onViewLinks}
          >
            View imported links
          </button>
        ) : null}
        {state === 'running' ? (
          <button
            type="button"
            className="button"
            onClick={() => void act(() => api.pauseImport({ importId }))}
          >
            Pause
          </button>
        ) : null}
        {/* With only answers missing, Resume would stop at the same questions again. */}
        {state === 'paused' && !accountGone && unsent > 0 ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => void act(() => api.resumeImport({ importId }))}
          >
            Resume
          </button>
        ) : null}
        {stranded
          ? continueWith.map((account) => (
              <button
                key={account.id}
                type="button"
                className="button button-primary"
                onClick={() => void continueAs(account.id)}
              >
                Continue with {account.name}
              </button>
            ))
          : null}
        {state === 'running' || state === 'paused' ? (
          <button
            type="button"
            className="button"
            onClick={() => void act(() => api.cancelImport({ importId }))}
          >
            Cancel import
          </button>
        ) : null}
        {counts.failed + counts.skipped > 0 ? (
          <button type="button" className="button" onClick={() => void showProblems()}>
            Show problems
          </button>
        ) : null}
        <button type="button" className="button" disabled={sent === 0} onClick={() => void exportSheet()}>
          Export with short URLs
        </button>
        {state !== 'running' ? (
          <button
            type="button"
            className="button"
            onClick={() => void act(() => api.forgetImport({ importId })).then((ok) => ok && onRemoved())}
          >
            Remove from list
          </button>
        ) : null}
      </div>
      {summary.passwordsLeftOut && sent > 0 ? (
        <p className="muted import-job-note">
          Linkdesk keeps no link password once its row is sent: the export leaves the password column empty.
        </p>
      ) : null}
      {problems ? (
        <ul className="import-problems" aria-label={`Problems in ${summary.fileName}`}>
          {problems.slice(0, 200).map((row) => (
            <li key={row.row}>
              <span className="muted">Row {formatCount(row.rowNumber)}:</span> {row.message}
            </li>
          ))}
          {problems.length > 200 ? (
            <li className="muted">
              And {formatCount(problems.length - 200)} more: export the sheet to see every row’s result.
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}
