import { useEffect, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { AppErrorData } from '../../../shared/ipc/errors.ts';
import type { ChannelItem } from '../../../shared/ipc/resources.ts';
import { call } from '../store/call.ts';
import { readKey } from '../store/read-cache.ts';
import { useAppState } from '../store/StoreContext.tsx';

/** Items a channel card shows at a time; a channel holding more pages through them. */
export const ITEMS_PER_PAGE = 10;

export interface ChannelItemsPage {
  items: ChannelItem[] | null;
  total: number;
  maxPage: number;
  error: AppErrorData | null;
}

/** One page of a channel's items, read through the window's cache; a retry reads it again past the cache. */
export function useChannelItems(
  api: Api,
  accountId: string,
  channelId: number,
  page: number,
): ChannelItemsPage & { retry: () => void } {
  const readCache = useAppState((state) => state.readCache);
  const [state, setState] = useState<ChannelItemsPage>({ items: null, total: 0, maxPage: 1, error: null });
  const [retries, setRetries] = useState(0);

  useEffect(() => {
    let live = true;
    const reading = readCache.read(
      readKey(accountId, 'channel items', channelId, page, ITEMS_PER_PAGE),
      () =>
        call(() =>
          api.listChannelItems({
            accountId,
            id: channelId,
            page,
            limit: ITEMS_PER_PAGE,
            priority: 'background',
          }),
        ),
      { force: retries > 0 },
    );
    void reading.answer.then((result) => {
      if (!live) return;
      setState((previous) =>
        result.ok
          ? {
              items: result.value.data.items,
              total: result.value.data.total,
              maxPage: Math.max(1, result.value.data.maxPage),
              error: null,
            }
          : { ...previous, error: result.error },
      );
    });
    return () => {
      live = false;
      reading.leave();
    };
  }, [api, accountId, channelId, page, retries, readCache]);

  return { ...state, retry: () => setRetries((count) => count + 1) };
}
