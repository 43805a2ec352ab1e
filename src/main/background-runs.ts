import { createPaceTracker, type PaceTracker } from './import/import-pace.ts';

/** How one run of journaled background work (an import, a bulk edit) is being stopped, and what it sends now. */
export interface RunControl {
  stopping: 'pause' | 'cancel' | 'quit' | null;
  /** The request on its way: a stop takes it out of the rate limiter's queue (one already sent finishes). */
  requestId: string | null;
  pace: PaceTracker;
  done: Promise<void>;
  /** Resume was asked while a pause was still finishing: start again once it has. */
  restart: boolean;
}

export interface BackgroundRunsDeps {
  cancelRequest: (requestId: string) => void;
  /** Sends the job's rows until it is done, stopped (`control.stopping`) or paused by itself. */
  run: (id: string, control: RunControl) => Promise<void>;
  /** The run threw: its journal could not be written. Records what it can; the next launch finds the rest. */
  crashed: (id: string, error: unknown) => void;
  /** After every run, however it ended: the window hears where the job stands. */
  ended: (id: string) => void;
  /** Whether the job is paused now: a Resume asked during its pause starts it again only then. */
  isPaused: (id: string) => boolean;
}

/**
 * The runs of journaled background jobs, one at a time per job: starting one (or, while its pause is still
 * finishing, starting it again after), stopping one with the request it has on its way taken out of the queue,
 * and stopping them all for a quit. What a job's rows are and how they go is the job's own (`run`).
 */
export function createBackgroundRuns(deps: BackgroundRunsDeps) {
  const running = new Map<string, RunControl>();

  function start(id: string): void {
    const current = running.get(id);
    if (current) {
      if (current.stopping === 'pause') current.restart = true;
      return;
    }
    const control: RunControl = {
      stopping: null,
      requestId: null,
      pace: createPaceTracker(),
      done: Promise.resolve(),
      restart: false,
    };
    running.set(id, control);
    control.done = deps
      .run(id, control)
      .catch((error: unknown) => deps.crashed(id, error))
      .finally(() => {
        running.delete(id);
        deps.ended(id);
        if (control.restart && deps.isPaused(id)) start(id);
      });
  }

  return {
    start,
    /** The job's run, while one goes on. */
    control: (id: string): RunControl | undefined => running.get(id),

    /** Stops the job's run; answers false when none was going on (the caller settles the journal then). */
    async stop(id: string, how: 'pause' | 'cancel'): Promise<boolean> {
      const control = running.get(id);
      if (!control) return false;
      control.stopping = how;
      control.restart = false;
      if (control.requestId) deps.cancelRequest(control.requestId);
      await control.done;
      return true;
    },

    /** When the app quits: requests already sent get their answers recorded; the jobs stay `running`. */
    async stopAll(): Promise<void> {
      const all = [...running.values()];
      for (const control of all) {
        control.stopping = 'quit';
        control.restart = false;
        if (control.requestId) deps.cancelRequest(control.requestId);
      }
      await Promise.all(all.map((control) => control.done));
    },
  };
}
