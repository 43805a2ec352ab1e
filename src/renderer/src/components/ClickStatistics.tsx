import type { Statistics } from '../../../shared/ipc/resources.ts';
import { ClickTotals } from './ClickTotals.tsx';
import { TopChart } from './TopChart.tsx';
import './click-statistics.css';

/** The installation's four "top" counts, in the order they are shown. */
const TOP_CHARTS = [
  { title: 'Top countries', what: 'Country', counts: 'topCountries' },
  { title: 'Top referrers', what: 'Referrer', counts: 'topReferrers' },
  { title: 'Top browsers', what: 'Browser', counts: 'topBrowsers' },
  { title: 'Top operating systems', what: 'Operating system', counts: 'topOs' },
] as const satisfies readonly { title: string; what: string; counts: keyof Statistics }[];

interface ClickStatisticsProps {
  statistics: Statistics;
  /** The charts' heading level where they sit; 3 unless said. */
  headingLevel?: 3 | 4;
  /** Whether the clicks and unique clicks come first; false where the screen leads with them itself. */
  totals?: boolean;
}

/**
 * The figures the installation counts for anything with a short link (a link, a dynamic QR code): clicks,
 * unique clicks and where they came from. Siblings rather than a wrapper, so they take the spacing of the
 * section they are shown in.
 */
export function ClickStatistics({ statistics, headingLevel = 3, totals = true }: ClickStatisticsProps) {
  return (
    <>
      {totals ? <ClickTotals clicks={statistics.clicks} uniqueClicks={statistics.uniqueClicks} /> : null}
      {TOP_CHARTS.every((chart) => Object.keys(statistics[chart.counts]).length === 0) ? (
        // One sentence for a link nobody has used yet, not four empty charts.
        <p className="muted">
          No clicks yet. Countries, referrers, browsers and systems show here once there are.
        </p>
      ) : (
        <div className="click-statistics-charts">
          {TOP_CHARTS.map((chart) => (
            <TopChart
              key={chart.counts}
              title={chart.title}
              what={chart.what}
              counts={statistics[chart.counts]}
              headingLevel={headingLevel}
            />
          ))}
        </div>
      )}
    </>
  );
}
