/**
 * Traffic for the history benchmark, as a desk of links sees it: most links quiet (a click every few days), some
 * warm (one every couple of hours), a few hot (dozens an hour), more clicks by day than by night. Arrivals come
 * from a seeded generator, so every run sees the same clicks.
 */

const HOUR = 3_600_000;

/** A small seeded generator (mulberry32): the same seed gives the same numbers. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How busy an hour of the day is against the busiest: a trough at night, a plateau by day. */
function hourWeight(at: number): number {
  const hour = new Date(at).getUTCHours();
  return 0.15 + 0.85 * Math.max(0, Math.sin(((hour - 6) / 24) * 2 * Math.PI));
}

export interface TrafficItem {
  clicks: number;
  uniques: number;
  /** Clicks an hour at the busiest time of day. */
  rate: number;
  /** When its next click may come (before the hour's weight decides whether it does). */
  next: number;
}

/** `count` items, `hot` and `warm` of them busier than the rest, starting at `start`. */
export function trafficItems(
  count: number,
  rates: { hot: number; hotRate: number; warm: number; warmRate: number; quietRate: number },
  start: number,
  seed: number,
): { items: TrafficItem[]; random: () => number } {
  const random = seeded(seed);
  const items = Array.from({ length: count }, (_, index) => {
    const rate =
      index < rates.hot ? rates.hotRate : index < rates.hot + rates.warm ? rates.warmRate : rates.quietRate;
    return { clicks: 0, uniques: 0, rate, next: start - Math.log(1 - random()) * (HOUR / rate) };
  });
  return { items, random };
}

/**
 * Moves every item's counters on to `to`: arrivals at the busiest rate, each kept as the hour's weight says.
 * Answers how many items moved.
 */
export function advanceTraffic(items: TrafficItem[], random: () => number, to: number): number {
  let moved = 0;
  for (const item of items) {
    if (item.next > to) continue;
    moved += 1;
    while (item.next <= to) {
      if (random() < hourWeight(item.next)) {
        item.clicks += 1;
        // Most clicks are someone new; some come back.
        if (random() < 0.7) item.uniques += 1;
      }
      item.next -= Math.log(1 - random()) * (HOUR / item.rate);
    }
  }
  return moved;
}

/** The links' rates: 1 % hot at 30 an hour, 9 % warm at one every two hours, the rest one in four days. */
export const LINK_RATES = (links: number) => ({
  hot: Math.round(links * 0.01),
  hotRate: 30,
  warm: Math.round(links * 0.09),
  warmRate: 0.5,
  quietRate: 1 / 96,
});

/** The codes' rates: 2 % on posters scanned ten times an hour, 18 % a scan every five hours, the rest rare. */
export const CODE_RATES = (codes: number) => ({
  hot: Math.round(codes * 0.02),
  hotRate: 10,
  warm: Math.round(codes * 0.18),
  warmRate: 0.2,
  quietRate: 1 / 200,
});
