import {
  DEFAULT_MILESTONES,
  type HistoryOverview,
  type HistoryStatus,
  type Series,
} from '../../../shared/ipc/history.ts';

/** Made-up answers of main's history, for the Overview's tests: a week of hourly buckets ending at `now`. */

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
/** A fixed "now" the answers are built around: 4 Dec 2025, 14:20 local time. */
export const NOW = new Date(2025, 11, 4, 14, 20).getTime();

export function historyStatus(accountId: string, overrides: Partial<HistoryStatus> = {}): HistoryStatus {
  return {
    accountId,
    settings: { enabled: true, intervalMinutes: 15, milestones: { ...DEFAULT_MILESTONES } },
    since: NOW - 20 * DAY,
    lastSnapshotAt: NOW - 5 * 60 * 1000,
    nextSnapshotAt: NOW + 10 * 60 * 1000,
    running: false,
    lastNote: { at: NOW - 5 * 60 * 1000, outcome: 'taken', words: '' },
    links: 12,
    codes: 3,
    bytes: 2_100_000,
    fileBytes: 2_100_000,
    ...overrides,
  };
}

export function weekSeries(): Series {
  const from = NOW - 7 * DAY;
  const buckets = Array.from({ length: 7 * 24 }, (_, index) => ({
    at: from + index * HOUR,
    clicks: index % 5,
    scans: index % 2,
  }));
  return {
    from,
    to: NOW,
    bucketMinutes: 60,
    buckets,
    gaps: [],
    drops: [],
    since: NOW - 20 * DAY,
    clicks: buckets.reduce((sum, bucket) => sum + bucket.clicks, 0),
    scans: buckets.reduce((sum, bucket) => sum + bucket.scans, 0),
  };
}

export function historyOverview(
  accountId: string,
  overrides: Partial<HistoryOverview> = {},
): HistoryOverview {
  return {
    status: historyStatus(accountId),
    last24h: { clicks: 40, scans: 6, previousClicks: 50, previousScans: 6, partial: false },
    last7d: { clicks: 1204, scans: 310, previousClicks: 1075, previousScans: 0, partial: false },
    last30d: { clicks: 3000, scans: 700, previousClicks: 0, previousScans: 0, partial: true },
    series: weekSeries(),
    rising: [
      {
        kind: 'link',
        id: 7,
        name: 'Spring sale',
        address: 'https://sho.rt/spring',
        count: 152,
        previous: 80,
        gone: false,
      },
      {
        kind: 'qr',
        id: 3,
        name: 'Station poster',
        address: 'https://sho.rt/qr1',
        count: 40,
        previous: 0,
        gone: false,
      },
      {
        kind: 'link',
        id: 9,
        name: 'Old promo',
        address: 'https://sho.rt/old',
        count: 12,
        previous: 2,
        gone: true,
      },
    ],
    campaigns: [
      { id: 1, clicks: 300, previous: 200, links: 4 },
      { id: 2, clicks: 100, previous: 100, links: 2 },
    ],
    channels: [{ id: 5, clicks: 80, previous: 100, links: 3 }],
    milestones: [
      {
        id: 1,
        at: NOW - 2 * DAY,
        kind: 'link',
        itemId: 7,
        name: 'Spring sale',
        type: 'threshold',
        value: 1000,
        quiet: false,
      },
      {
        id: 2,
        at: NOW - HOUR,
        kind: 'link',
        itemId: 7,
        name: 'Spring sale',
        type: 'surge',
        value: 42,
        usual: 5,
        quiet: true,
      },
    ],
    ...overrides,
  };
}
