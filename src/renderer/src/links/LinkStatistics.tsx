import { useCallback } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import { CachedReadNotices } from '../components/CachedReadNotices.tsx';
import { ClickStatistics } from '../components/ClickStatistics.tsx';
import { useCachedRead } from '../components/use-cached-read.ts';
import { DETAIL_REUSE_MS } from '../components/detail-pane/use-settled.ts';
import { readKey } from '../store/read-cache.ts';

interface LinkStatisticsProps {
  api: Api;
  accountId: string;
  linkId: number;
  /** The charts' heading level where they sit (under the pane's "Statistics"); 3 unless said. */
  headingLevel?: 3 | 4;
  /** Not asked for yet (the person is passing through the list); what the window remembers shows. */
  wait?: boolean;
  /** Raised by the pane's Refresh: the statistics are asked for again. */
  refresh?: number;
}

/** One link's clicks, unique clicks and where they came from, as the installation counts them. */
export function LinkStatistics(props: LinkStatisticsProps) {
  const { api, accountId, linkId, headingLevel, wait, refresh } = props;
  const read = useCachedRead(
    useCallback(() => api.getLink({ accountId, id: linkId, priority: 'user' }), [api, accountId, linkId]),
    // Going back to a link seen moments ago shows its statistics without asking again.
    { key: readKey(accountId, 'link', linkId), reuseForMs: DETAIL_REUSE_MS, wait, refresh },
  );
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
      {statistics ? <ClickStatistics statistics={statistics} headingLevel={headingLevel} /> : null}
    </div>
  );
}
