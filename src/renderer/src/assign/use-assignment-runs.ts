import { useCallback, useEffect, useRef, useState } from 'react';
import { assignableKey, type Assignable } from './assignables.ts';
import { runAssignments, type AssignmentOutcome } from './assignment-run.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { runSummary } from './assignment-summary.ts';

/**
 * A finished run stays this long for its target (a channel shows what went in until it has read its items
 * again); what happened is said in a toast at once.
 */
const FINISHED_RUN_KEPT_MS = 12_000;

/** Items going to one campaign or channel, and what has become of each so far. */
export interface AssignmentRun {
  id: number;
  targetId: number;
  targetName: string;
  /** The items sent, in order. */
  items: readonly Assignable[];
  /** Items known to be there already, so never sent. */
  skipped: readonly Assignable[];
  /** Items leaving another campaign (by `assignableKey`): their toast says Moved rather than Added. */
  moving?: ReadonlySet<string>;
  /** Settled items by `assignableKey`. */
  outcomes: ReadonlyMap<string, AssignmentOutcome>;
  finished: boolean;
  cancel: () => void;
}

export interface StartAssignment {
  targetId: number;
  targetName: string;
  items: readonly Assignable[];
  skipped: readonly Assignable[];
  /** Sends one item under `requestId`, by which a Cancel takes it back out of main's queue. */
  send: (item: Assignable, requestId: string) => Promise<AssignmentOutcome>;
  moving?: ReadonlySet<string>;
  /** Once every item is answered or cancelled (to read the target again, say). */
  onFinished?: (run: AssignmentRun) => void;
  /** Shows the target with what went in: the toast's follow-up. */
  view?: () => void;
}

/**
 * The assignments of one screen, each shown beside its target while it runs and summed up after. Runs to
 * different targets go side by side; main's rate limiter paces them all.
 */
export function useAssignmentRuns() {
  const api = useApi();
  const [runs, setRuns] = useState<readonly AssignmentRun[]>([]);
  const showToast = useAppState((state) => state.showToast);
  const nextId = useRef(1);
  // Runs still going: their controllers, and how many items each has not had answered.
  const controllers = useRef(new Map<AbortController, { target: string; left: number }>());

  // Leaving the screen stops what has not been sent, and says so: the screen had shown those items going in.
  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const [controller, { target, left }] of live) {
        controller.abort();
        if (left > 0)
          showToast(
            `${left.toLocaleString('en-US')} not sent to “${target}”: leaving the area stopped them.`,
            {
              tone: 'problem',
            },
          );
      }
    };
  }, [showToast]);

  const start = useCallback(
    (request: StartAssignment) => {
      const id = nextId.current++;
      const controller = new AbortController();
      const progress = { target: request.targetName, left: request.items.length };
      controllers.current.set(controller, progress);
      // Requests on their way; a Cancel also takes these out of main's queue when they wait for the rate limit.
      const pending = new Set<string>();
      controller.signal.addEventListener('abort', () => {
        for (const requestId of pending) void call(() => api.cancelRequest({ requestId }));
      });
      const update = (change: (run: AssignmentRun) => AssignmentRun) =>
        setRuns((current) => current.map((run) => (run.id === id ? change(run) : run)));
      const run: AssignmentRun = {
        id,
        targetId: request.targetId,
        targetName: request.targetName,
        items: request.items,
        skipped: request.skipped,
        ...(request.moving ? { moving: request.moving } : {}),
        outcomes: new Map(),
        finished: request.items.length === 0,
        cancel: () => controller.abort(),
      };
      setRuns((current) => [...current, run]);
      const finish = (done: AssignmentRun) => {
        request.onFinished?.(done);
        const summary = runSummary(done);
        const landed = [...done.outcomes.values()].some((outcome) => outcome.status === 'added');
        showToast(summary.message, {
          tone: summary.tone,
          details: summary.details,
          ...(request.view && landed ? { action: { label: 'View', run: request.view } } : {}),
        });
        setTimeout(
          () => setRuns((current) => current.filter((each) => each.id !== id)),
          FINISHED_RUN_KEPT_MS,
        );
      };
      if (request.items.length === 0) {
        finish(run);
        return;
      }
      const outcomes = new Map<string, AssignmentOutcome>();
      void runAssignments(request.items, {
        send: async (item) => {
          const requestId = crypto.randomUUID();
          pending.add(requestId);
          const outcome = await request.send(item, requestId);
          pending.delete(requestId);
          return outcome;
        },
        signal: controller.signal,
        onResult: (item, outcome) => {
          outcomes.set(assignableKey(item), outcome);
          const settled = new Map(outcomes);
          update((previous) => ({ ...previous, outcomes: settled }));
        },
      }).then(() => {
        controllers.current.delete(controller);
        update((previous) => ({ ...previous, finished: true }));
        // Said once at the end, in the toast: the progress line itself is not read out at every item.
        finish({ ...run, outcomes, finished: true });
      });
    },
    [api, showToast],
  );

  const dismiss = useCallback((id: number) => {
    setRuns((current) => current.filter((run) => run.id !== id));
  }, []);

  return { runs, start, dismiss };
}
