import { useCallback, useEffect, useState } from 'react';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import type { Cached } from '../../../shared/ipc/resources.ts';
import { call } from '../store/call.ts';

export type CachedReadState<T> =
  | { status: 'loading'; previous: Cached<T> | null }
  | { status: 'error'; error: AppErrorData; previous: Cached<T> | null }
  | { status: 'ready'; answer: Cached<T> };

export interface CachedRead<T> {
  state: CachedReadState<T>;
  /** The answer to show: the latest one, or while a retry is on its way or after it failed, the one before. */
  answer: Cached<T> | null;
  reload: () => void;
}

/**
 * One read of a single thing (a link, a QR code) as the installation answers it, or main's last copy marked
 * stale. `read` is asked again on `reload` and whenever it changes, so it should be a `useCallback` of what
 * it reads. A retry keeps the previous answer on screen: a failed one should not blank what was already seen.
 */
export function useCachedRead<T>(read: () => Promise<Result<Cached<T>>>): CachedRead<T> {
  const [state, setState] = useState<CachedReadState<T>>({ status: 'loading', previous: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void call(read).then((result) => {
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
  }, [read, attempt]);

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
