import type { Result } from '../../../shared/ipc/errors.ts';

/**
 * What became of one item of an assignment: put in (`added`), there already (`already`, which counts as done),
 * refused by the installation with its reason, or never sent because the person cancelled.
 */
export type AssignmentOutcome =
  | { status: 'added' }
  | { status: 'already' }
  | { status: 'refused'; reason: string }
  | { status: 'cancelled' };

export interface AssignmentRunOptions<T> {
  /** Sends one item; never throws (a refusal is an outcome). */
  send: (item: T) => Promise<AssignmentOutcome>;
  /** Told as each item settles, in the order they settle. */
  onResult: (item: T, outcome: AssignmentOutcome) => void;
  /** Stops what has not been sent; what is on its way is answered and reported. */
  signal: AbortSignal;
  /**
   * Requests on their way at once. Two keep the wire busy while main's rate limiter paces them, and leave a
   * person's own clicks at most two requests behind (they share the account's limit).
   */
  concurrency?: number;
}

/** Sends every item, a few at a time, until all are answered or the run is cancelled. */
export async function runAssignments<T>(
  items: readonly T[],
  options: AssignmentRunOptions<T>,
): Promise<void> {
  const { send, onResult, signal } = options;
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      if (signal.aborted) {
        onResult(item, { status: 'cancelled' });
        continue;
      }
      onResult(item, await send(item));
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 2, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
}

/**
 * An answer as an outcome: `conflict` ("already added") counts as done; a request cancelled before it was sent
 * was never sent; one cancelled on its way may have been applied, so it is a refusal that says so.
 */
export function outcomeOf(result: Result<unknown>): AssignmentOutcome {
  if (result.ok) return { status: 'added' };
  if (result.error.code === 'conflict') return { status: 'already' };
  if (result.error.code === 'cancelled' && !result.error.outcomeUnknown) return { status: 'cancelled' };
  return { status: 'refused', reason: result.error.message };
}

/** Counts by outcome, for the line that sums a run up. */
export function tally(outcomes: Iterable<AssignmentOutcome>) {
  const counts = { added: 0, already: 0, refused: 0, cancelled: 0 };
  for (const outcome of outcomes) counts[outcome.status] += 1;
  return counts;
}
