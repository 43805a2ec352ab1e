import type { SnapshotNote } from '../../shared/ipc/history.ts';

const MINUTE = 60_000;

/**
 * The next look after `now` on the interval's grid in local time: every quarter hour on the quarter hour, every
 * day at midnight. Looks on the grid make a chart's bars hold exactly what came in during them.
 */
export function nextLookAt(now: number, intervalMinutes: number): number {
  const size = intervalMinutes * MINUTE;
  const offset = -new Date(now).getTimezoneOffset() * MINUTE;
  return Math.floor((now + offset) / size) * size - offset + size;
}

/** What the settings and the Overview say of the last look. */
export function snapshotNote(outcome: SnapshotNote['outcome'], at: number, reason: string): SnapshotNote {
  const words = {
    taken: '',
    waited: `The snapshot ${reason}.`,
    skipped: `The snapshot was skipped: ${reason}.`,
    failed: `The snapshot could not be taken: ${reason}`,
  }[outcome];
  return { at, outcome, words };
}
