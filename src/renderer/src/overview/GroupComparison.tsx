import type { GroupTotal } from '../../../shared/ipc/history.ts';
import { formatCount } from '../components/format.ts';
import { changeDirection, changeWords, countWords, shortChange } from './overview-words.ts';

interface GroupComparisonProps<G extends { id: number; name: string }> {
  /** "Campaigns" or "Channels". */
  title: string;
  /** "campaign" or "channel", for a group whose name is not known. */
  noun: string;
  totals: readonly GroupTotal[];
  /** The installation's groups by id; a total whose group is not there (deleted since) cannot be opened. */
  groups: ReadonlyMap<number, G>;
  onOpen: (group: G) => void;
  /** What the range is compared with ("the 7 days before"); null when history does not reach it. */
  before: string | null;
}

/**
 * Campaigns (or channels) compared over the range: each one's clicks as a bar against the busiest, with its
 * share of all of them and its change; one click shows it in its own area.
 */
export function GroupComparison<G extends { id: number; name: string }>({
  title,
  noun,
  totals,
  groups,
  onOpen,
  before,
}: GroupComparisonProps<G>) {
  const headingId = `overview-${noun}s`;
  const sorted = [...totals].sort((a, b) => b.clicks - a.clicks);
  const most = Math.max(1, ...sorted.map((total) => total.clicks));
  const all = sorted.reduce((sum, total) => sum + total.clicks, 0);
  return (
    <section className="card overview-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {sorted.length === 0 ? (
        <p className="muted">No {noun} has links with clicks in this range.</p>
      ) : (
        <ol className="overview-items">
          {sorted.map((total) => {
            const group = groups.get(total.id);
            const name = group?.name || `${noun.charAt(0).toUpperCase()}${noun.slice(1)} #${total.id}`;
            const share = all === 0 ? 0 : Math.round((total.clicks / all) * 100);
            const change = before === null ? '' : shortChange(total.clicks, total.previous);
            const content = (
              <>
                <span className="overview-item-name">
                  <span className="overview-item-title">{name}</span>{' '}
                  <span className="group-bar" aria-hidden="true">
                    <span className="group-bar-fill" style={{ width: `${(total.clicks / most) * 100}%` }} />
                  </span>
                </span>{' '}
                <span className="overview-item-figures group-figures">
                  <span>{countWords(total.clicks, 'click')}</span>{' '}
                  <span className="muted">
                    {formatCount(share)}%<span className="visually-hidden"> of all</span>
                  </span>
                  {change ? (
                    // Short to the eye; said whole to a screen reader, just after.
                    <span
                      className={`overview-change change-${changeDirection(total.clicks, total.previous)}`}
                      aria-hidden="true"
                    >
                      {/* The space inside: before a comma it would be read. */}
                      {` ${change}`}
                    </span>
                  ) : null}
                  {before === null ? null : (
                    <span className="visually-hidden">
                      , {changeWords(total.clicks, total.previous, before)}
                    </span>
                  )}
                </span>
              </>
            );
            return (
              <li key={total.id}>
                {group ? (
                  <button type="button" className="overview-item" onClick={() => onOpen(group)}>
                    {content}
                  </button>
                ) : (
                  <div className="overview-item">{content}</div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
