import type { CheckOutcome, HealthVerdict } from '../../shared/ipc/health.ts';

/** What health.db holds of an item between checks. */
export interface SettledHealth {
  verdict: HealthVerdict;
  outcome: CheckOutcome;
  about: string;
  since: number | null;
  /** A different verdict the last check found, and when, waiting for a second check to agree. */
  pending: { outcome: CheckOutcome; about: string; at: number } | null;
  /** Whether this item was ever checked: the first check of a quiet verdict needs no second. */
  checked: boolean;
}

/** An item's outcome before any verdict counts. */
export const NOT_CHECKED_YET: CheckOutcome = {
  verdict: 'unchecked',
  reason: 'not-checked-yet',
  status: null,
  finalUrl: null,
  certificateEndsAt: null,
};

/** How bad each verdict is, when an item's addresses disagree: the worst speaks for the item. */
const SEVERITY: Record<HealthVerdict, number> = {
  unchecked: 0,
  ok: 1,
  unknown: 2,
  moved: 3,
  expiring: 4,
  broken: 5,
};

/** Verdicts that alarm: one of them never shows on one check's word. */
const ALARMING = new Set<HealthVerdict>(['broken', 'moved', 'expiring']);

/** The outcome that speaks for an item checked at several addresses (its destination first). */
export function worstOf<T extends { outcome: CheckOutcome }>(checked: readonly T[]): T | null {
  let worst: T | null = null;
  for (const entry of checked) {
    if (!worst || SEVERITY[entry.outcome.verdict] > SEVERITY[worst.outcome.verdict]) worst = entry;
  }
  return worst;
}

/**
 * The item's health after a check. A verdict changes only once two checks agree: a server down for a minute,
 * or a page answering 404 during a deploy, must not call a printed code broken. The first check of an item says
 * at once what cannot alarm (ok, unknown, unchecked); anything else waits for a second.
 */
export function settle(
  previous: SettledHealth | null,
  found: { outcome: CheckOutcome; about: string },
  at: number,
): SettledHealth {
  const verdict = found.outcome.verdict;
  const fresh = { verdict, outcome: found.outcome, about: found.about, pending: null, checked: true };
  if (!previous || !previous.checked) {
    if (!ALARMING.has(verdict)) return { ...fresh, since: at };
    return {
      verdict: 'unchecked',
      outcome: NOT_CHECKED_YET,
      about: '',
      since: null,
      pending: { outcome: found.outcome, about: found.about, at },
      checked: true,
    };
  }
  // Nothing was said of it yet (its first check alarmed, the second did not): a quiet verdict needs no second.
  if (previous.verdict === 'unchecked' && !ALARMING.has(verdict)) return { ...fresh, since: at };
  // The same verdict again: its details (a status, where it ends) may have changed; since stays.
  if (verdict === previous.verdict) return { ...fresh, since: previous.since };
  if (previous.pending?.outcome.verdict === verdict) return { ...fresh, since: previous.pending.at };
  return { ...previous, pending: { outcome: found.outcome, about: found.about, at } };
}
