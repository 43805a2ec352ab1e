import { useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { HistoryStatus } from '../../../shared/ipc/history.ts';
import { call } from '../store/call.ts';

export interface HistorySwitch {
  /** Turns history on for the account (main then takes a snapshot at once). */
  turnOn: () => void;
  /** Takes a snapshot now rather than at its time. */
  snapshotNow: () => void;
  busy: boolean;
  error: AppErrorData | null;
}

/** What the Overview asks of main when history is off or has nothing yet; each answer is where history stands. */
export function useHistorySwitch(
  api: Api,
  accountId: string,
  onStatus: (status: HistoryStatus) => void,
): HistorySwitch {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppErrorData | null>(null);

  const snapshot = async () => {
    const result = await call(() => api.takeHistorySnapshot({ accountId }));
    if (result.ok) onStatus(result.value);
    else setError(result.error);
  };
  const run = (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    void work().finally(() => setBusy(false));
  };

  return {
    turnOn: () =>
      run(async () => {
        const result = await call(() => api.setHistorySettings({ accountId, enabled: true }));
        if (!result.ok) {
          setError(result.error);
          return;
        }
        // Main takes the first snapshot at once when history is turned on: nothing more to ask.
        onStatus(result.value);
      }),
    snapshotNow: () => run(snapshot),
    busy,
    error,
  };
}
