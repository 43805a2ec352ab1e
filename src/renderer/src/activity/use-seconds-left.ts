import { useEffect, useState } from 'react';

const secondsBetween = (now: number, until: number) => Math.max(0, Math.ceil((until - now) / 1000));

/**
 * Whole seconds until `until` (a `Date.now()` time), counted down on this window's clock: the component
 * re-renders as each second passes and stops at 0. Give the component a `key` of `until` so that a new
 * deadline starts a new count.
 */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(Date.now);
  const left = secondsBetween(now, until);
  useEffect(() => {
    if (left === 0) return;
    // Wake when the shown number changes, not on a fixed beat that drifts away from the deadline.
    const timer = setTimeout(() => setNow(Date.now()), (until - now) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left, now, until]);
  return left;
}
