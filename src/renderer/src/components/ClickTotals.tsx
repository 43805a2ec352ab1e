import { formatCount } from './format.ts';
import './click-statistics.css';

/**
 * Clicks and unique clicks, large: the figures people compare first. A file of its own, so that a screen can
 * lead with them without loading the charts.
 */
export function ClickTotals({ clicks, uniqueClicks }: { clicks: number; uniqueClicks: number }) {
  return (
    <dl className="click-statistics-totals">
      <div>
        <dt>Clicks</dt>
        <dd>{formatCount(clicks)}</dd>
      </div>
      <div>
        <dt>Unique clicks</dt>
        <dd>{formatCount(uniqueClicks)}</dd>
      </div>
    </dl>
  );
}
