import type { Revision, UserStatus } from '../../../shared/api/constants.ts';
import { DATETIME_PATTERN } from '../../../shared/api/constants.ts';

/**
 * A format made when it is first used, not when the window's script loads: making the three of them costs
 * about 20 ms, spent before the account could be painted.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | null = null;
  return () => (made ??= new Intl.DateTimeFormat(undefined, options));
}

const longDate = lazyFormat({ dateStyle: 'long' });
const dateAndTime = lazyFormat({ dateStyle: 'medium', timeStyle: 'short' });
const timeOfDay = lazyFormat({ timeStyle: 'short' });
const shortDate = lazyFormat({ dateStyle: 'medium' });
const longDateAndTime = lazyFormat({ dateStyle: 'long', timeStyle: 'short' });

let counts: Intl.NumberFormat | null = null;

/**
 * A count in the person's own digits ("12,345"). One format made once: `Number.toLocaleString` makes a new one
 * on every call, which a list's number cells did on every scrolled frame.
 */
export function formatCount(value: number): string {
  return (counts ??= new Intl.NumberFormat()).format(value);
}

/** The API's `YYYY-MM-DD HH:MM:SS` is UTC. */
function parseApiDatetime(value: string): Date | null {
  if (!DATETIME_PATTERN.test(value)) return null;
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date from the API in the person's own language and time zone; anything unreadable is shown as it came. */
export function formatApiDate(value: string): string {
  const date = parseApiDatetime(value);
  return date ? longDate().format(date) : value;
}

/** How many dated cells' texts are kept: rows scrolled back into view are not formatted again. */
const MAX_KEPT_DAYS = 500;
const days = new Map<string, { day: string; dayAndTime: string } | null>();

/**
 * A date from the API for a list's cell: the day in the reader's short format ("5 Mar 2025") and, for its
 * tooltip, the day and time; null when the installation wrote something else.
 */
export function formatApiDay(value: string): { day: string; dayAndTime: string } | null {
  const known = days.get(value);
  if (known !== undefined) return known;
  const date = parseApiDatetime(value);
  const formatted = date
    ? { day: shortDate().format(date), dayAndTime: longDateAndTime().format(date) }
    : null;
  if (days.size >= MAX_KEPT_DAYS) days.delete(days.keys().next().value!);
  days.set(value, formatted);
  return formatted;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** When something was seen, for a sentence: "at 14:02" today, "on 5 March 2025 at 14:02" before. */
export function formatSeenAt(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return `at ${iso}`;
  const time = `at ${timeOfDay().format(date)}`;
  return sameDay(date, now) ? time : `on ${longDate().format(date)} ${time}`;
}

export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateAndTime().format(date);
}

const STATUS_LABELS: Record<UserStatus, string> = { free: 'Free', pro: 'Pro', admin: 'Administrator' };

export function statusLabel(status: UserStatus): string {
  return STATUS_LABELS[status];
}

const REVISION_LABELS: Record<Revision, string> = { current: 'Current', legacy: 'Legacy' };

export function revisionLabel(revision: Revision | null): string {
  return revision ? REVISION_LABELS[revision] : 'Not checked';
}
