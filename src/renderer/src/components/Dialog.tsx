import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import X from 'lucide-react/icons/x';
import './primitives/primitives.css';
import { holdPageStill } from './page-still.ts';

const FIRST_CONTROL = 'input, select, textarea, button';

/** The first control of the dialog's content: the header's close button is never where a person starts. */
function firstControl(dialog: HTMLDialogElement): HTMLElement | undefined {
  return [...dialog.querySelectorAll<HTMLElement>(FIRST_CONTROL)].find(
    (control) => !control.closest('.dialog-header'),
  );
}

/** What one form inside a dialog tells it, so that closing the dialog never drops what was typed. */
export interface FormCloseState {
  /** Something typed differs from what the form started with. */
  dirty: boolean;
  /** What the form edits, as a sentence names it ("the link"). */
  what?: string;
  /** A save is in flight: its outcome would be hidden (and a "discarded" change made anyway) if the dialog went. */
  saving?: boolean;
  /** Told when a close was asked for during the save, so the form can say why it stays. */
  onCloseHeld?: () => void;
}

interface DialogGuard {
  /** Keeps (or with null forgets) what one form inside says about itself. */
  report(token: string, state: FormCloseState | null): void;
  /** Runs `close` at once, asks first when a form inside has unsaved changes, or holds it during a save. */
  requestClose(close: () => void): void;
}

const DialogGuardContext = createContext<DialogGuard | null>(null);

/** The dialog the calling component is inside, if any. */
export function useEnclosingDialog(): DialogGuard | null {
  return useContext(DialogGuardContext);
}

/** Tells the enclosing dialog (if any) whether the calling form has unsaved changes or a save in flight. */
export function useFormCloseState({ dirty, what, saving, onCloseHeld }: FormCloseState): void {
  const dialog = useEnclosingDialog();
  const token = useId();
  useEffect(() => {
    dialog?.report(token, { dirty, what, saving, onCloseHeld });
  }, [dialog, token, dirty, what, saving, onCloseHeld]);
  useEffect(() => () => dialog?.report(token, null), [dialog, token]);
}

export type CloseDecision =
  | { kind: 'close' }
  | { kind: 'ask'; what: string }
  /** A save is in flight: the dialog stays until it answers (then it closes, or shows why it failed). */
  | { kind: 'hold' };

/** What a request to close a dialog does, given what the forms inside it say. */
export function closeDecision(forms: readonly FormCloseState[]): CloseDecision {
  if (forms.some((form) => form.saving)) return { kind: 'hold' };
  const dirty = forms.filter((form) => form.dirty);
  if (dirty.length === 0) return { kind: 'close' };
  const named = [...new Set(dirty.flatMap((form) => (form.what ? [form.what] : [])))];
  return { kind: 'ask', what: named.length > 0 ? named.join(' and ') : 'this form' };
}

interface DialogProps {
  title: string;
  /** Escape, the dialog's own close and a form's Cancel end here, after asking when a form inside is dirty. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal built on `<dialog>`: `showModal` makes the rest of the page inert (so focus stays inside) and
 * Escape asks to close. Mount it to open it; on unmount focus returns to whatever opened it, or to the main
 * region when that control is gone (a removed account's button).
 *
 * The header holds the title and a close button; a `.form-actions` row at the end of the content is the
 * dialog's footer, kept in view while the content scrolls (components.css), with Cancel or Keep editing on the
 * left and the action on the right, in every dialog.
 *
 * Closing goes through the forms inside (see `useFormCloseState`): with unsaved changes it first asks
 * "Discard your changes to …?" in a dialog of its own (Keep editing first; Escape there keeps editing), and
 * while a save is in flight it stays open until the save answers.
 */
/**
 * For the buttons that close a dialog: pressing one leaves focus in the field being typed in. Otherwise the
 * field's blur would check it first, and a message appearing under it would move the button away from under
 * the pointer before the click lands.
 */
export function keepFocusWhereItIs(event: { preventDefault: () => void }): void {
  event.preventDefault();
}

export function Dialog({ title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const forms = useRef(new Map<string, FormCloseState>());
  /** The close waiting for the person's answer to "Discard your changes?". */
  const pendingClose = useRef<(() => void) | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const unmounted = useRef(false);

  const guard = useMemo<DialogGuard>(
    () => ({
      report(token, state) {
        if (state) forms.current.set(token, state);
        else forms.current.delete(token);
      },
      requestClose(close) {
        const states = [...forms.current.values()];
        const decision = closeDecision(states);
        if (decision.kind === 'close') {
          close();
        } else if (decision.kind === 'ask') {
          pendingClose.current = close;
          setAsking(decision.what);
        } else {
          for (const state of states) if (state.saving) state.onCloseHeld?.();
        }
      },
    }),
    [],
  );

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    unmounted.current = false;
    const releasePage = holdPageStill();
    if (dialog && !dialog.open) {
      dialog.showModal();
      // Browsers differ on where focus lands in a new modal; the first control (a field, or Cancel) is the
      // predictable place for a keyboard user to start.
      firstControl(dialog)?.focus();
    }
    return () => {
      unmounted.current = true;
      releasePage();
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
      // A dialog closing together with the one it sits on finds focus already put back by that one.
      else if (!document.activeElement || document.activeElement === document.body) {
        document.getElementById('main')?.focus();
      }
    };
  }, []);

  return (
    <>
      <dialog
        ref={ref}
        className="dialog"
        aria-labelledby={titleId}
        onCancel={(event) => {
          // React passes a nested dialog's cancel up the component tree; that one is its own to answer.
          if (event.target !== event.currentTarget) return;
          // The browser would close the dialog itself; React state decides instead, so the two never disagree.
          event.preventDefault();
          guard.requestClose(onClose);
        }}
        onClose={(event) => {
          const dialog = event.currentTarget;
          if (unmounted.current || event.target !== dialog || dialog.open) return;
          // The browser closed it without a cancel the page could refuse (a repeated close request): it is
          // shown again, and the close is asked for like any other.
          dialog.showModal();
          guard.requestClose(onClose);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            // Only the innermost dialog answers Escape.
            event.stopPropagation();
            guard.requestClose(onClose);
          }
        }}
      >
        <div className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button dialog-close"
            aria-label="Close dialog"
            title="Close"
            // The same guard as Escape: it asks before losing what was typed, and waits for a save in flight.
            onClick={() => guard.requestClose(onClose)}
            onMouseDown={keepFocusWhereItIs}
          >
            <X aria-hidden="true" size={18} />
          </button>
        </div>
        <DialogGuardContext.Provider value={guard}>{children}</DialogGuardContext.Provider>
      </dialog>
      {asking !== null ? (
        // Beside the form's <dialog>, not inside it: its keys and cancel never reach the form's dialog.
        <DiscardChangesDialog
          what={asking}
          detail="You have changes that are not saved yet. If you close this now, they are lost."
          onKeepEditing={() => {
            pendingClose.current = null;
            setAsking(null);
          }}
          onDiscard={() => {
            const close = pendingClose.current;
            pendingClose.current = null;
            setAsking(null);
            close?.();
          }}
        />
      ) : null}
    </>
  );
}

interface ConfirmDialogProps {
  title: string;
  /** Each paragraph of what the question is about. */
  paragraphs: readonly string[];
  /** The choice that loses nothing: on the left, focused, and what Escape and the close button mean. */
  safeLabel: string;
  onSafe: () => void;
  actionLabel: string;
  /** `danger` for an action that throws something away. */
  actionTone: 'primary' | 'danger';
  onAction: () => void;
}

/**
 * A question with two answers, in the order every dialog has them: the safe choice first (on the left, with
 * focus, since it loses nothing; Escape and the dialog's own close mean it too), the action on the right.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog title={props.title} onClose={props.onSafe}>
      <div className="dialog-description">
        {props.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="form-actions">
        <button type="button" className="button" onClick={props.onSafe}>
          {props.safeLabel}
        </button>
        <button type="button" className={`button button-${props.actionTone}`} onClick={props.onAction}>
          {props.actionLabel}
        </button>
      </div>
    </Dialog>
  );
}

interface DiscardChangesDialogProps {
  /** What would be lost, e.g. "the link". */
  what: string;
  /** Says what Discard does, in a sentence. */
  detail: string;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** "Discard your changes to …?", Keep editing or Discard changes. */
export function DiscardChangesDialog({ what, detail, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      title={`Discard your changes to ${what}?`}
      paragraphs={[detail]}
      safeLabel="Keep editing"
      onSafe={onKeepEditing}
      actionLabel="Discard changes"
      actionTone="danger"
      onAction={onDiscard}
    />
  );
}
