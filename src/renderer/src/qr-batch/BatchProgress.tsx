import { useId } from 'react';

interface BatchProgressProps {
  /** null while the file goes to the save dialog. */
  progress: { done: number; total: number } | null;
  onCancel: () => void;
}

/**
 * "Code 12 of 50", a bar, and Cancel. The count is not a live region (fifty announcements would drown
 * everything else); the bar carries it for whoever asks, and the result is announced once.
 */
export function BatchProgress({ progress, onCancel }: BatchProgressProps) {
  const labelId = useId();
  if (!progress) {
    return (
      <p role="status" className="qr-batch-status">
        Saving the file…
      </p>
    );
  }
  const { done, total } = progress;
  const current = Math.min(done + 1, total);
  return (
    <div className="qr-batch-progress">
      <p role="status" className="visually-hidden">
        {`Checking and drawing ${total.toLocaleString()} codes…`}
      </p>
      <p id={labelId} className="qr-batch-count">
        {done < total
          ? `Checking and drawing code ${current.toLocaleString()} of ${total.toLocaleString()}…`
          : `Making the file from ${total.toLocaleString()} codes…`}
      </p>
      <progress aria-labelledby={labelId} max={total} value={done} />
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
