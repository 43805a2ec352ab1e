import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import { runAssignments } from './assignment-run.ts';

/** What became of a batch sent from a dialog: put in, there already, and each refusal with its reason. */
export interface BatchResult<T> {
  added: T[];
  already: T[];
  refused: { item: T; error: AppErrorData }[];
}

/**
 * Sends one request per item through the rate-limited client, two at a time. A `conflict` answer ("already
 * added") counts as done: what was wanted is so.
 */
export async function sendAll<T>(
  items: readonly T[],
  sendOne: (item: T) => Promise<Result<unknown>>,
): Promise<BatchResult<T>> {
  const batch: BatchResult<T> = { added: [], already: [], refused: [] };
  const errors = new Map<T, AppErrorData>();
  await runAssignments(items, {
    signal: new AbortController().signal,
    send: async (item) => {
      const result = await sendOne(item);
      if (result.ok) return { status: 'added' };
      if (result.error.code === 'conflict') return { status: 'already' };
      errors.set(item, result.error);
      return { status: 'refused', reason: result.error.message };
    },
    onResult: (item, outcome) => {
      if (outcome.status === 'added') batch.added.push(item);
      else if (outcome.status === 'already') batch.already.push(item);
      else if (outcome.status === 'refused') batch.refused.push({ item, error: errors.get(item)! });
    },
  });
  return batch;
}
