import { useCallback } from 'react';
import type { Api } from '../../../../shared/ipc/api.ts';
import { useCachedRead } from '../../components/use-cached-read.ts';
import { DETAIL_REUSE_MS } from '../../components/detail-pane/use-settled.ts';
import { readKey } from '../../store/read-cache.ts';

/**
 * One code and its statistics as the installation reports them (or main's last copy, marked stale). `wait`
 * holds the read back while the person is only passing through the list.
 */
export function useQrCode(api: Api, accountId: string, id: number, wait = false) {
  return useCachedRead(
    useCallback(() => api.getQrCode({ accountId, id, priority: 'user' }), [api, accountId, id]),
    // Going back to a code seen moments ago shows it without asking again.
    { key: readKey(accountId, 'qr', id), reuseForMs: DETAIL_REUSE_MS, wait },
  );
}
