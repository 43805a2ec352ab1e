import { useContext } from 'react';
import { asksToReplaceKey, type AppErrorData } from '../../../shared/ipc/errors.ts';
import { ReplaceKeyContext } from './replace-key.ts';

interface ErrorAlertProps {
  error: AppErrorData | null;
  /** What failed, when the message alone would not say it. */
  title?: string;
  onRetry?: () => void;
  /** For a change whose outcome is unknown: look at the installation's state before trying again. */
  onCheck?: (() => void) | undefined;
  /** For a key missing from the keychain: opens where it is replaced (by default the active account's). */
  onReplaceKey?: (() => void) | undefined;
}

/** A failure told to the person (and announced by screen readers), with a Retry where trying again makes sense. */
export function ErrorAlert({ error, title, onRetry, onCheck, onReplaceKey }: ErrorAlertProps) {
  const replaceActiveKey = useContext(ReplaceKeyContext);
  if (!error) return null;
  const replaceKey = asksToReplaceKey(error) ? (onReplaceKey ?? replaceActiveKey) : null;
  return (
    <div role="alert" className="alert">
      {title ? <p className="alert-title">{title}</p> : null}
      <p className="alert-message">{error.message}</p>
      {replaceKey ? (
        <button type="button" className="button button-primary" onClick={replaceKey}>
          Replace key
        </button>
      ) : null}
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
