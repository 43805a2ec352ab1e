import type { HistoryOverview, PeriodTotal } from '../../../shared/ipc/history.ts';
import { formatCount } from '../components/format.ts';
import { changeDirection, changeWords, dayWords, PERIODS } from './overview-words.ts';

interface PeriodCardsProps {
  overview: HistoryOverview;
  /** The key reads QR codes: scans are counted beside clicks. */
  withScans: boolean;
}

/** Clicks (and scans) in the last 24 hours, 7 and 30 days, each against the period just before it. */
export function PeriodCards({ overview, withScans }: PeriodCardsProps) {
  const since = overview.status.since;
  return (
    <ul className="period-cards" aria-label="Totals">
      {PERIODS.map((period) => {
        const total: PeriodTotal = overview[period.key];
        // Before history began nobody was counting: a change against that would be made up.
        const before = total.partial ? null : period.before;
        return (
          <li key={period.key} className="card period-card">
            <h2 className="period-title">{period.title}</h2>
            <PeriodCount count={total.clicks} previous={total.previousClicks} noun="click" before={before} />
            {withScans ? (
              <PeriodCount count={total.scans} previous={total.previousScans} noun="scan" before={before} />
            ) : null}
            {total.partial ? (
              <p className="period-partial">
                History starts {since === null ? 'later' : dayWords(since)}: partly counted, not compared
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

interface PeriodCountProps {
  count: number;
  previous: number;
  noun: 'click' | 'scan';
  /** What the count is compared with ("the 7 days before"); null when it is not. */
  before: string | null;
}

function PeriodCount({ count, previous, noun, before }: PeriodCountProps) {
  return (
    <div className="period-count">
      <p className="period-number">
        <strong>{formatCount(count)}</strong> {count === 1 ? noun : `${noun}s`}
      </p>
      {before === null ? null : (
        <p className={`period-change change-${changeDirection(count, previous)}`}>
          {changeWords(count, previous, before)}
        </p>
      )}
    </div>
  );
}
