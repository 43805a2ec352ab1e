import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AppErrorData, Result } from '../../../shared/ipc/errors.ts';
import type { Cached, Listing } from '../../../shared/ipc/resources.ts';
import { call } from '../store/call.ts';
import { readKey } from '../store/read-cache.ts';
import { useAppState } from '../store/StoreContext.tsx';

export interface WholeList<T> {
  /** Every item; null until read (and while another account's would show). */
  items: T[] | null;
  error: AppErrorData | null;
  /** Reads it again, past what the window remembers (after an assignment). */
  reload: () => void;
}

/**
 * One of the account's lists whole, read once in the background and kept in the window's memory like any list:
 * every link, to sum campaigns and channels up and to drag from; every QR code, to drag from.
 */
export function useWholeList<T>(
  accountId: string | null,
  what: string,
  load: (accountId: string) => Promise<Result<Cached<Listing<T>>>>,
): WholeList<T> {
  const readCache = useAppState((state) => state.readCache);
  // Whose items they are: another account's must not show while this one's are read.
  const [loaded, setLoaded] = useState<{
    accountId: string | null;
    items: T[] | null;
    error: AppErrorData | null;
  }>({ accountId: null, items: null, error: null });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!accountId) return;
    let live = true;
    const reading = readCache.read(readKey(accountId, what), () => call(() => load(accountId)), {
      force: reloads > 0,
    });
    void reading.answer.then((result) => {
      if (!live) return;
      setLoaded((previous) =>
        result.ok
          ? { accountId, items: result.value.data.items, error: null }
          : {
              accountId,
              items: previous.accountId === accountId ? previous.items : null,
              error: result.error,
            },
      );
    });
    return () => {
      live = false;
      reading.leave();
    };
    // `load` reads the same list for the same key; a new function each render must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId, readCache, reloads, what]);

  const items = loaded.accountId === accountId ? loaded.items : null;
  const error = loaded.accountId === accountId ? loaded.error : null;
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  // One object while nothing changed: screens build their panels from it.
  return useMemo(() => ({ items, error, reload }), [items, error, reload]);
}
