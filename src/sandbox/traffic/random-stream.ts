import { SeededRandom } from '../seed/random.ts';

/**
 * Salts that keep apart the draws made for different purposes from the same link and hour: a link's
 * temperature, an hour's visit count, one visit's visitor, a regular visitor, a day's burst.
 */
export const Purpose = {
  temperature: 1,
  hour: 2,
  visit: 3,
  regular: 4,
  burst: 5,
} as const;

/** Spreads one 32-bit value over all bits (MurmurHash3's finaliser). */
function scramble(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A random sequence that depends only on `parts` (the traffic seed, a purpose, a link id, an hour...): the
 * visits of a link in an hour are the same whenever and in whatever order they are generated.
 */
export function randomFor(...parts: number[]): SeededRandom {
  let h = 0x9e3779b9;
  for (const part of parts) {
    // Whole numbers beyond 32 bits (none expected: hours since 1970 fit) still change the result.
    h = scramble(h ^ scramble(part) ^ scramble(Math.floor(part / 4_294_967_296)));
  }
  return new SeededRandom(h);
}
