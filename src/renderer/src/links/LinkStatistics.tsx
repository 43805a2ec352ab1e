import type { LinkDetails } from '../../../shared/ipc/resources.ts';
import { CachedReadNotices } from '../components/CachedReadNotices.tsx';
import { ClickStatistics } from '../components/ClickStatistics.tsx';
import type { CachedRead } from '../components/use-cached-read.ts';

interface LinkStatisticsProps {
  /** The link's details, read by its pane (`useLinkDetails`). */
  read: CachedRead<LinkDetails>;
  /** The charts' heading level where they sit (under the pane's "Statistics"); 3 unless said. */
  headingLevel?: 3 | 4;
  /** Whether the clicks and unique clicks are said here too; the pane leads with them itself. */
  totals?: boolean;
}

/** Where one link's clicks came from, as the installation counts them. Loaded with the charts, on first use. */
export function LinkStatistics({ read, headingLevel, totals = true }: LinkStatisticsProps) {
  const { state, answer } = read;
  const statistics = answer?.data.statistics;
  return (
    <div className="link-statistics" aria-busy={state.status === 'loading'}>
      <CachedReadNotices
        read={read}
        errorTitle="The statistics could not be loaded"
        subject="these statistics"
      />
      {state.status === 'loading' && !answer ? <p role="status">Loading the statistics…</p> : null}
      {statistics ? (
        <ClickStatistics statistics={statistics} headingLevel={headingLevel} totals={totals} />
      ) : null}
    </div>
  );
}
