import { useSyncExternalStore } from 'react';

/**
 * The target a keyboard drag would drop on now, by name: react-aria's drag manager outlines the target nearest
 * the dragged row as soon as Enter picks it up, and moves on with Tab, so the hint names the one Enter would
 * drop on rather than describing the keys in the abstract. One drag at a time, as the drag manager allows.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

export const keyboardDropTarget = {
  /** A target took focus as the drag's current one. */
  enter: (name: string) => set(name),
  /** It stopped being the current one (the drag moved on, dropped or was cancelled). */
  leave: (name: string) => {
    if (current === name) set(null);
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useKeyboardDropTarget(): string | null {
  return useSyncExternalStore(subscribe, () => current);
}
