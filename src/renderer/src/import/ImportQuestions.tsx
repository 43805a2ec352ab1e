import type { ImportSummary } from '../../../shared/ipc/imports.ts';
import { formatCount } from '../components/format.ts';

/**
 * Rows whose answer was lost while a link to the same address exists that Linkdesk cannot prove it made: the
 * person says for each whether that link is theirs (it is recorded as the row's) or to make the row again.
 */
export function ImportQuestions({
  summary,
  onDecide,
}: {
  summary: ImportSummary;
  onDecide: (row: number, mine: boolean) => void;
}) {
  const waiting = summary.unanswered;
  return (
    <section className="import-questions" aria-label={`Rows of ${summary.fileName} to decide`}>
      <ul>
        {summary.questions.map((question) => (
          <li key={question.row}>
            <p>
              Row {formatCount(question.rowNumber)} may have been made already as{' '}
              <span className="import-question-link">{question.shortUrl}</span>: this account has a link to
              the same address, made since the import began. Unless you made it yourself elsewhere (on the
              installation’s website, say), it is the row’s.
            </p>
            <div className="form-actions import-job-actions">
              <button type="button" className="button" onClick={() => onDecide(question.row, true)}>
                It is mine
              </button>
              <button type="button" className="button" onClick={() => onDecide(question.row, false)}>
                Make it again
              </button>
            </div>
          </li>
        ))}
      </ul>
      {summary.state === 'paused' && waiting > summary.questions.length ? (
        <p className="muted">And {formatCount(waiting - summary.questions.length)} more after these.</p>
      ) : null}
    </section>
  );
}
