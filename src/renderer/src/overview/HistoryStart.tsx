import type { Api } from '../../../shared/ipc/api.ts';
import type { HistoryStatus } from '../../../shared/ipc/history.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { lastNoteWords } from './history-footnote.ts';
import { whenWords } from './overview-words.ts';
import { useHistorySwitch } from './use-history-switch.ts';

interface HistoryStartProps {
  api: Api;
  status: HistoryStatus;
  onStatus: (status: HistoryStatus) => void;
}

/**
 * An account with no history yet: either it is off ("Turn on"), or the first snapshot is on its way. Totals
 * only become a history from the second snapshot on, so this says so rather than showing empty charts.
 */
export function HistoryStart({ api, status, onStatus }: HistoryStartProps) {
  const history = useHistorySwitch(api, status.accountId, onStatus);
  const failed = history.error ? (
    <ErrorAlert
      error={history.error}
      title={status.settings.enabled ? 'No snapshot was taken' : 'History was not turned on'}
      onRetry={status.settings.enabled ? history.snapshotNow : history.turnOn}
    />
  ) : null;

  if (!status.settings.enabled) {
    return (
      <section className="card history-start" aria-labelledby="history-start-title">
        <h2 id="history-start-title">Click history is off for this account</h2>
        <p>
          Installations keep totals only. With history on, Linkdesk reads every link’s clicks and every QR
          code’s scans every few minutes while it runs, and keeps what changed on this computer, so you can
          see what happened when.
        </p>
        {failed}
        <div className="history-start-actions">
          <button
            type="button"
            className="button button-primary"
            aria-disabled={history.busy}
            onClick={history.turnOn}
          >
            Turn on
          </button>
          {history.busy ? (
            <p role="status" className="muted">
              Turning history on…
            </p>
          ) : null}
        </div>
      </section>
    );
  }

  const note = lastNoteWords(status);
  const taking = status.running || history.busy || status.nextSnapshotAt === null || !note;
  return (
    <section className="card history-start" aria-labelledby="history-start-title">
      <h2 id="history-start-title">No history yet</h2>
      {taking ? (
        <p role="status">The first snapshot is being taken…</p>
      ) : (
        <>
          <p role="status">{note}</p>
          <p>
            The next try is {whenWords(status.nextSnapshotAt!)}.{' '}
            <button type="button" className="overview-link-button" onClick={history.snapshotNow}>
              Try now
            </button>
          </p>
        </>
      )}
      <p className="muted">
        Each snapshot reads every link’s and QR code’s total; the clicks between two snapshots make the first
        bar.
      </p>
      {failed}
    </section>
  );
}
