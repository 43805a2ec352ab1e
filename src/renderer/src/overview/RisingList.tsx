import type { RisingItem } from '../../../shared/ipc/history.ts';
import { shortUrlText } from '../links/link-display.ts';
import { changeDirection, changeWords, countWords, shortChange } from './overview-words.ts';
import { itemKey, type OverviewOpener } from './use-open-from-overview.ts';

interface RisingListProps {
  items: readonly RisingItem[];
  opener: OverviewOpener;
  /** What the range is compared with, as a sentence ends ("the 7 days before"); null when history does not reach it. */
  before: string | null;
}

/** The links and codes whose clicks rose the most in the range; one click shows one in its area's details. */
export function RisingList({ items, opener, before }: RisingListProps) {
  return (
    <section className="card overview-section" aria-labelledby="overview-rising">
      <h2 id="overview-rising">Rising</h2>
      {before === null && items.length > 0 ? (
        <p className="muted">
          The most clicks in this range: history does not reach back far enough to compare.
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="muted">Nothing rose in this range.</p>
      ) : (
        <ol className="overview-items">
          {items.map((item) => {
            const noun = item.kind === 'qr' ? 'scan' : 'click';
            const count = countWords(item.count, noun);
            const change = before === null ? '' : shortChange(item.count, item.previous);
            const busy = opener.opening === itemKey(item);
            const content = (
              <>
                <span className="overview-item-name">
                  <span className="overview-item-title-row">
                    <span className="overview-item-title">{item.name}</span>{' '}
                    {item.kind === 'qr' ? <span className="overview-item-kind">QR code</span> : null}
                  </span>{' '}
                  {item.address ? (
                    <span className="overview-item-address">{shortUrlText(item.address)}</span>
                  ) : null}
                </span>{' '}
                <span className="overview-item-figures">
                  <span>{count}</span>
                  {change ? (
                    // Short to the eye; said whole to a screen reader, just after.
                    <span
                      className={`overview-change change-${changeDirection(item.count, item.previous)}`}
                      aria-hidden="true"
                    >
                      {/* The space inside: before a comma it would be read. */}
                      {` ${change}`}
                    </span>
                  ) : null}
                  {before === null ? null : (
                    <span className="visually-hidden">
                      , {changeWords(item.count, item.previous, before)}
                    </span>
                  )}
                </span>
              </>
            );
            return (
              <li key={itemKey(item)}>
                {item.gone ? (
                  <div className="overview-item overview-item-gone">
                    {content}
                    <span className="overview-item-note">Deleted since</span>
                  </div>
                ) : (
                  <button
                    type="button"
                    className="overview-item"
                    aria-busy={busy}
                    onClick={() => opener.openItem({ kind: item.kind, id: item.id, address: item.address })}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
