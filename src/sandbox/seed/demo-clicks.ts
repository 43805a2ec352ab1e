import { formatDatetime } from '../http/format.ts';
import { DIRECT_REFERRER } from '../stats/visit.ts';
import type { SeededRandom } from './random.ts';

/**
 * Click history for the demo: visits spread over a window, from a believable mix of countries, referrers,
 * browsers and systems. Each visitor keeps one country, browser and system and may come back, so unique
 * clicks stay below clicks, as on a real link.
 */

/** `web`: a link shared online. `scan`: a printed QR code, opened by phone cameras without a referrer. */
export type Audience = 'web' | 'scan';

export interface ClickRow {
  date: string;
  country: string;
  referrer: string;
  browser: string;
  os: string;
  visitor: string;
}

export interface ClickPlan {
  clicks: number;
  /** The window of the visits, in seconds before now: from the older edge to the newer one. */
  fromSecondsAgo: number;
  toSecondsAgo: number;
  audience: Audience;
}

type Weighted<T> = readonly (readonly [T, number])[];

// Country names as the shortener records them (English names from Intl.DisplayNames), so seeded and live
// clicks group together in the statistics.
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRY_WEIGHTS: Weighted<string> = [
  ['US', 28],
  ['DE', 11],
  ['GB', 10],
  ['FR', 6],
  ['CA', 6],
  ['IN', 6],
  ['NL', 4],
  ['BR', 4],
  ['ES', 3],
  ['AU', 3],
  ['JP', 3],
  ['IT', 3],
  ['SE', 2],
  ['PL', 2],
  ['MX', 2],
  ['IE', 2],
  ['CH', 1],
  ['ZA', 1],
  ['SG', 1],
];
const COUNTRIES: Weighted<string> = COUNTRY_WEIGHTS.map(([code, weight]) => [
  regionNames.of(code) ?? code,
  weight,
]);

interface Device {
  browser: string;
  os: string;
}

const DEVICES: Record<Audience, Weighted<Device>> = {
  web: [
    [{ browser: 'Chrome', os: 'Windows' }, 24],
    [{ browser: 'Edge', os: 'Windows' }, 8],
    [{ browser: 'Firefox', os: 'Windows' }, 4],
    [{ browser: 'Safari', os: 'macOS' }, 10],
    [{ browser: 'Chrome', os: 'macOS' }, 7],
    [{ browser: 'Firefox', os: 'Linux' }, 2],
    [{ browser: 'Chrome', os: 'Linux' }, 1],
    [{ browser: 'Safari', os: 'iOS' }, 20],
    [{ browser: 'Chrome', os: 'Android' }, 18],
    [{ browser: 'Samsung Internet', os: 'Android' }, 3],
    [{ browser: 'Opera', os: 'Windows' }, 1],
  ],
  scan: [
    [{ browser: 'Safari', os: 'iOS' }, 50],
    [{ browser: 'Chrome', os: 'iOS' }, 3],
    [{ browser: 'Chrome', os: 'Android' }, 38],
    [{ browser: 'Samsung Internet', os: 'Android' }, 9],
  ],
};

const REFERRERS: Record<Audience, Weighted<string>> = {
  web: [
    [DIRECT_REFERRER, 30],
    ['google.com', 16],
    ['facebook.com', 11],
    ['t.co', 9],
    ['instagram.com', 9],
    ['linkedin.com', 7],
    ['reddit.com', 4],
    ['bing.com', 3],
    ['youtube.com', 3],
    ['news.ycombinator.com', 2],
    ['duckduckgo.com', 2],
    ['l.facebook.com', 2],
  ],
  scan: [
    [DIRECT_REFERRER, 95],
    ['instagram.com', 3],
    ['google.com', 2],
  ],
};

const HEX = '0123456789abcdef';

interface Visitor extends Device {
  hash: string;
  country: string;
}

function visitors(random: SeededRandom, plan: ClickPlan): Visitor[] {
  if (plan.clicks === 0) return [];
  // Fewer visitors than clicks: some come back. A single click has a single visitor.
  const share = random.int(45, 80) / 100;
  const count = Math.max(1, Math.min(plan.clicks - 1, Math.round(plan.clicks * share)));
  return Array.from({ length: count }, () => ({
    hash: random.text(HEX, 32),
    country: random.weighted(COUNTRIES),
    ...random.weighted(DEVICES[plan.audience]),
  }));
}

/** When a visit happened, in seconds before now: most come soon after the link appears, the rest any time. */
function secondsAgo(random: SeededRandom, plan: ClickPlan): number {
  const span = plan.fromSecondsAgo - plan.toSecondsAgo;
  const position = random.chance(0.6) ? random.next() ** 2 : random.next();
  return Math.round(plan.fromSecondsAgo - span * position);
}

/** The rows of one link's clicks, oldest first. */
export function clickHistory(random: SeededRandom, plan: ClickPlan, now: number): ClickRow[] {
  const crowd = visitors(random, plan);
  const visits = Array.from({ length: plan.clicks }, () => {
    const visitor = random.pick(crowd);
    return {
      ago: secondsAgo(random, plan),
      country: visitor.country,
      referrer: random.weighted(REFERRERS[plan.audience]),
      browser: visitor.browser,
      os: visitor.os,
      visitor: visitor.hash,
    };
  });
  visits.sort((a, b) => b.ago - a.ago);
  return visits.map(({ ago, ...visit }) => ({
    ...visit,
    date: formatDatetime(new Date(now - ago * 1000)),
  }));
}
