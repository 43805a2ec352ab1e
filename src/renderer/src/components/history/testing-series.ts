import {
  DEFAULT_HISTORY_INTERVAL,
  DEFAULT_MILESTONES,
  type HistoryStatus,
  type Series,
  type SeriesBucket,
} from '../../../../shared/ipc/history.ts';

/**
 * Answers main would give, built by hand for the window's tests: a series of `counts` (null for "nobody was
 * looking") in buckets of `bucketMinutes` from `from`, and an account's history status.
 */
export function seriesOf(
  from: number,
  bucketMinutes: number,
  counts: readonly (number | null)[],
  extra: Partial<Series> = {},
  measure: 'clicks' | 'scans' = 'clicks',
): Series {
  const bucketMs = bucketMinutes * 60_000;
  const buckets: SeriesBucket[] = counts.map((count, index) => ({
    at: from + index * bucketMs,
    clicks: measure === 'clicks' ? count : count === null ? null : 0,
    scans: measure === 'scans' ? count : count === null ? null : 0,
  }));
  const known = counts.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  const gaps = extra.gaps ?? [];
  const inGaps = gaps.reduce((sum, gap) => sum + (measure === 'clicks' ? gap.clicks : gap.scans), 0);
  const firstKnown = counts.findIndex((count) => count !== null);
  return {
    from,
    to: from + counts.length * bucketMs,
    bucketMinutes,
    buckets,
    gaps,
    drops: [],
    since: firstKnown === -1 ? null : from + firstKnown * bucketMs,
    clicks: measure === 'clicks' ? known + inGaps : 0,
    scans: measure === 'scans' ? known + inGaps : 0,
    ...extra,
  };
}

export function statusOf(
  accountId: string,
  changes: Partial<HistoryStatus> = {},
  enabled = true,
): HistoryStatus {
  return {
    accountId,
    settings: { enabled, intervalMinutes: DEFAULT_HISTORY_INTERVAL, milestones: DEFAULT_MILESTONES },
    since: enabled ? Date.UTC(2025, 10, 27) : null,
    lastSnapshotAt: null,
    nextSnapshotAt: null,
    running: false,
    lastNote: null,
    links: 3,
    codes: 1,
    bytes: 0,
    fileBytes: 0,
    ...changes,
  };
}
