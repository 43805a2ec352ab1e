/**
 * Click history: installations keep totals only, so main reads every link's and QR code's counters every few
 * minutes and keeps what changed (history.db). These are the shapes the window asks for and gets. Times are
 * milliseconds since 1970.
 */

/** How often a snapshot is taken, in minutes: the choices offered, from five minutes to a day. */
export const HISTORY_INTERVALS = [5, 15, 30, 60, 180, 360, 720, 1440] as const;
export type HistoryInterval = (typeof HISTORY_INTERVALS)[number];
export const DEFAULT_HISTORY_INTERVAL: HistoryInterval = 15;

/**
 * The most of each rate-limit window snapshots may use, as a fraction of the window's requests: the rest is
 * the person's, and their imports' and bulk edits'.
 */
export const HISTORY_RATE_SHARE = 0.25;

/** The thresholds a milestone may be set at: total clicks (scans) a link (code) crosses. */
export const MILESTONE_THRESHOLD_MAX = 100_000_000;

export interface MilestoneSettings {
  /** Off unless the person turns it on. */
  enabled: boolean;
  /** Totals that notify when a link or code crosses one (100, 1,000 …), in ascending order. */
  thresholds: number[];
  /** Notify when a link or code gets several times its usual clicks in an hour. */
  surges: boolean;
}

export interface HistorySettings {
  /** Whether snapshots are taken for this account. On by default for the account first opened. */
  enabled: boolean;
  intervalMinutes: HistoryInterval;
  milestones: MilestoneSettings;
}

export const DEFAULT_MILESTONES: MilestoneSettings = {
  enabled: false,
  thresholds: [100, 1000, 10_000],
  surges: true,
};

/** The last snapshot's outcome in words, for the settings and the Overview's footnote. */
export interface SnapshotNote {
  at: number;
  outcome: 'taken' | 'waited' | 'skipped' | 'failed';
  /** "Waited 40 seconds to stay within a quarter of the rate limit." Empty when there is nothing to say. */
  words: string;
}

export interface HistoryStatus {
  accountId: string;
  settings: HistorySettings;
  /** When history starts: the first snapshot kept; null before the first. */
  since: number | null;
  lastSnapshotAt: number | null;
  /** When the next snapshot is due; null when history is off. */
  nextSnapshotAt: number | null;
  /** A snapshot is being taken now. */
  running: boolean;
  lastNote: SnapshotNote | null;
  /** Links and QR codes followed (not deleted). */
  links: number;
  codes: number;
  /** What this account's history takes on disk, estimated from its rows; and the whole file's size. */
  bytes: number;
  fileBytes: number;
}

/** A range of time the window asks about: a preset ending now, or two times. */
export type HistoryRange = { preset: '24h' | '7d' | '30d' | 'all' } | { from: number; to: number };

export type HistoryRangePreset = '24h' | '7d' | '30d' | 'all';

/** One bar of a chart: what came in during [at, at + bucket). null: nobody was looking (a gap, or before history). */
export interface SeriesBucket {
  at: number;
  clicks: number | null;
  scans: number | null;
}

/** A stretch Linkdesk was not taking snapshots (closed, asleep, offline): what came in is known, not when. */
export interface SeriesGap {
  from: number;
  to: number;
  clicks: number;
  scans: number;
}

/** Counters that went down between two snapshots (the installation cleared old clicks, or a reset). */
export interface SeriesDrop {
  at: number;
  /** How many clicks (scans) the counters lost together. */
  by: number;
  /** How many links or codes went down. */
  items: number;
}

export interface Series {
  from: number;
  to: number;
  bucketMinutes: number;
  buckets: SeriesBucket[];
  gaps: SeriesGap[];
  drops: SeriesDrop[];
  /** The first snapshot of the account, or of the item (first seen); null when there is none. */
  since: number | null;
  /** Clicks and scans in the range, gaps included. */
  clicks: number;
  scans: number;
  /** The item was deleted (no longer in the installation's list) at this time. */
  goneAt?: number;
}

/** A link, QR code, campaign or channel whose history is asked for. */
export type HistorySubject =
  | { kind: 'account' }
  | { kind: 'link'; id: number }
  | { kind: 'qr'; id: number }
  | { kind: 'campaign'; id: number }
  | { kind: 'channel'; id: number };

/** Clicks (scans) in a range against the range just before it, of the same length. */
export interface PeriodTotal {
  clicks: number;
  scans: number;
  previousClicks: number;
  previousScans: number;
  /** History does not reach back over the whole period (or the one before), so its totals are partial. */
  partial: boolean;
}

/** A link or code whose clicks rose the most in the range against the range before. */
export interface RisingItem {
  kind: 'link' | 'qr';
  id: number;
  /** The title, alias or short URL of a link; a code's name. */
  name: string;
  /** The short URL of a link, a code's short link; empty where there is none. */
  address: string;
  count: number;
  previous: number;
  /** Deleted on the installation since. */
  gone: boolean;
}

/** A campaign's or channel's summed clicks in the range and before; names are the window's to find. */
export interface GroupTotal {
  id: number;
  clicks: number;
  previous: number;
  links: number;
}

export interface Milestone {
  id: number;
  at: number;
  kind: 'link' | 'qr';
  itemId: number;
  name: string;
  /** `threshold`: crossed `value` clicks in all. `surge`: `value` clicks in an hour, `usual` the usual hour's. */
  type: 'threshold' | 'surge';
  value: number;
  usual?: number;
  /** The system was not shown a notification (the person was away, or notifications are off). */
  quiet: boolean;
}

export interface HistoryOverview {
  status: HistoryStatus;
  last24h: PeriodTotal;
  last7d: PeriodTotal;
  last30d: PeriodTotal;
  series: Series;
  rising: RisingItem[];
  campaigns: GroupTotal[];
  channels: GroupTotal[];
  milestones: Milestone[];
}
