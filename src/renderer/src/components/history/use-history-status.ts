import { useCallback, useEffect, useState } from 'react';
import type { AppErrorData } from '../../../../shared/ipc/errors.ts';
import type { HistoryStatus } from '../../../../shared/ipc/history.ts';
import { call } from '../../store/call.ts';
import { useApi } from '../data-list/use-api.ts';

export interface HistoryStatusRead {
  /** Where the account's history stands; null until main answers. */
  status: HistoryStatus | null;
  /** Turns history on for the account; the answer (or the event after it) becomes the status. */
  turnOn: () => Promise<AppErrorData | null>;
}

/**
 * Whether an account's history is on and where it starts, kept current by main's `history` events, which
 * carry the status whole.
 */
export function useHistoryStatus(accountId: string): HistoryStatusRead {
  const api = useApi();
  // Kept with the account it is of, so another account's never shows while this one's is read.
  const [known, setKnown] = useState<HistoryStatus | null>(null);
  const status = known !== null && known.accountId === accountId ? known : null;

  useEffect(() => {
    let live = true;
    // An event heard before the read's answer is newer than it.
    let heard = false;
    void call(() => api.getHistoryStatus({ accountId })).then((result) => {
      // A failure leaves the status unknown: the chart's own read says what went wrong.
      if (live && !heard && result.ok) setKnown(result.value);
    });
    const stop = api.onEvent((event) => {
      if (event.type !== 'history' || event.status.accountId !== accountId) return;
      heard = true;
      setKnown(event.status);
    });
    return () => {
      live = false;
      stop();
    };
  }, [api, accountId]);

  const turnOn = useCallback(async () => {
    const result = await call(() => api.setHistorySettings({ accountId, enabled: true }));
    if (!result.ok) return result.error;
    setKnown(result.value);
    return null;
  }, [api, accountId]);

  return { status, turnOn };
}
