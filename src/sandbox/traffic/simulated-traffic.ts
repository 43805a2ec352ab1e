import type { Database } from '../db/database.ts';
import { formatDatetime, parseDatetime } from '../http/format.ts';
import { recordClick } from '../stats/clicks.ts';
import type { Visit } from '../stats/visit.ts';
import { expectedVisits, linkRate, type LinkRate } from './link-rates.ts';
import { poissonCount } from './poisson.ts';
import { Purpose, randomFor } from './random-stream.ts';
import { visitorOf, type Regulars, type VisitedLink } from './visitors.ts';

const SECOND = 1000;
const HOUR = 3_600_000;
const HOURS_PER_DAY = 24;
const DAY = HOURS_PER_DAY * HOUR;

/**
 * The most one catch-up generates: a clock moved further ahead gets only the last 90 days of visits, so that
 * moving it years forward costs seconds, not minutes.
 */
export const LONGEST_CATCH_UP_MS = 90 * DAY;

interface LinkRecord {
  id: number;
  kind: 'link' | 'qr';
  date: string;
  expiry: string | null;
}

interface TrafficLink extends VisitedLink {
  rate: LinkRate;
  /** Visits come strictly after the link was made, and before it expires (an expired link records none). */
  createdAt: number;
  expiresAt: number;
}

interface DueVisit {
  linkId: number;
  at: number;
  date: string;
  visit: Visit;
}

/**
 * When the visits of one link in one hour arrive, as seconds into the hour: a Poisson count, spread
 * uniformly over the hour. Drawn from the seed, the link and the hour alone, so generating an hour in one go
 * or in slices gives the same visits.
 */
function arrivals(seed: number, link: TrafficLink, hour: number): number[] {
  const random = randomFor(seed, Purpose.hour, link.id, hour);
  const count = poissonCount(random, expectedVisits(seed, link.id, link.rate, hour));
  return Array.from({ length: count }, () => random.int(0, 3599));
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : `${value}`);

/**
 * Visits arriving on the sandbox's clock: every listed link and every dynamic QR code's hidden link (their
 * scans), including those made after the sandbox started. Each catch-up records the visits due since the
 * last one through the shortener's own `recordClick`, so the counters, statistics, lists and QR scans agree
 * with the clicks table.
 */
export class SimulatedTraffic {
  readonly #db: Database;
  readonly #seed: number;
  /** Every visit at or before this moment is recorded; it starts when the sandbox does. */
  #recordedUpTo: number;

  constructor(db: Database, seed: number, start: number) {
    this.#db = db;
    this.#seed = seed >>> 0;
    this.#recordedUpTo = start;
  }

  /** Records the visits due in (the last catch-up, `now`]; answers how many. */
  catchUp(now: number): number {
    // Visits arrive on whole seconds: none can fall between two moments of the same second.
    if (Math.floor(now / SECOND) <= Math.floor(this.#recordedUpTo / SECOND)) return 0;
    const from = Math.max(this.#recordedUpTo, now - LONGEST_CATCH_UP_MS);
    // Links another connection made count too (the request's own refresh comes after this).
    this.#db.refresh();
    const links = this.#links();
    const regulars: Regulars = new Map();
    let recorded = 0;
    // A day of hours per transaction: a commit per hour made two weeks at once (336 commits) about a third
    // slower, and a day of a busy account is a few thousand rows, held in memory until written.
    const lastHour = Math.floor(now / HOUR);
    for (let first = Math.floor(from / HOUR); first <= lastHour;) {
      const last = Math.min(lastHour, (Math.floor(first / HOURS_PER_DAY) + 1) * HOURS_PER_DAY - 1);
      const due: DueVisit[] = [];
      for (let hour = first; hour <= last; hour++) due.push(...this.#dueIn(links, hour, from, now, regulars));
      if (due.length > 0) {
        this.#db.transaction(() => {
          for (const { linkId, visit, date } of due) recordClick(this.#db, linkId, visit, date);
        });
      }
      recorded += due.length;
      // Committed: should a later day fail, the next catch-up starts again from here.
      this.#recordedUpTo = Math.min(now, (last + 1) * HOUR - 1);
      first = last + 1;
    }
    return recorded;
  }

  #links(): TrafficLink[] {
    const rows = this.#db.all<LinkRecord>(
      "SELECT id, kind, date, expiry FROM links WHERE kind IN ('link', 'qr') ORDER BY id",
    );
    return rows.map((row) => {
      const rate = linkRate(this.#seed, row.id);
      return {
        id: row.id,
        audience: row.kind === 'qr' ? 'scan' : 'web',
        temperature: rate.temperature,
        rate,
        createdAt: parseDatetime(row.date).getTime(),
        expiresAt: row.expiry === null ? Infinity : parseDatetime(row.expiry).getTime(),
      };
    });
  }

  /** The visits of `hour` that fall in (from, to], oldest first, so that click ids grow with their dates. */
  #dueIn(links: readonly TrafficLink[], hour: number, from: number, to: number, regulars: Regulars) {
    const start = hour * HOUR;
    // Every visit of the hour shares its date up to the hour: "YYYY-MM-DD HH:".
    const prefix = formatDatetime(new Date(start)).slice(0, 14);
    const due: DueVisit[] = [];
    for (const link of links) {
      arrivals(this.#seed, link, hour).forEach((second, index) => {
        const at = start + second * SECOND;
        if (at <= from || at > to || at <= link.createdAt || at >= link.expiresAt) return;
        const date = `${prefix}${twoDigits(Math.floor(second / 60))}:${twoDigits(second % 60)}`;
        due.push({ linkId: link.id, at, date, visit: visitorOf(this.#seed, link, hour, index, regulars) });
      });
    }
    return due.sort((a, b) => a.at - b.at);
  }
}
