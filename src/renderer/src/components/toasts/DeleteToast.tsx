import { useLayoutEffect, useRef } from 'react';
import { useSecondsLeft } from '../../activity/use-seconds-left.ts';
import { canUndo, type TrackedDelete } from '../../deletes/deletes-slice.ts';
import { TOAST_MS, useToastTimer } from './use-toast-timer.ts';

interface DeleteToastProps {
  entry: TrackedDelete;
  /** The pointer is over the toasts or focus is inside them: it stays. */
  held: boolean;
  onUndo: () => void;
  onDismiss: () => void;
}

function UndoCountdown({ dueAt }: { dueAt: number }) {
  const seconds = useSecondsLeft(dueAt);
  // Not live: the toast is announced once, not every second it counts down.
  return (
    <span className="toast-countdown" aria-live="off">
      {seconds > 0 ? `${seconds} s` : ''}
    </span>
  );
}

/**
 * One delete from "Deleted … Undo" through "Deleting 3 of 12…" to its results, each failure with its reason.
 * It offers Undo for as long as main holds the delete (the undo window), then leaves on its own once the delete
 * went through; a failure stays until it is dismissed.
 */
export function DeleteToast({ entry, held, onUndo, onDismiss }: DeleteToastProps) {
  const failures = entry.results.filter((result) => !result.ok);
  const finishedClean = entry.state === 'done' && failures.length === 0;
  useToastTimer(finishedClean ? TOAST_MS : null, held, onDismiss);

  const undoable = canUndo(entry);
  // The undo window can end with focus on Undo: focus then goes to Dismiss rather than to the page's start.
  const undoFocused = useRef(false);
  const dismissButton = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (undoable || !undoFocused.current) return;
    undoFocused.current = false;
    dismissButton.current?.focus();
  }, [undoable]);

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
          <button
            type="button"
            className="button"
            onClick={onUndo}
            onFocus={() => (undoFocused.current = true)}
            onBlur={() => (undoFocused.current = false)}
          >
            Undo <UndoCountdown key={entry.dueAt} dueAt={entry.dueAt} />
          </button>
        ) : null}
        <button ref={dismissButton} type="button" className="button toast-dismiss" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
