import { useEffect, useMemo, useState } from 'react';
import type { BulkEditSummary, BulkRowResult, BulkRowState } from '../../../shared/ipc/bulk-edit.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { useApi } from '../components/data-list/use-api.ts';
import { formatCount } from '../components/format.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import { durationText } from '../import/duration.ts';
import { call } from '../store/call.ts';
import { BulkPreviewList, type ChangeRow } from './BulkPreviewList.tsx';
import type { Names } from './change-words.ts';

interface Props {
  edit: BulkEditSummary;
  names: Names;
  /** Shows another edit in the panel: the Undo just started, or the one this undoes. */
  onShow: (editId: string) => void;
  onClose: () => void;
}

const share = (part: number, total: number) => `${(part / Math.max(1, total)) * 100}%`;

const STATE_WORDS: Record<BulkRowState, string> = {
  pending: 'Waiting',
  sending: 'Being sent',
  changed: 'Changed',
  unchanged: 'Already as asked: not sent',
  failed: 'Not changed',
  skipped: 'Left as it is',
};

const TONES: Record<BulkRowState, ChangeRow['notes'][number]['tone']> = {
  pending: 'plain',
  sending: 'plain',
  changed: 'done',
  unchanged: 'plain',
  failed: 'problem',
  skipped: 'warning',
};

/** Problems first: what the person has to look at is at the top. */
const ORDER: Record<BulkRowState, number> = {
  failed: 0,
  skipped: 1,
  sending: 2,
  pending: 3,
  changed: 4,
  unchanged: 5,
};

/** Where a bulk edit stands, in a sentence. */
export function progressSentence(edit: BulkEditSummary): string {
  const { counts, total } = edit;
  const done = counts.changed + counts.unchanged + counts.failed + counts.skipped;
  const parts = [`${formatCount(counts.changed)} of ${formatCount(total)} changed`];
  if (counts.unchanged) parts.push(`${formatCount(counts.unchanged)} already as asked`);
  if (counts.failed) parts.push(`${formatCount(counts.failed)} not changed`);
  if (counts.skipped) parts.push(`${formatCount(counts.skipped)} left as they are`);
  const waiting = counts.pending + counts.sending;
  if (edit.state === 'paused' && waiting) parts.push(`${formatCount(waiting)} waiting`);
  if (edit.state === 'running' && done < total && edit.etaSeconds !== null) {
    parts.push(`${durationText(edit.etaSeconds)} left`);
  }
  return parts.join(' · ');
}

const STATE_TITLES: Record<BulkEditSummary['state'], string> = {
  running: 'Changing links',
  paused: 'Paused',
  done: 'Done',
  cancelled: 'Cancelled',
};

/**
 * A bulk edit under way or finished: its progress, Pause, Resume and Cancel, Undo once it has stopped, and each
 * link's outcome, problems first.
 */
export function BulkRunPanel({ edit, names, onShow, onClose }: Props) {
  const api = useApi();
  const [results, setResults] = useState<BulkRowResult[] | null>(null);
  const [error, setError] = useState<AppErrorData | null>(null);
  const [busy, setBusy] = useState(false);
  const { counts, total } = edit;
  const handled = total - counts.pending - counts.sending;

  // Read again whenever the edit's state changes, and every hundred links while it runs.
  const stage = `${edit.editId}:${edit.state}:${Math.floor(handled / 100)}`;
  useEffect(() => {
    let live = true;
    void call(() => api.getBulkEditResults({ editId: edit.editId })).then((result) => {
      if (live && result.ok) setResults(result.value);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `stage` says when to read again
  }, [api, stage]);

  const rows = useMemo<ChangeRow[]>(
    () =>
      (results ?? [])
        // A link not sent yet has nothing to show: its changes are planned when it is read.
        .filter((row) => row.state !== 'pending')
        .sort((a, b) => ORDER[a.state] - ORDER[b.state])
        .map((row) => ({
          key: row.linkId,
          shorturl: row.shorturl,
          changes: row.changes,
          notes: [
            {
              text: row.message ? `${STATE_WORDS[row.state]}: ${row.message}` : STATE_WORDS[row.state],
              tone: TONES[row.state],
            },
          ],
        })),
    [results],
  );

  const act = async (run: () => ReturnType<typeof api.pauseBulkEdit>) => {
    setBusy(true);
    setError(null);
    const result = await call(run);
    setBusy(false);
    if (!result.ok) setError(result.error);
    return result;
  };
  const undo = async () => {
    const result = await act(() => api.undoBulkEdit({ editId: edit.editId }));
    if (result.ok) onShow(result.value.editId);
  };
  // A paused edit is cancelled first (its Cancel), so that nothing it still holds goes out after its Undo.
  const canUndo =
    edit.kind === 'edit' && (edit.state === 'done' || edit.state === 'cancelled') && counts.changed > 0;

  // A fragment: the footer must be the dialog content's own child to stay in view at the bottom.
  return (
    <>
      <div className="bulk-run-head">
        <p className="bulk-run-state">
          <strong>{STATE_TITLES[edit.state]}</strong> <span>{edit.label}</span>
        </p>
        <div
          className="bulk-progress"
          role="progressbar"
          aria-label="Links handled"
          aria-valuemin={0}
          aria-valuemax={Math.max(1, total)}
          aria-valuenow={handled}
        >
          <span
            className="bulk-progress-changed"
            style={{ width: share(counts.changed + counts.unchanged, total) }}
          />
          <span className="bulk-progress-failed" style={{ width: share(counts.failed, total) }} />
          <span className="bulk-progress-skipped" style={{ width: share(counts.skipped, total) }} />
        </div>
        <p className="bulk-run-sentence" role="status" aria-live="polite">
          {progressSentence(edit)}
        </p>
        {edit.message ? <p className="bulk-run-message">{edit.message}</p> : null}
        {edit.undoOf ? (
          <p className="field-hint">
            This puts back what each link held before the edit; links changed since are left as they are.{' '}
            <button type="button" className="link-button" onClick={() => onShow(edit.undoOf!)}>
              Show the edit
            </button>
          </p>
        ) : null}
        {error ? <ErrorAlert title="That did not work" error={error} /> : null}
      </div>
      {rows.length > 0 ? (
        <BulkPreviewList rows={rows} label="Each link’s outcome" changes={edit.changes} names={names} />
      ) : null}
      {results && handled > results.length ? (
        <p className="field-hint">
          Showing {formatCount(results.length)} of the {formatCount(handled)} links handled, those not changed
          first.
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
        {edit.state === 'running' || edit.state === 'paused' ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void act(() => api.cancelBulkEdit({ editId: edit.editId }))}
          >
            Cancel the rest
          </button>
        ) : null}
        {edit.state === 'running' ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void act(() => api.pauseBulkEdit({ editId: edit.editId }))}
          >
            Pause
          </button>
        ) : null}
        {edit.state === 'paused' ? (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void act(() => api.resumeBulkEdit({ editId: edit.editId }))}
          >
            Resume
          </button>
        ) : null}
        {edit.undoneBy ? (
          <button type="button" className="button" onClick={() => onShow(edit.undoneBy!)}>
            Show its Undo
          </button>
        ) : canUndo ? (
          <button type="button" className="button" disabled={busy} onClick={() => void undo()}>
            Undo this edit
          </button>
        ) : null}
      </div>
    </>
  );
}
