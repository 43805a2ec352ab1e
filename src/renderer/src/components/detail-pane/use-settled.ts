import { useEffect, useState } from 'react';

/** How long an item's pane waits, once shown, before asking the installation for more about it. */
export const SETTLE_MS = 350;

/**
 * How long an item's details read for its pane stand in for a new read: long enough for going back and forth
 * along a list, short enough that opening it again later shows today's figures (scans happen elsewhere).
 */
export const DETAIL_REUSE_MS = 15_000;

/**
 * The value once it has stayed the same for `delayMs`: a person running down a list with the arrow keys
 * passes items whose statistics nobody reads, and each would cost a request against the rate limit.
 */
export function useSettled<T>(value: T, delayMs: number): T | null {
  const [settled, setSettled] = useState<{ value: T } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ value }), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled !== null && Object.is(settled.value, value) ? settled.value : null;
}
