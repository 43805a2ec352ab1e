import { countOf } from './assignables.ts';
import { tally } from './assignment-run.ts';
import type { AssignmentRun } from './use-assignment-runs.ts';

/** "Assigning 12 of 40…" while it runs; once done, what happened in one sentence. */
export function runHeadline(run: AssignmentRun): string {
  const counts = tally(run.outcomes.values());
  const total = run.items.length;
  if (!run.finished)
    return `Assigning ${(run.outcomes.size + 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}…`;
  const done = counts.added + counts.already;
  const parts: string[] = [];
  if (done > 0 || (counts.refused === 0 && counts.cancelled === 0)) {
    const all = [...run.items, ...run.skipped];
    parts.push(`${countOf(all, done + run.skipped.length)} in “${run.targetName}”`);
  }
  if (run.skipped.length + counts.already > 0)
    parts.push(`${(run.skipped.length + counts.already).toLocaleString('en-US')} already there`);
  if (counts.refused > 0) parts.push(`${counts.refused.toLocaleString('en-US')} refused`);
  if (counts.cancelled > 0) parts.push(`${counts.cancelled.toLocaleString('en-US')} not sent (cancelled)`);
  return `${parts.join(', ')}.`;
}

/** Each item's result, as the details of a run list them. */
export function itemResult(run: AssignmentRun, key: string): string {
  const outcome = run.outcomes.get(key);
  if (!outcome) return 'Waiting';
  switch (outcome.status) {
    case 'added':
      return 'Added';
    case 'already':
      return 'Already there';
    case 'refused':
      return `Refused: ${outcome.reason}`;
    case 'cancelled':
      return 'Not sent';
  }
}
