import { runHeadline } from './assignment-summary.ts';
import type { AssignmentRun } from './use-assignment-runs.ts';

interface AssignmentStatusProps {
  run: AssignmentRun;
}

/**
 * An assignment on its way: how far it is, and Cancel. It floats over the foot of its target's area rather than
 * pushing it down; once answered it goes, and a toast says what happened.
 */
export function AssignmentStatus({ run }: AssignmentStatusProps) {
  return (
    <div className="assignment-status">
      <div className="assignment-status-line">
        {/* Quiet while it counts (a reader would hear every item); the toast at the end is announced. */}
        <span role="status" aria-live="off" className="assignment-status-text">
          {runHeadline(run)}
        </span>
        <button type="button" className="button" onClick={run.cancel}>
          Cancel
        </button>
      </div>
      <progress
        className="assignment-progress"
        max={run.items.length}
        value={run.outcomes.size}
        aria-label={`Assigning to ${run.targetName}`}
      />
    </div>
  );
}

/** The runs of one area or card still going, over its foot; nothing at all once they are answered. */
export function AssignmentProgress({ runs }: { runs: readonly AssignmentRun[] }) {
  const going = runs.filter((run) => !run.finished);
  if (going.length === 0) return null;
  return (
    <div className="assignment-runs">
      {going.map((run) => (
        <AssignmentStatus key={run.id} run={run} />
      ))}
    </div>
  );
}
