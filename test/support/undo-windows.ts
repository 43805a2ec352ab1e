import type { DeleteTimers } from '../../src/main/deletes/pending-deletes.ts';

/**
 * Undo windows that end only when a test says so: the timers main's held deletes wait on, with time moved past
 * them on demand instead of waited out. The real eight seconds are waited once, in dev:browser's own test.
 */
export interface UndoWindows {
  timers: DeleteTimers;
  /** How many windows are open: deletes held and neither undone nor sent yet. */
  readonly open: number;
  /** Ends every undo window still open, as if eight seconds had passed: their deletes are sent now. */
  endAll(): void;
}

export function undoWindowsOnDemand(): UndoWindows {
  const waiting = new Map<number, () => void>();
  let nextHandle = 1;
  return {
    timers: {
      set: (run) => {
        const handle = nextHandle++;
        waiting.set(handle, run);
        return handle;
      },
      clear: (handle) => void waiting.delete(handle as number),
    },
    get open() {
      return waiting.size;
    },
    endAll() {
      const due = [...waiting.values()];
      waiting.clear();
      for (const run of due) run();
    },
  };
}
