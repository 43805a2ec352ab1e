import { assignableKey, countOf, type Assignable } from './assignables.ts';
import { tally } from './assignment-run.ts';
import type { AssignmentRun } from './use-assignment-runs.ts';

/** What a finished run says in its toast: one or two plain sentences, and each refusal with its reason. */
export interface RunSummary {
  message: string;
  tone: 'success' | 'problem';
  /** "camp-mouse: The campaign does not exist." for each item refused. */
  details: string[];
}

const were = (n: number) => (n === 1 ? 'was' : 'were');

/** "Assigning 12 of 40…" while it runs; once done, the first sentence of its summary. */
export function runHeadline(run: AssignmentRun): string {
  if (!run.finished)
    return `Assigning ${(run.outcomes.size + 1).toLocaleString('en-US')} of ${run.items.length.toLocaleString('en-US')}…`;
  return runSummary(run).message;
}

/**
 * A finished run in past tense: "Added 2 links to “Summer 2027”.", "Moved 1 link to …" for links that left
 * another campaign, then what was there already, refused or never sent.
 */
export function runSummary(run: AssignmentRun): RunSummary {
  const counts = tally(run.outcomes.values());
  const all: readonly Assignable[] = [...run.items, ...run.skipped];
  const target = `“${run.targetName}”`;
  const put = run.items.filter((item) => run.outcomes.get(assignableKey(item))?.status === 'added');
  const moved = put.filter((item) => run.moving?.has(assignableKey(item)));
  const added = put.length - moved.length;
  const already = counts.already + run.skipped.length;
  const sentences: string[] = [];

  if (added > 0 && moved.length > 0)
    sentences.push(`Added ${countOf(all, added)} and moved ${countOf(all, moved.length)} to ${target}.`);
  else if (added > 0) sentences.push(`Added ${countOf(all, added)} to ${target}.`);
  else if (moved.length > 0) sentences.push(`Moved ${countOf(all, moved.length)} to ${target}.`);

  if (already > 0)
    sentences.push(
      put.length === 0 && counts.refused === 0 && counts.cancelled === 0
        ? `${countOf(all, already)} ${already === 1 ? 'is' : 'are'} already in ${target}; nothing was sent.`
        : `${countOf(all, already)} ${were(already)} already there.`,
    );
  if (counts.cancelled > 0)
    sentences.push(`${countOf(all, counts.cancelled)} ${were(counts.cancelled)} not sent (cancelled).`);
  // Last, as it leads into the list of reasons under the message.
  if (counts.refused > 0) sentences.push(`${countOf(all, counts.refused)} ${were(counts.refused)} refused:`);

  const details = run.items.flatMap((item) => {
    const outcome = run.outcomes.get(assignableKey(item));
    return outcome?.status === 'refused' ? [`${item.label}: ${outcome.reason}`] : [];
  });
  return { message: sentences.join(' '), tone: counts.refused > 0 ? 'problem' : 'success', details };
}
