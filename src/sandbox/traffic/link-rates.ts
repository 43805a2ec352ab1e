import { Purpose, randomFor } from './random-stream.ts';

/**
 * How busy a link is, as on a real account: most links quiet (a visit every few days), some warm (a few a
 * day), a few hot (dozens an hour at the busiest time of day).
 */
export type Temperature = 'quiet' | 'warm' | 'hot';

export interface LinkRate {
  temperature: Temperature;
  /** Visits expected in an average hour, before the time of day and any burst. */
  perHour: number;
}

const HOURS_PER_DAY = 24;

/** Shares of the links: quiet below the first, warm below the second, hot above it. */
const QUIET_SHARE = 0.72;
const WARM_SHARE = 0.95;

/** The rate of a link, fixed by the traffic seed and the link's id alone. */
export function linkRate(seed: number, linkId: number): LinkRate {
  const random = randomFor(seed, Purpose.temperature, linkId);
  const draw = random.next();
  if (draw < QUIET_SHARE) {
    // One visit every two to six days.
    return { temperature: 'quiet', perHour: 1 / (HOURS_PER_DAY * (2 + 4 * random.next())) };
  }
  if (draw < WARM_SHARE) {
    // Two to eight visits a day.
    return { temperature: 'warm', perHour: (2 + 6 * random.next()) / HOURS_PER_DAY };
  }
  // Six to eighteen an hour on average: ten to thirty in the afternoon, two to five at night.
  return { temperature: 'hot', perHour: 6 + 12 * random.next() };
}

/**
 * More visits by day than by night: a smooth curve over the UTC day, lowest at 04:00 (a quarter of the
 * average) and highest at 16:00 (seven quarters), averaging 1 so that a link's rate is its daily average.
 */
export function timeOfDayFactor(hourOfDay: number): number {
  return 0.25 + 0.75 * (1 - Math.cos((2 * Math.PI * (hourOfDay - 4)) / HOURS_PER_DAY));
}

/** How likely a link is to take off on a given day. */
const BURST_CHANCE_PER_DAY = 0.01;
/** Bursts last at most this many hours, so that an hour can only be in a burst that began that day or the day before. */
const LONGEST_BURST_HOURS = 6;
/** Each hour of a burst brings this share of the previous hour's visits: it takes off, then dies down. */
const BURST_DECAY = 0.75;

/**
 * Visits that a burst adds to `hour` (hours since 1970, UTC): now and then a link is shared somewhere busy
 * and gets forty to a hundred and twenty visits in its first hour, fewer in each of the next few.
 */
export function burstVisits(seed: number, linkId: number, hour: number): number {
  const today = Math.floor(hour / HOURS_PER_DAY);
  let extra = 0;
  for (const day of [today - 1, today]) {
    const random = randomFor(seed, Purpose.burst, linkId, day);
    if (!random.chance(BURST_CHANCE_PER_DAY)) continue;
    const start = day * HOURS_PER_DAY + random.int(0, HOURS_PER_DAY - 1);
    const length = random.int(2, LONGEST_BURST_HOURS);
    const peak = random.int(40, 120);
    if (hour >= start && hour < start + length) extra += peak * BURST_DECAY ** (hour - start);
  }
  return extra;
}

/** Visits expected for a link in one hour: its rate at that time of day, plus any burst. */
export function expectedVisits(seed: number, linkId: number, rate: LinkRate, hour: number): number {
  return rate.perHour * timeOfDayFactor(hour % HOURS_PER_DAY) + burstVisits(seed, linkId, hour);
}
