/**
 * Link health: main checks where every link and dynamic QR code leads (never the short URL itself, so no click
 * is counted) and keeps a verdict per item (health.db). These are the shapes the window asks for and gets.
 * Times are milliseconds since 1970.
 */

/**
 * - ok: the destination answers.
 * - moved: it answers at another address after a permanent redirect (the final address is kept).
 * - broken: it cannot work for anyone (not found, a server error, a name that does not resolve, a refused
 *   connection, an invalid certificate, a redirect loop).
 * - expiring: it answers, but its certificate ends within CERTIFICATE_WARNING_DAYS.
 * - unknown: nothing can be said (a bot wall, 403 or 429 to an automated request, a time-out): never broken.
 * - unchecked: not checked yet, or not checkable (not a web address, a private address, a code made elsewhere).
 */
export const HEALTH_VERDICTS = ['ok', 'moved', 'broken', 'expiring', 'unknown', 'unchecked'] as const;
export type HealthVerdict = (typeof HEALTH_VERDICTS)[number];

/** Why a check came out as it did; the window words each one (`health-words.ts`). */
export const HEALTH_REASONS = [
  'answered',
  'redirected',
  'moved-permanently',
  'not-found',
  'client-error',
  'server-error',
  'bot-wall',
  'sign-in',
  'rate-limited',
  'no-such-host',
  'dns-failure',
  'refused',
  'reset',
  'timeout',
  'certificate-invalid',
  'certificate-expired',
  'certificate-expiring',
  'certificate-unverified',
  'cookie-loop',
  'short-link',
  'no-web-address',
  'destination-changed',
  'redirect-loop',
  'too-many-redirects',
  'private-address',
  'not-web',
  'unknown-content',
  'network',
  'not-checked-yet',
] as const;
export type HealthReason = (typeof HEALTH_REASONS)[number];

/** A certificate that ends within this many days is said to be expiring. */
export const CERTIFICATE_WARNING_DAYS = 14;

/** What one check of one address found. Nothing else of the answer is kept. */
export interface CheckOutcome {
  verdict: HealthVerdict;
  reason: HealthReason;
  /** The last status answered; null when nothing answered. */
  status: number | null;
  /** Where the redirects ended, when that is not the address checked. */
  finalUrl: string | null;
  /** The earliest end of the certificates met on the way (https only). */
  certificateEndsAt: number | null;
}

export type HealthItemKind = 'link' | 'qr';

/** Which address of an item a check is about: its destination, or one of its geo or device targets. */
export interface CheckedTarget {
  /** '' for the destination; "Country: FR" or "Device: iPhone" for a target. */
  label: string;
  url: string;
  outcome: CheckOutcome | null;
}

/** An item's settled health, and the check that may change it. */
export interface ItemHealth {
  kind: HealthItemKind;
  id: number;
  /** The destination (a link's long URL, a code's content URL); '' when none is known. */
  url: string;
  verdict: HealthVerdict;
  reason: HealthReason;
  status: number | null;
  finalUrl: string | null;
  certificateEndsAt: number | null;
  /** Which of the item's addresses the verdict is about: '' for the destination, or a target's label. */
  about: string;
  /** When the verdict was first found (the first of the two agreeing checks). */
  since: number | null;
  lastCheckedAt: number | null;
  /** A different verdict the last check found, waiting for a second check to agree before it counts. */
  pending: HealthVerdict | null;
}

/** One check in an item's history, newest first in the pane. */
export interface HealthCheck {
  at: number;
  about: string;
  url: string;
  outcome: CheckOutcome;
}

export const HEALTH_INTERVALS_HOURS = [6, 12, 24, 72, 168] as const;
export type HealthIntervalHours = (typeof HEALTH_INTERVALS_HOURS)[number];
export const DEFAULT_HEALTH_INTERVAL_HOURS: HealthIntervalHours = 24;

export interface HealthSettings {
  /** Off until the person turns it on; turning it on starts a first full check. */
  enabled: boolean;
  intervalHours: HealthIntervalHours;
  /** A notification when an item turns broken (QR codes first, since a printed code cannot be fixed). */
  notify: boolean;
}

export const DEFAULT_HEALTH_SETTINGS: HealthSettings = {
  enabled: false,
  intervalHours: DEFAULT_HEALTH_INTERVAL_HOURS,
  notify: false,
};

/** Why a run is not going on right now, when it is not. */
export type HealthPause = 'offline' | 'metered' | null;

export interface HealthRun {
  startedAt: number;
  /** Checking every address, or checking again the ones whose verdict would change (after a pause). */
  phase: 'checking' | 'confirming';
  /** Addresses checked so far and in all (distinct addresses: links sharing one are checked once). */
  checked: number;
  total: number;
}

export interface HealthStatus {
  accountId: string;
  settings: HealthSettings;
  run: HealthRun | null;
  /** The run waits for a connection that is back, or not metered. */
  paused: HealthPause;
  lastRunAt: number | null;
  nextRunAt: number | null;
  /** Items per verdict, links and QR codes together, and each kind apart. */
  counts: Record<HealthVerdict, number>;
  countsByKind: Record<HealthItemKind, Record<HealthVerdict, number>>;
  /** The last run's failure in words (the lists could not be read), or ''. */
  lastError: string;
}

/** Every item's health on an account, for the lists' marks and filters. */
export interface HealthMarks {
  accountId: string;
  items: ItemHealth[];
}

export interface HealthDetails {
  health: ItemHealth | null;
  /** Every address of the item as last checked: the destination and the targets read. */
  targets: CheckedTarget[];
  /** The latest checks, newest first (at most HEALTH_HISTORY_SHOWN). */
  history: HealthCheck[];
}

export const HEALTH_HISTORY_SHOWN = 30;
