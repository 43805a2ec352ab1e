import { useCallback, useEffect, useState } from 'react';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import type { Cached } from '../../../shared/ipc/resources.ts';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';

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
 *
 * With `memory` (a store/read-cache.ts `readKey`), the window's memory of recent answers stands in: an
 * answer younger than `reuseForMs` shows without asking again (a person going back and forth between items),
 * an older one shows while it is read anew, and identical reads in flight are shared. Only a `reload` always
 * asks the installation, as does every change of `refresh` (a count the screen's Refresh button raises).
 * `wait` holds the read back (a detail pane the person is only passing through) while what is remembered
 * shows. The component is keyed by what it reads: the memory is looked at when it mounts.
 */
export function useCachedRead<T>(
  read: () => Promise<Result<Cached<T>>>,
  memory?: { key: string; reuseForMs: number; wait?: boolean; refresh?: number },
): CachedRead<T> {
  const readCache = useAppState((state) => state.readCache);
  const memoryKey = memory?.key;
  const waiting = memory?.wait === true;
  const refresh = memory?.refresh ?? 0;
  const [remembered] = useState(() =>
    memoryKey === undefined ? undefined : readCache.peek<Cached<T>>(memoryKey),
  );
  const reusable = remembered !== undefined && remembered.fresh && remembered.ageMs < memory!.reuseForMs;
  const [state, setState] = useState<CachedReadState<T>>(() =>
    reusable
      ? { status: 'ready', answer: remembered.value }
      : { status: 'loading', previous: remembered?.value ?? null },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const settle = (result: Result<Cached<T>>) => {
      if (!live) return;
      setState((previous) => {
        const shown = previous.status === 'ready' ? previous.answer : previous.previous;
        return result.ok
          ? { status: 'ready', answer: result.value }
          : { status: 'error', error: result.error, previous: shown };
      });
    };
    if (memoryKey === undefined) {
      void call(read).then(settle);
      return () => {
        live = false;
      };
    }
    if (waiting) return;
    // An answer too old to reuse is asked for again, even when the cache still counts it fresh.
    const force = attempt > 0 || refresh > 0 || !reusable;
    const reading = readCache.read(memoryKey, () => call(read), { force });
    void reading.answer.then(settle);
    return () => {
      live = false;
      reading.leave();
    };
  }, [read, attempt, memoryKey, readCache, waiting, reusable, refresh]);

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
