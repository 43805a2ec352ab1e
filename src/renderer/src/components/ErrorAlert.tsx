import type { AppErrorData } from '../../../shared/ipc/errors.ts';

interface ErrorAlertProps {
  error: AppErrorData | null;
  /** What failed, when the message alone would not say it. */
  title?: string;
  onRetry?: () => void;
  /** For a change whose outcome is unknown: look at the installation's state before trying again. */
  onCheck?: (() => void) | undefined;
}

/** A failure told to the person (and announced by screen readers), with a Retry where trying again makes sense. */
export function ErrorAlert({ error, title, onRetry, onCheck }: ErrorAlertProps) {
  if (!error) return null;
  return (
    <div role="alert" className="alert">
      {title ? <p className="alert-title">{title}</p> : null}
      <p className="alert-message">{error.message}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      ) : null}
      {onCheck ? (
        <button type="button" className="button" onClick={onCheck}>
          Check the list
        </button>
      ) : null}
    </div>
  );
}
