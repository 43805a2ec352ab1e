import type { HistoryStatus, Milestone } from '../../../shared/ipc/history.ts';
import { countWords, dayWords, sizeWords, whenWords } from './overview-words.ts';

/**
 * Where history stands, in one line under the Overview: "History since 27 Nov · next snapshot at 14:30 ·
 * 2.1 MB on this computer".
 */
export function footnoteParts(status: HistoryStatus, now: number = Date.now()): string[] {
  const parts: string[] = [];
  if (status.since !== null) parts.push(`History since ${dayWords(status.since, now)}`);
  if (status.running) parts.push('a snapshot is being taken now');
  else if (status.nextSnapshotAt !== null)
    parts.push(`next snapshot ${whenWords(status.nextSnapshotAt, now)}`);
  else if (!status.settings.enabled) parts.push('no new snapshots while history is off');
  if (status.bytes > 0) parts.push(`${sizeWords(status.bytes)} on this computer`);
  // Sentence case for the line's start, whichever part comes first.
  if (parts[0]) parts[0] = parts[0].charAt(0).toUpperCase() + parts[0].slice(1);
  return parts;
}

/**
 * What the last snapshot has to say when it did not simply happen: it waited for the rate limit, was skipped
 * or failed. Null when there is nothing to say.
 */
export function lastNoteWords(status: HistoryStatus, now: number = Date.now()): string | null {
  const note = status.lastNote;
  if (!note || note.outcome === 'taken' || !note.words) return null;
  // Main's words are a sentence about "the snapshot": said with when it was.
  const when = whenWords(note.at, now);
  return `${when.charAt(0).toUpperCase()}${when.slice(1)}, ${note.words.charAt(0).toLowerCase()}${note.words.slice(1)}`;
}

/** "Passed 1,000 clicks", "42 clicks in an hour (usually 5)": what a milestone was. */
export function milestoneWords(milestone: Milestone): string {
  const noun = milestone.kind === 'qr' ? 'scan' : 'click';
  if (milestone.type === 'threshold') return `Passed ${countWords(milestone.value, noun)}`;
  const usual = milestone.usual === undefined ? '' : ` (usually ${countWords(milestone.usual, noun)})`;
  return `${countWords(milestone.value, noun)} in an hour${usual}`;
}
