import type { DatabaseSync } from 'node:sqlite';

/** A look's row as history.db holds it. */
export interface LookRow {
  at: number;
  prev_at: number | null;
  after_gap: number;
  clicks: number;
  scans: number;
  dropped: number;
  dropped_items: number;
}

/**
 * Keeps one look per `step` (an hour, a day) among the account's looks with `at` in (from, to]: the last of
 * each step, which takes the rises of the others, and of each item's points the sum. A look is placed by the
 * moment just before it (what it counts came in before it was taken), so a step holds the looks of
 * (start, start + step]. A look after a gap stays on its own: what came in during the gap has no time, and
 * merging it with looks that have one would take theirs away.
 */
export function thinWindow(db: DatabaseSync, account: number, from: number, to: number, step: number): void {
  const looks = db
    .prepare(
      'SELECT at, prev_at, after_gap, clicks, scans, dropped, dropped_items FROM snapshots WHERE account = ? AND at > ? AND at <= ? ORDER BY at',
    )
    .all(account, from, to) as unknown as LookRow[];
  const groups: LookRow[][] = [];
  let current: LookRow[] | null = null;
  let currentStep = Number.NaN;
  for (const look of looks) {
    const lookStep = Math.floor((look.at - 1) / step);
    if (look.after_gap === 1) {
      groups.push([look]);
      current = null;
      continue;
    }
    if (current && lookStep === currentStep) {
      current.push(look);
    } else {
      current = [look];
      currentStep = lookStep;
      groups.push(current);
    }
  }

  const sumPoints = db.prepare(
    'SELECT item, SUM(delta) AS delta, SUM(unique_delta) AS unique_delta FROM points WHERE account = ? AND at >= ? AND at <= ? GROUP BY item',
  );
  const dropPoints = db.prepare('DELETE FROM points WHERE account = ? AND at >= ? AND at <= ?');
  const addPoint = db.prepare(
    'INSERT INTO points (account, item, at, delta, unique_delta) VALUES (?, ?, ?, ?, ?)',
  );
  const dropLooks = db.prepare('DELETE FROM snapshots WHERE account = ? AND at >= ? AND at < ?');
  const keepLook = db.prepare(
    'UPDATE snapshots SET prev_at = ?, clicks = ?, scans = ?, dropped = ?, dropped_items = ? WHERE account = ? AND at = ?',
  );

  for (const group of groups) {
    if (group.length < 2) continue;
    const first = group[0]!;
    const kept = group.at(-1)!;
    const sum = (field: 'clicks' | 'scans' | 'dropped' | 'dropped_items') =>
      group.reduce((total, look) => total + look[field], 0);
    const merged = sumPoints.all(account, first.at, kept.at) as {
      item: number;
      delta: number;
      unique_delta: number;
    }[];
    dropPoints.run(account, first.at, kept.at);
    for (const point of merged) {
      if (point.delta !== 0 || point.unique_delta !== 0) {
        addPoint.run(account, point.item, kept.at, point.delta, point.unique_delta);
      }
    }
    dropLooks.run(account, first.at, kept.at);
    keepLook.run(
      first.prev_at,
      sum('clicks'),
      sum('scans'),
      sum('dropped'),
      sum('dropped_items'),
      account,
      kept.at,
    );
  }
}
