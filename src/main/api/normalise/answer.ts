import { AppError } from '../../../shared/ipc/app-error.ts';
import type { SkippedItems } from '../../../shared/ipc/resources.ts';
import { Unreadable } from './values.ts';

/** Shows a little of what was received, so a report of the problem says what the server sent. */
function glimpse(value: unknown): string {
  let shown: string;
  try {
    shown = JSON.stringify(value) ?? String(value);
  } catch {
    shown = String(value);
  }
  return shown.length > 40 ? `${shown.slice(0, 37)}...` : shown;
}

/** An empty field name stands for the subject itself (an item that is not an object at all). */
function describe(subject: string, { field, expected, received }: Unreadable): string {
  if (field === '') return expected === null ? `${subject} is empty` : `${subject} is not ${expected}`;
  if (expected === null) return `${subject} has no ${field}`;
  return `${subject}'s ${field} is not ${expected} (it is ${glimpse(received)})`;
}

/**
 * The people-facing error for an answer that cannot be read, e.g. "The installation's answer to the pixel list
 * could not be read: an item has no id." `what` names the request, `subject` the object that was wrong.
 */
export function unreadableAnswer(what: string, subject: string, problem: Unreadable): AppError {
  return new AppError(
    'bad_response',
    `The installation's answer to ${what} could not be read: ${describe(subject, problem)}.`,
  );
}

/** Runs a normaliser over a whole answer; a field it cannot read fails the answer, never half of it. */
export function readAnswer<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw error instanceof Unreadable ? unreadableAnswer(what, 'the answer', error) : error;
  }
}

export interface ItemsRead<T> {
  items: T[];
  /** The items that could not be read, or null when every one could. */
  skipped: SkippedItems | null;
}

/**
 * Normalises every item of a list. An item that cannot be read is left out and counted, so one odd item never
 * hides the others; only a list none of whose items can be read fails, named as "an item".
 */
export function readItems<T>(what: string, raw: readonly unknown[], item: (raw: unknown) => T): ItemsRead<T> {
  const items: T[] = [];
  let first: Unreadable | null = null;
  for (let index = 0; index < raw.length; index++) {
    try {
      items.push(item(raw[index]));
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      first ??= error;
    }
  }
  if (first === null) return { items, skipped: null };
  if (items.length === 0) throw unreadableAnswer(what, 'an item', first);
  const count = raw.length - items.length;
  return { items, skipped: { count, reason: unreadableAnswer(what, 'an item', first).message } };
}

/** Two counts of skipped items as one, for a collection read in several pages. */
export function addSkipped(a: SkippedItems | null | undefined, b: SkippedItems | null | undefined) {
  if (!a) return b ?? null;
  if (!b) return a;
  return { count: a.count + b.count, reason: a.reason };
}
