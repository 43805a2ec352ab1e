import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppErrorData } from '../../../../shared/ipc/errors.ts';
import type { HistoryRange, HistorySubject, Series } from '../../../../shared/ipc/history.ts';
import { call } from '../../store/call.ts';
import { useApi } from '../data-list/use-api.ts';

export interface HistorySeriesRead {
  /**
   * The chart to show: the latest answer for this subject, kept while another range loads or after a read
   * failed (a chart that blinks out on every change reads as "no clicks"); null until the subject's first.
   */
  series: Series | null;
  /** A read is on its way (the first, another range, or a refresh after a snapshot). */
  loading: boolean;
  /** Why the latest read failed; null once one succeeds. */
  error: AppErrorData | null;
  /** Asks again (the Retry of the failure's alert). */
  reload: () => void;
}

export interface HistorySeriesOptions {
  /** Not asked for yet (a pane the person is only passing through); asked once it turns false. */
  wait?: boolean;
}

/** What a subject is, as text that stays the same while it means the same. */
export function subjectKey(subject: HistorySubject): string {
  return subject.kind === 'account' ? 'account' : `${subject.kind}-${subject.id}`;
}

/**
 * One chart's series from main's click history (`getHistorySeries`), asked again whenever main says that
 * account's history changed (a `history` event: a snapshot was taken, a setting changed). Answers that arrive
 * after a newer request went out are dropped, so a quick run of range changes ends on the last one chosen.
 */
export function useHistorySeries(
  accountId: string,
  subject: HistorySubject,
  range: HistoryRange,
  options: HistorySeriesOptions = {},
): HistorySeriesRead {
  const api = useApi();
  const wait = options.wait === true;
  const subjectText = subjectKey(subject);
  // The objects given may be new at each render: the read follows what they mean, as text, and reads them back.
  const asked = JSON.stringify({ subject, range });
  const [shown, setShown] = useState<{ key: string; series: Series } | null>(null);
  const [loading, setLoading] = useState(!wait);
  const [failure, setFailure] = useState<{ key: string; error: AppErrorData } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const owner = `${accountId}/${subjectText}`;

  useEffect(() => {
    if (wait) return;
    let live = true;
    const read = () => {
      const request = ++latest.current;
      setLoading(true);
      const { subject: askedSubject, range: askedRange } = JSON.parse(asked) as {
        subject: HistorySubject;
        range: HistoryRange;
      };
      void call(() => api.getHistorySeries({ accountId, subject: askedSubject, range: askedRange })).then(
        (result) => {
          if (!live || request !== latest.current) return;
          setLoading(false);
          if (result.ok) {
            setShown({ key: owner, series: result.value });
            setFailure(null);
          } else setFailure({ key: owner, error: result.error });
        },
      );
    };
    read();
    const stop = api.onEvent((event) => {
      if (event.type === 'history' && event.status.accountId === accountId) read();
    });
    return () => {
      live = false;
      stop();
    };
  }, [api, accountId, owner, asked, wait, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  // Another link's chart is never shown as this one's, not even while this one loads.
  const series = shown !== null && shown.key === owner ? shown.series : null;
  const error = failure !== null && failure.key === owner ? failure.error : null;
  return { series, loading: loading && !wait, error, reload };
}
