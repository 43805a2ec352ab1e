import type { MessageToast } from './toasts-slice.ts';
import { TOAST_MS, useToastTimer } from './use-toast-timer.ts';

interface MessageToastViewProps {
  toast: MessageToast;
  /** The pointer is over the toasts or focus is inside them: it stays. */
  held: boolean;
  onDismiss: () => void;
}

/**
 * "Created …", "Added …", or a problem to read: a success leaves on its own, a problem waits to be dismissed. A
 * toast may offer the one thing people do next ("Copy" the link just created).
 */
export function MessageToastView({ toast, held, onDismiss }: MessageToastViewProps) {
  const problem = toast.tone === 'problem';
  useToastTimer(problem ? null : TOAST_MS, held, onDismiss);
  return (
    <div className={`toast${problem ? ' toast-problem' : ''}`}>
      <p className="toast-message">{toast.message}</p>
      {toast.details.length > 0 ? (
        <ul className="toast-failures">
          {toast.details.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : null}
      <div className="toast-actions">
        {toast.action ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              toast.action!.run();
              onDismiss();
            }}
          >
            {toast.action.label}
          </button>
        ) : null}
        <button type="button" className="button toast-dismiss" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
