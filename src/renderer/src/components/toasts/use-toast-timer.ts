import { useEffect, useEffectEvent, useState, type FocusEvent } from 'react';

/** How long a toast that only reports something (no action left to take) stays in view. */
export const TOAST_MS = 6_000;

/** What the toasts' list spreads on itself so that the pointer over it, or focus inside it, holds every toast. */
export interface ToastHoldHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Whether the toasts are held: the pointer is over them or focus is inside them (someone reading them, or about
 * to press a button). Held for all of them at once, so that none leaves, and none moves, under the person.
 */
export function useToastHold(
  /** How many toasts are in view. */
  count: number,
): { held: boolean; handlers: ToastHoldHandlers } {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The last toast going with the pointer or focus on it reports no leaving: nothing is held once none is left.
  if (count === 0 && (hovered || focused)) {
    setHovered(false);
    setFocused(false);
  }
  return {
    held: hovered || focused,
    handlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        // Focus moving from one of their buttons to another stays inside.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

/**
 * Calls `leave` once `ms` have passed with the toast in view and not `held`; `null` keeps it until the person
 * dismisses it. A toast let go gets its whole time again, so nobody has to race it.
 */
export function useToastTimer(ms: number | null, held: boolean, leave: () => void): void {
  const onTime = useEffectEvent(leave);
  useEffect(() => {
    if (ms === null || held) return;
    const timer = setTimeout(() => onTime(), ms);
    return () => clearTimeout(timer);
  }, [ms, held]);
}
