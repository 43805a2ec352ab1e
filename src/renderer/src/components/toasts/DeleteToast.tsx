import { useEffect } from 'react';
import { useSecondsLeft } from '../../activity/use-seconds-left.ts';
import type { TrackedDelete } from '../../deletes/deletes-slice.ts';

/** How long a finished delete without failures stays on screen. */
const DONE_TOAST_MS = 5_000;

interface DeleteToastProps {
  entry: TrackedDelete;
  onUndo: () => void;
  onDismiss: () => void;
}

function UndoCountdown({ dueAt }: { dueAt: number }) {
  const seconds = useSecondsLeft(dueAt);
  return <span className="toast-countdown">{seconds > 0 ? `${seconds} s` : ''}</span>;
}

/** One delete from "Deleted … Undo" through "Deleting 3 of 12…" to its results, each failure with its reason. */
export function DeleteToast({ entry, onUndo, onDismiss }: DeleteToastProps) {
  const failures = entry.results.filter((result) => !result.ok);
  const finishedClean = entry.state === 'done' && failures.length === 0;

  useEffect(() => {
    if (!finishedClean) return;
    const timer = setTimeout(onDismiss, DONE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [finishedClean, onDismiss]);

  const undoable = entry.state === 'scheduling' || entry.state === 'waiting';
  const total = entry.ids.length;
  let message: string;
  if (entry.state === 'failed')
    message = `Linkdesk could not delete ${entry.label}. ${entry.error?.message ?? ''}`;
  else if (entry.state === 'sending') message = `Deleting ${entry.results.length} of ${total}…`;
  else if (entry.state === 'done' && failures.length > 0)
    message = `Deleted ${total - failures.length} of ${total}. ${failures.length === 1 ? 'One was' : `${failures.length} were`} not deleted:`;
  else message = `Deleted ${entry.label}.`;

  return (
    <div className={`toast${entry.state === 'failed' || failures.length > 0 ? ' toast-problem' : ''}`}>
      <p className="toast-message">{message}</p>
      {failures.length > 0 ? (
        <ul className="toast-failures">
          {failures.map((failure) => (
            <li
              key={failure.id}
            >{`Item ${failure.id}: ${failure.error?.message ?? 'It was not deleted.'}`}</li>
          ))}
        </ul>
      ) : null}
      {undoable && entry.error ? <p className="toast-message">{entry.error.message}</p> : null}
      <div className="toast-actions">
        {undoable ? (
          <button type="button" className="button" onClick={onUndo}>
            Undo <UndoCountdown key={entry.dueAt} dueAt={entry.dueAt} />
          </button>
        ) : null}
        <button type="button" className="button toast-dismiss" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
