import { useState } from 'react';
import type { Milestone } from '../../../shared/ipc/history.ts';
import { milestoneWords } from './history-footnote.ts';
import { momentWords } from './overview-words.ts';
import { itemKey, type OverviewOpener } from './use-open-from-overview.ts';

interface MilestoneListProps {
  milestones: readonly Milestone[];
  /** Milestones are on for the account (they are opt-in). */
  enabled: boolean;
  opener: OverviewOpener;
  onSettings: () => void;
}

/** As many as sit beside the Rising list; the rest a click away. */
const FIRST_SHOWN = 6;

/** Milestones reached, newest first: a total crossed, or an hour far busier than usual. */
export function MilestoneList({ milestones, enabled, opener, onSettings }: MilestoneListProps) {
  const [all, setAll] = useState(false);
  const newestFirst = [...milestones].sort((a, b) => b.at - a.at);
  const shown = all ? newestFirst : newestFirst.slice(0, FIRST_SHOWN);
  return (
    <section className="card overview-section" aria-labelledby="overview-milestones">
      <h2 id="overview-milestones">Milestones</h2>
      {newestFirst.length === 0 ? (
        enabled ? (
          <p className="muted">No milestone reached yet.</p>
        ) : (
          <p className="muted">
            Milestones are off: Linkdesk can tell you when a link passes a number of clicks, or gets far more
            than usual.{' '}
            <button type="button" className="overview-link-button" onClick={onSettings}>
              Set them up
            </button>
          </p>
        )
      ) : (
        <ol className="overview-items">
          {shown.map((milestone) => (
            <li key={milestone.id}>
              <button
                type="button"
                className="overview-item"
                aria-busy={opener.opening === itemKey({ kind: milestone.kind, id: milestone.itemId })}
                onClick={() => opener.openItem({ kind: milestone.kind, id: milestone.itemId })}
              >
                <span className="overview-item-name">
                  <span className="overview-item-title">{milestone.name}</span>{' '}
                  <span className="overview-item-address">
                    {milestoneWords(milestone)}
                    {milestone.quiet ? ' · no notification was shown' : ''}
                  </span>
                </span>{' '}
                <span className="overview-item-figures">
                  <time dateTime={new Date(milestone.at).toISOString()}>{momentWords(milestone.at)}</time>
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {newestFirst.length > shown.length ? (
        <button type="button" className="overview-link-button overview-more" onClick={() => setAll(true)}>
          Show all {newestFirst.length} milestones
        </button>
      ) : null}
    </section>
  );
}
