import { useRef } from 'react';

/**
 * `run`, ignored while an earlier call is still running: a second Edit clicked while the first code is still
 * being read opens nothing over it.
 */
export function useOneAtATime<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => void {
  const busy = useRef(false);
  return (...args: A) => {
    if (busy.current) return;
    busy.current = true;
    void run(...args).finally(() => {
      busy.current = false;
    });
  };
}
