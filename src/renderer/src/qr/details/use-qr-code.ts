import { useCallback, useEffect, useState } from 'react';
import type { Api } from '../../../../shared/ipc/api.ts';
import type { AppErrorData } from '../../../../shared/ipc/errors.ts';
import type { Cached, QrDetails } from '../../../../shared/ipc/resources.ts';
import { call } from '../../store/call.ts';

export type QrCodeState =
  | { status: 'loading'; previous: Cached<QrDetails> | null }
  | { status: 'error'; error: AppErrorData; previous: Cached<QrDetails> | null }
  | { status: 'ready'; answer: Cached<QrDetails> };

/** One code and its statistics as the installation reports them (or main's last copy, marked stale). */
export function useQrCode(api: Api, accountId: string, id: number) {
  const [state, setState] = useState<QrCodeState>({ status: 'loading', previous: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void call(() => api.getQrCode({ accountId, id, priority: 'user' })).then((result) => {
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
  }, [api, accountId, id, attempt]);

  const reload = useCallback(() => {
    setState((previous) => ({
      status: 'loading',
      previous: previous.status === 'ready' ? previous.answer : previous.previous,
    }));
    setAttempt((value) => value + 1);
  }, []);

  const answer = state.status === 'ready' ? state.answer : state.previous;
  return { state, answer, reload };
}
