import { useId } from 'react';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import type { CodeNote, LeftOutCode } from './batch-outcome.ts';
import type { BatchPhase } from './use-batch-export.ts';

interface BatchResultProps {
  phase: Extract<BatchPhase, { kind: 'finished' | 'nothing' }>;
  total: number;
  onClose: () => void;
  onAgain: () => void;
  onRetrySave: () => void;
}

const codes = (count: number) => (count === 1 ? '1 code' : `${count.toLocaleString()} codes`);

/** "Saved qr-codes-2026-05-03.pdf: 49 codes on 3 pages.", said in a toast once the file is saved. */
export function savedSentence(phase: Extract<BatchPhase, { kind: 'finished' }>): string {
  const { built, format, fileName } = phase;
  if (format.kind === 'pdf') {
    const pages = built.pages === 1 ? '1 page' : `${built.pages} pages`;
    return `Saved ${fileName}: ${codes(built.included)} on ${pages}.`;
  }
  const files = built.included === 1 ? 'image' : 'images';
  return `Saved ${fileName}: ${built.included.toLocaleString()} ${format.image.toUpperCase()} ${files}.`;
}

/** What became of the batch: the file saved (or why not), and every code left out or changed, by name. */
export function BatchResult({ phase, total, onClose, onAgain, onRetrySave }: BatchResultProps) {
  const leftOut = phase.kind === 'nothing' ? phase.leftOut : phase.built.leftOut;
  const notes = phase.kind === 'finished' ? phase.built.notes : [];
  const failure = phase.kind === 'finished' ? phase.failure : null;
  // A saved file is said in a toast, as every finished action is; here only what went wrong or was left out.
  const sentence =
    phase.kind === 'nothing'
      ? `Nothing was saved: ${total === 1 ? 'the code was' : `all ${total.toLocaleString()} codes were`} left out.`
      : phase.saved || phase.failure
        ? ''
        : 'Not saved: the save dialog was closed.';
  return (
    <div className="qr-batch-result">
      {sentence ? (
        <p role="status" className="qr-batch-status">
          {sentence}
        </p>
      ) : null}
      {failure ? (
        <ErrorAlert
          title="The file was not saved."
          error={failure.error}
          {...(failure.retry ? { onRetry: onRetrySave } : {})}
        />
      ) : null}
      {leftOut.length > 0 ? (
        <CodeList
          title={
            phase.kind === 'nothing'
              ? 'Why each code was left out:'
              : `${leftOut.length === 1 ? '1 code was' : `${leftOut.length.toLocaleString()} codes were`} left out:`
          }
          items={leftOut.map((code: LeftOutCode) => ({
            key: code.key,
            label: code.label,
            text: code.reason,
          }))}
          tone="warning"
        />
      ) : null}
      {notes.length > 0 ? (
        <CodeList
          title="In the file, but not quite as designed:"
          items={notes.map((code: CodeNote) => ({ key: code.key, label: code.label, text: code.note }))}
          tone="plain"
        />
      ) : null}
      <div className="form-actions">
        <button type="button" className="button" onClick={onAgain}>
          Export again…
        </button>
        <button type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}

function CodeList({
  title,
  items,
  tone,
}: {
  title: string;
  items: { key: string; label: string; text: string }[];
  tone: 'warning' | 'plain';
}) {
  const titleId = useId();
  return (
    <section className={`qr-batch-codes qr-batch-codes-${tone}`} aria-labelledby={titleId}>
      <p id={titleId} className="qr-batch-codes-title">
        {title}
      </p>
      {/* A long list scrolls inside the dialog; focusable, so the keyboard can scroll it too. */}
      <ul className="qr-batch-code-list" tabIndex={0} aria-labelledby={titleId}>
        {items.map((item) => (
          <li key={item.key}>
            <strong>{item.label}</strong>
            {`: ${item.text}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
