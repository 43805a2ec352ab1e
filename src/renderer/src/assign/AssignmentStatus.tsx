import X from 'lucide-react/icons/x';
import { IconButton } from '../components/primitives/IconButton.tsx';
import { assignableKey } from './assignables.ts';
import { itemResult, runHeadline } from './assignment-summary.ts';
import type { AssignmentRun } from './use-assignment-runs.ts';

interface AssignmentStatusProps {
  run: AssignmentRun;
  onDismiss: (id: number) => void;
}

/**
 * One assignment beside its target: progress and Cancel while it runs, then what happened, with each item's
 * result a click away. Refusals stay until dismissed, so their reasons can be read.
 */
export function AssignmentStatus({ run, onDismiss }: AssignmentStatusProps) {
  const refused = [...run.outcomes.values()].some((outcome) => outcome.status === 'refused');
  const headline = runHeadline(run);
  return (
    <div className={`assignment-status${refused ? ' has-refusals' : ''}`}>
      <div className="assignment-status-line">
        {/* Quiet while it counts (a reader would hear every item); the end is announced once by the run. */}
        <span role="status" aria-live={run.finished ? 'polite' : 'off'} className="assignment-status-text">
          {headline}
        </span>
        {run.finished ? (
          <IconButton
            icon={X}
            label={`Dismiss “${headline}”`}
            tooltip="Dismiss"
            onClick={() => onDismiss(run.id)}
          />
        ) : (
          <button type="button" className="button" onClick={run.cancel}>
            Cancel
          </button>
        )}
      </div>
      {run.finished ? null : (
        <progress
          className="assignment-progress"
          max={run.items.length}
          value={run.outcomes.size}
          aria-label={`Assigning to ${run.targetName}`}
        />
      )}
      {refused ? (
        <ul className="assignment-refusals">
          {run.items
            .filter((item) => run.outcomes.get(assignableKey(item))?.status === 'refused')
            .map((item) => (
              <li key={assignableKey(item)}>
                <strong>{item.label}</strong>: {itemResult(run, assignableKey(item))}
              </li>
            ))}
        </ul>
      ) : null}
      {run.items.length + run.skipped.length > 1 ? (
        <details className="assignment-details">
          <summary>Each item</summary>
          {/* It scrolls when long, so it takes focus for the keyboard to scroll it. */}
          <ul tabIndex={0} aria-label={`Each item sent to ${run.targetName}`}>
            {run.skipped.map((item) => (
              <li key={`skipped-${assignableKey(item)}`}>
                {item.label}: <span className="muted">Already there, not sent again</span>
              </li>
            ))}
            {run.items.map((item) => (
              <li key={assignableKey(item)}>
                {item.label}: <span className="muted">{itemResult(run, assignableKey(item))}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
