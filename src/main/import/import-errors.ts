import { AppError } from '../../shared/ipc/app-error.ts';
import { MAYBE_CHANGED } from '../api/transport-errors.ts';

/** Refusals about the row itself (a field refused, its alias taken): it fails and the import goes on. */
const ROW_REFUSALS = new Set(['validation', 'conflict']);

export const isRowRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && ROW_REFUSALS.has(error.code);

/**
 * Failures after which the create may have been applied: an answer cut off, an installation failing after
 * the write, an answer that arrived but could not be read. The row is looked for before it is sent again. The
 * others (refused before sending, taken out of the queue, no connection at all) were certainly not applied.
 */
const MAYBE_APPLIED = new Set(['timeout', 'server', 'bad_response', 'internal']);

export function maybeSent(error: unknown): boolean {
  if (!(error instanceof AppError)) return true;
  return error.outcomeUnknown || MAYBE_APPLIED.has(error.code);
}

const ROW_LOOKED_FOR =
  'The row being sent may or may not have been made: on Resume, Linkdesk looks for it before sending it again.';

/** Why the import paused by itself, for people. */
export function stopReason(
  error: unknown,
  log: { error: (message: string, error?: unknown) => void },
): string {
  if (error instanceof AppError) {
    // The import looks for a row whose answer was lost before sending it again: nothing for the person to check.
    const message = error.message.replace(MAYBE_CHANGED, ROW_LOOKED_FOR);
    return `${message} The import is paused; resume it when the installation can be reached again.`;
  }
  log.error('An import stopped unexpectedly.', error);
  return 'Something went wrong inside Linkdesk, so the import is paused. Resume it to go on.';
}
