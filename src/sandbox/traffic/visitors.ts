import { clickHistory, type Audience } from '../seed/demo-clicks.ts';
import type { SeededRandom } from '../seed/random.ts';
import type { Visit } from '../stats/visit.ts';
import type { Temperature } from './link-rates.ts';
import { Purpose, randomFor } from './random-stream.ts';

/** The share of visits made by one of a link's regulars rather than by somebody new. */
const RETURNING_SHARE = 0.3;

/** How many regulars a link has: a busy link is known to more people. */
const REGULARS: Record<Temperature, number> = { quiet: 2, warm: 8, hot: 60 };

/**
 * Somebody new: country, browser, system and referrer drawn from the same mix as the demo's click history,
 * so that simulated and seeded visits look alike in the statistics.
 */
function newcomer(random: SeededRandom, audience: Audience): Visit {
  const [row] = clickHistory(random, { clicks: 1, fromSecondsAgo: 0, toSecondsAgo: 0, audience }, 0);
  const { country, referrer, browser, os, visitor } = row!;
  return { country, referrer, browser, os, visitor };
}

export interface VisitedLink {
  id: number;
  audience: Audience;
  temperature: Temperature;
}

/**
 * The regulars already drawn, by link, audience and number: a hot link's few dozen regulars make a third of
 * its thousands of visits. Drawn from the seed alone, so keeping them changes nothing but the time it takes.
 */
export type Regulars = Map<string, Visit>;

/**
 * Who made the `index`th visit of `hour` to a link. A returning visitor keeps the country, browser, system
 * and visitor hash of the regular they are (so unique clicks stay below clicks), but may arrive from
 * elsewhere this time.
 */
export function visitorOf(
  seed: number,
  link: VisitedLink,
  hour: number,
  index: number,
  regulars: Regulars = new Map(),
): Visit {
  const random = randomFor(seed, Purpose.visit, link.id, hour, index);
  const visit = newcomer(random, link.audience);
  if (!random.chance(RETURNING_SHARE)) return visit;
  const regular = random.int(0, REGULARS[link.temperature] - 1);
  const key = `${link.id} ${link.audience} ${regular}`;
  let known = regulars.get(key);
  if (!known) {
    known = newcomer(randomFor(seed, Purpose.regular, link.id, regular), link.audience);
    regulars.set(key, known);
  }
  return { ...known, referrer: visit.referrer };
}
