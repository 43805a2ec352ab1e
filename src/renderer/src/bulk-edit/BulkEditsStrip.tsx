import { useState } from 'react';
import type { BulkEditSummary } from '../../../shared/ipc/bulk-edit.ts';
import { progressSentence } from './BulkRunPanel.tsx';

interface Props {
  accountId: string;
  edits: readonly BulkEditSummary[] | null;
  onOpen: (editId: string) => void;
}

/** A finished edit stays on the Links screen this long, so that it can still be opened and undone. */
const RECENT_MS = 24 * 60 * 60 * 1000;

const STATE_WORDS: Record<BulkEditSummary['state'], string> = {
  running: 'Changing links',
  paused: 'Bulk edit paused',
  done: 'Bulk edit done',
  cancelled: 'Bulk edit cancelled',
};

/** The account's edits under way or paused, else its latest of the last day: where to follow or undo them. */
export function shownEdits(
  edits: readonly BulkEditSummary[],
  accountId: string,
  now: number,
): BulkEditSummary[] {
  const mine = edits.filter((edit) => edit.accountId === accountId);
  const open = mine.filter((edit) => edit.state === 'running' || edit.state === 'paused');
  if (open.length > 0) return open;
  const latest = mine[0];
  return latest && now - latest.createdAt < RECENT_MS ? [latest] : [];
}

/** One line per bulk edit the Links screen keeps in view, each opening the edit's progress and Undo. */
export function BulkEditsStrip({ accountId, edits, onOpen }: Props) {
  // "The last day" counts from when the screen opened: close enough, and the same on every render.
  const [openedAt] = useState(() => Date.now());
  const shown = shownEdits(edits ?? [], accountId, openedAt);
  if (shown.length === 0) return null;
  return (
    <div className="bulk-strips">
      {shown.map((edit) => (
        <div key={edit.editId} className="bulk-strip">
          <p>
            <strong>
              {edit.kind === 'undo' ? `${STATE_WORDS[edit.state]} (Undo)` : STATE_WORDS[edit.state]}:
            </strong>{' '}
            {edit.label} · {progressSentence(edit)}
          </p>
          <button type="button" className="button button-small" onClick={() => onOpen(edit.editId)}>
            {edit.kind === 'edit' && edit.state === 'done' && !edit.undoneBy ? 'Show and undo' : 'Show'}
          </button>
        </div>
      ))}
    </div>
  );
}
