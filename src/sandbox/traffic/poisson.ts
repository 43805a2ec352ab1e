import type { SeededRandom } from '../seed/random.ts';

/** Knuth's method loses precision as e^-mean nears zero, so a large mean is drawn in parts of at most this. */
const LARGEST_PART = 30;

/**
 * How many events happen in an interval where `mean` are expected, when they arrive independently of each
 * other (a Poisson count). A sum of Poisson counts is a Poisson count of the summed means, hence the parts.
 */
export function poissonCount(random: SeededRandom, mean: number): number {
  let count = 0;
  for (let remaining = mean; remaining > 0; remaining -= LARGEST_PART) {
    const limit = Math.exp(-Math.min(remaining, LARGEST_PART));
    for (let product = random.next(); product > limit; product *= random.next()) count++;
  }
  return count;
}
