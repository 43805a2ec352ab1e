import { useCallback, useEffect, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { HistoryOverview, HistoryRange, HistoryStatus } from '../../../shared/ipc/history.ts';
import { call } from '../store/call.ts';

export interface OverviewRead {
  /** The latest answer for this range; while another range is read, the one before it (never another account's). */
  overview: HistoryOverview | null;
  /** Where history stands now: main's latest word, from an event or the answer, whichever came last. */
  status: HistoryStatus | null;
  loading: boolean;
  error: AppErrorData | null;
  reload: () => void;
  /** Takes a status main answered (after a settings change or a snapshot asked for) as the latest. */
  takeStatus: (status: HistoryStatus) => void;
}

/** What makes an answer out of date: a snapshot kept since, or history turned on or off. */
const answerChanged = (shown: HistoryStatus, now: HistoryStatus) =>
  shown.lastSnapshotAt !== now.lastSnapshotAt ||
  shown.since !== now.since ||
  shown.settings.enabled !== now.settings.enabled;

/**
 * The Overview of one account over `range`, read from main's history, and read again whenever main says a
 * snapshot was kept for the account (its `history` events) or its history was turned on or off. An event that
 * only says where history stands (a snapshot under way, a wait) updates the status without reading again.
 */
export function useOverview(api: Api, accountId: string, range: HistoryRange): OverviewRead {
  const [answer, setAnswer] = useState<{ overview: HistoryOverview; rangeKey: string } | null>(null);
  const [status, setStatus] = useState<HistoryStatus | null>(null);
  const [error, setError] = useState<AppErrorData | null>(null);
  const [reads, setReads] = useState(0);
  const rangeKey = JSON.stringify(range);
  // Which read last answered: a read is under way while it is not the latest asked for.
  const [settled, setSettled] = useState<string | null>(null);
  const readKey = `${reads} ${rangeKey}`;

  useEffect(() => {
    let live = true;
    void call(() => api.getHistoryOverview({ accountId, range: JSON.parse(rangeKey) as HistoryRange })).then(
      (result) => {
        if (!live) return;
        setSettled(`${reads} ${rangeKey}`);
        if (result.ok) {
          setAnswer({ overview: result.value, rangeKey });
          setStatus(result.value.status);
          setError(null);
        } else {
          setError(result.error);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [api, accountId, rangeKey, reads]);

  const shownStatus = answer?.overview.status ?? null;
  useEffect(
    () =>
      api.onEvent((event) => {
        if (event.type !== 'history' || event.status.accountId !== accountId) return;
        setStatus(event.status);
        if (!shownStatus || answerChanged(shownStatus, event.status)) setReads((count) => count + 1);
      }),
    [api, accountId, shownStatus],
  );

  const reload = useCallback(() => setReads((count) => count + 1), []);
  const takeStatus = useCallback(
    (next: HistoryStatus) => {
      setStatus(next);
      if (!shownStatus || answerChanged(shownStatus, next)) setReads((count) => count + 1);
    },
    [shownStatus],
  );
  const loading = settled !== readKey;
  return { overview: answer?.overview ?? null, status, loading, error, reload, takeStatus };
}
