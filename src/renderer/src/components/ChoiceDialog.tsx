import { useEffect, useId, useState, type ReactNode } from 'react';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import { call } from '../store/call.ts';
import { Dialog } from './Dialog.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';

interface ChoiceDialogProps<T> {
  title: string;
  /** What is chosen, the legend of the choices: "Campaign". */
  legend: string;
  /** Reads what can be chosen; read again on Retry. */
  load: () => Promise<Result<T[]>>;
  getId: (choice: T) => number;
  /** The choice as it shows; its name for screen readers is `nameOf`. */
  render: (choice: T) => ReactNode;
  nameOf: (choice: T) => string;
  /** Why a choice cannot be taken (the item is in it already), or null. */
  unavailable?: (choice: T) => string | null;
  /** What choosing it will do besides, said before anything is sent (moving a link out of its campaign). */
  warning?: (choice: T, choices: readonly T[]) => string | null;
  submitLabel: (choice: T | null) => string;
  /** Said when there is nothing to choose from. */
  empty: string;
  failedTitle: string;
  /** Sends the choice; answers the failure to show, or null once it is done (the dialog then closes). */
  send: (choice: T, choices: readonly T[]) => Promise<AppErrorData | null>;
  onClose: () => void;
}

/**
 * Picks one of a few dozen things (a campaign, a channel) for an item and sends the choice, keeping the dialog
 * open with a Retry when the installation refuses.
 */
export function ChoiceDialog<T>(props: ChoiceDialogProps<T>) {
  const { load, getId, nameOf, unavailable, warning, send, onClose } = props;
  const [choices, setChoices] = useState<T[] | null>(null);
  const [loadError, setLoadError] = useState<AppErrorData | null>(null);
  const [loads, setLoads] = useState(0);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<AppErrorData | null>(null);
  const group = useId();

  useEffect(() => {
    let live = true;
    void call(load).then((result) => {
      if (!live) return;
      if (result.ok) {
        setChoices(result.value);
        setLoadError(null);
      } else setLoadError(result.error);
    });
    return () => {
      live = false;
    };
    // `load` is a new function each render; what it reads is fixed for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loads]);

  const chosen = choices?.find((choice) => getId(choice) === chosenId) ?? null;
  const note = chosen && choices ? (warning?.(chosen, choices) ?? null) : null;

  const submit = async () => {
    if (!chosen || !choices || sending) return;
    setSending(true);
    setSendError(null);
    const failure = await send(chosen, choices);
    setSending(false);
    if (failure) setSendError(failure);
    else onClose();
  };

  return (
    <Dialog title={props.title} onClose={onClose}>
      {loadError ? (
        <ErrorAlert error={loadError} onRetry={() => setLoads((count) => count + 1)} />
      ) : choices === null ? (
        <p className="muted">Reading what there is to choose from…</p>
      ) : choices.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className="choices">
            <legend className="field-label">{props.legend}</legend>
            {choices.map((choice) => {
              const why = unavailable?.(choice) ?? null;
              return (
                <label key={getId(choice)} className="choice">
                  <input
                    type="radio"
                    name={group}
                    aria-label={nameOf(choice)}
                    checked={chosenId === getId(choice)}
                    disabled={why !== null}
                    onChange={() => setChosenId(getId(choice))}
                  />
                  {props.render(choice)}
                  {why ? <span className="muted">{why}</span> : null}
                </label>
              );
            })}
          </fieldset>
          {note ? (
            <p role="status" className="choice-warning">
              {note}
            </p>
          ) : null}
          {sendError ? (
            <ErrorAlert title={props.failedTitle} error={sendError} onRetry={() => void submit()} />
          ) : null}
          <div className="form-actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              className="button button-primary"
              aria-disabled={chosen === null || sending}
            >
              {sending ? 'Sending…' : props.submitLabel(chosen)}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
