import { useCallback, useEffect, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { Cached, LinkDetails } from '../../../shared/ipc/resources.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { StaleNotice } from '../components/StaleNotice.tsx';
import { TopChart } from '../components/TopChart.tsx';
import { call } from '../store/call.ts';

interface LinkStatisticsProps {
  api: Api;
  accountId: string;
  linkId: number;
}

type State =
  | { status: 'loading'; previous: Cached<LinkDetails> | null }
  | { status: 'error'; error: AppErrorData; previous: Cached<LinkDetails> | null }
  | { status: 'ready'; answer: Cached<LinkDetails> };

/** One link's clicks, unique clicks and where they came from, as the installation counts them. */
export function LinkStatistics({ api, accountId, linkId }: LinkStatisticsProps) {
  const [state, setState] = useState<State>({ status: 'loading', previous: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void call(() => api.getLink({ accountId, id: linkId, priority: 'user' })).then((result) => {
      if (!live) return;
      setState((previous) => {
        const shown = previous.status === 'ready' ? previous.answer : previous.previous;
        return result.ok
          ? { status: 'ready', answer: result.value }
          : { status: 'error', error: result.error, previous: shown };
      });
    });
    return () => {
      live = false;
    };
  }, [api, accountId, linkId, attempt]);

  const reload = useCallback(() => {
    setState((previous) => ({
      status: 'loading',
      previous: previous.status === 'ready' ? previous.answer : previous.previous,
    }));
    setAttempt((value) => value + 1);
  }, []);

  const answer = state.status === 'ready' ? state.answer : state.previous;
  const statistics = answer?.data.statistics;
  return (
    <div className="link-statistics" aria-busy={state.status === 'loading'}>
      {state.status === 'error' ? (
        <ErrorAlert error={state.error} title="The statistics could not be loaded" onRetry={reload} />
      ) : null}
      {answer?.stale ? (
        <StaleNotice
          stale={answer.stale}
          subject="these statistics"
          onRetry={reload}
          busy={state.status === 'loading'}
        />
      ) : null}
      {state.status === 'loading' && !answer ? <p role="status">Loading the statistics…</p> : null}
      {statistics ? (
        <>
          <dl className="link-statistics-totals">
            <div>
              <dt>Clicks</dt>
              <dd>{statistics.clicks.toLocaleString()}</dd>
            </div>
            <div>
              <dt>Unique clicks</dt>
              <dd>{statistics.uniqueClicks.toLocaleString()}</dd>
            </div>
          </dl>
          <div className="link-statistics-charts">
            <TopChart title="Top countries" what="Country" counts={statistics.topCountries} />
            <TopChart title="Top referrers" what="Referrer" counts={statistics.topReferrers} />
            <TopChart title="Top browsers" what="Browser" counts={statistics.topBrowsers} />
            <TopChart title="Top operating systems" what="Operating system" counts={statistics.topOs} />
          </div>
        </>
      ) : null}
    </div>
  );
}
