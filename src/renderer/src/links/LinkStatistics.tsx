import { useCallback } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import { CachedReadNotices } from '../components/CachedReadNotices.tsx';
import { ClickStatistics } from '../components/ClickStatistics.tsx';
import { useCachedRead } from '../components/use-cached-read.ts';

interface LinkStatisticsProps {
  api: Api;
  accountId: string;
  linkId: number;
}

/** One link's clicks, unique clicks and where they came from, as the installation counts them. */
export function LinkStatistics({ api, accountId, linkId }: LinkStatisticsProps) {
  const read = useCachedRead(
    useCallback(() => api.getLink({ accountId, id: linkId, priority: 'user' }), [api, accountId, linkId]),
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
      {statistics ? <ClickStatistics statistics={statistics} /> : null}
    </div>
  );
}
