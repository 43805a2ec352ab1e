import type { SandboxContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { formatDatetime } from '../http/format.ts';
import { clickHistory, type Audience } from './demo-clicks.ts';
import type { ChannelKey, Popularity } from './demo-catalog.ts';
import { SeededRandom } from './random.ts';

const DAY = 86_400;
/** The statistics a demo account shows reach back this far. */
const HISTORY_DAYS = 90;

const CLICK_RANGES: Record<Popularity, [number, number]> = {
  hot: [180, 420],
  warm: [40, 150],
  cool: [8, 40],
  quiet: [0, 6],
};

// The alphabet of the sandbox's own aliases (no 0/O, 1/l/I look-alikes).
const ALIAS_LETTERS = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const ALIAS_DIGITS = '23456789';

/** What every part of the demo seed shares: the database, one random sequence, and the clock. */
export class DemoWriter {
  readonly db: Database;
  readonly random: SeededRandom;
  readonly revision: SandboxContext['revision'];
  readonly #now: number;
  readonly #aliases = new Set<string>();

  constructor(ctx: SandboxContext, seed: number) {
    this.db = ctx.db;
    this.revision = ctx.revision;
    this.random = new SeededRandom(seed);
    this.#now = ctx.now();
  }

  /** A datetime `days` before now, at some hour of that day, so that rows do not all share one time. */
  daysAgo(days: number): string {
    const seconds = days * DAY + this.random.int(0, 8 * 3600);
    return formatDatetime(new Date(this.#now - seconds * 1000));
  }

  /**
   * Gives each item its creation datetime and puts them oldest first, so that ids grow with dates as they
   * would on a real account.
   */
  dated<T extends { daysAgo: number }>(items: readonly T[]): { item: T; date: string }[] {
    return items
      .map((item) => ({ item, date: this.daysAgo(item.daysAgo) }))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }

  /** A datetime `days` after now (before now when negative), at the start of that hour. */
  daysFromNow(days: number): string {
    const hour = 3_600_000;
    return formatDatetime(new Date(Math.floor((this.#now + days * DAY * 1000) / hour) * hour));
  }

  /**
   * A fresh random-looking alias of six letters and digits. It always holds a digit, so it can never be
   * one of the sandbox's own paths (`api`, `avatar`, `qr`, ...), all of which are words.
   */
  alias(): string {
    for (;;) {
      const letters = this.random.text(ALIAS_LETTERS + ALIAS_DIGITS, 5);
      const position = this.random.int(0, 5);
      const alias = letters.slice(0, position) + this.random.text(ALIAS_DIGITS, 1) + letters.slice(position);
      if (this.claim(alias)) return alias;
    }
  }

  /** Reserves a hand-picked alias; false when the seed already used it. */
  claim(alias: string): boolean {
    if (this.#aliases.has(alias)) return false;
    this.#aliases.add(alias);
    return true;
  }

  /**
   * Gives a link its click history: visits from its creation (or at most 90 days back) until now, or until
   * it expired.
   */
  addClicks(
    linkId: number,
    visits: { popularity: Popularity; daysAgo: number; audience: Audience; expiredDaysAgo?: number },
  ): void {
    const [least, most] = CLICK_RANGES[visits.popularity];
    const plan = {
      clicks: this.random.int(least, most),
      fromSecondsAgo: Math.min(visits.daysAgo, HISTORY_DAYS) * DAY,
      toSecondsAgo: Math.max(60, (visits.expiredDaysAgo ?? 0) * DAY),
      audience: visits.audience,
    };
    for (const click of clickHistory(this.random, plan, this.#now)) {
      this.db.run(
        'INSERT INTO clicks (link_id, date, country, referrer, browser, os, visitor) VALUES (?, ?, ?, ?, ?, ?, ?)',
        linkId,
        click.date,
        click.country,
        click.referrer,
        click.browser,
        click.os,
        click.visitor,
      );
    }
  }
}

/** A seeded link, QR code or bio page and the channels it belongs in, for the channel items written last. */
export interface SeededItem {
  id: number;
  daysAgo: number;
  channels: readonly ChannelKey[];
}
