import type { MilestoneSettings } from '../../shared/ipc/history.ts';
import type { SnapshotChanges } from './snapshot-diff.ts';

const HOUR = 3_600_000;
/** A surge is this many times the usual hour's clicks, and at least SURGE_MIN_CLICKS in the hour. */
export const SURGE_FACTOR = 4;
export const SURGE_MIN_CLICKS = 20;
/** The usual hour is read from the week before; with less than a day of history, nothing is usual yet. */
const USUAL_WINDOW_MS = 7 * 24 * HOUR;
const USUAL_AT_LEAST_MS = 24 * HOUR;
/** One surge of an item is told once: not again for six hours. */
const SURGE_QUIET_MS = 6 * HOUR;

export interface MilestoneFound {
  key: number;
  type: 'threshold' | 'surge';
  value: number;
  usual: number | null;
}

/** What milestone-finding reads of history, besides the look itself. */
export interface MilestoneHistory {
  /** The item's rise in (from, to]. */
  riseOf(key: number, from: number, to: number): number;
  lastSurge(key: number): number | null;
  /** The account's first look. */
  since: number;
}

/**
 * The milestones a look reached: for each link or code that rose, the highest threshold its total crossed, and
 * a surge when its last hour holds several times its usual hour (the week before, per hour of history). A
 * baseline look (nothing counted) reaches none.
 */
export function findMilestones(
  changes: SnapshotChanges,
  addedKeys: readonly number[],
  at: number,
  settings: MilestoneSettings,
  history: MilestoneHistory,
): MilestoneFound[] {
  if (!settings.enabled) return [];
  const rose = [
    ...changes.added.map((added, index) => ({
      key: addedKeys[index]!,
      total: added.item.clicks,
      delta: added.delta,
    })),
    ...changes.changed.map((changed) => ({
      key: changed.key,
      total: changed.item.clicks,
      delta: changed.delta,
    })),
  ].filter((item) => item.delta > 0 && item.key !== undefined);

  const found: MilestoneFound[] = [];
  const thresholds = [...settings.thresholds].sort((a, b) => b - a);
  for (const item of rose) {
    const before = item.total - item.delta;
    const crossed = thresholds.find((threshold) => before < threshold && item.total >= threshold);
    if (crossed !== undefined) found.push({ key: item.key, type: 'threshold', value: crossed, usual: null });

    if (!settings.surges || at - history.since < USUAL_AT_LEAST_MS) continue;
    const lastHour = history.riseOf(item.key, at - HOUR, at);
    if (lastHour < SURGE_MIN_CLICKS) continue;
    const usualFrom = Math.max(history.since, at - HOUR - USUAL_WINDOW_MS);
    const hours = Math.max(1, (at - HOUR - usualFrom) / HOUR);
    const usual = history.riseOf(item.key, usualFrom, at - HOUR) / hours;
    if (lastHour < SURGE_FACTOR * Math.max(usual, 1)) continue;
    const lastSurge = history.lastSurge(item.key);
    if (lastSurge !== null && at - lastSurge < SURGE_QUIET_MS) continue;
    found.push({ key: item.key, type: 'surge', value: lastHour, usual: Math.round(usual * 10) / 10 });
  }
  return found;
}
