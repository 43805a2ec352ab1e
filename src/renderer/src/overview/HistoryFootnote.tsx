import type { HistoryStatus } from '../../../shared/ipc/history.ts';
import { footnoteParts, lastNoteWords } from './history-footnote.ts';

/** Where history stands, under everything: since when, the next snapshot, its size; and the last one's note. */
export function HistoryFootnote({ status }: { status: HistoryStatus }) {
  const note = lastNoteWords(status);
  return (
    <div className="history-footnote">
      <p>{footnoteParts(status).join(' · ')}</p>
      {note ? <p>{note}</p> : null}
    </div>
  );
}
