import { useCallback } from 'react';
import type { Api } from '../../../../shared/ipc/api.ts';
import { useCachedRead } from '../../components/use-cached-read.ts';

/** One code and its statistics as the installation reports them (or main's last copy, marked stale). */
export function useQrCode(api: Api, accountId: string, id: number) {
  return useCachedRead(
    useCallback(() => api.getQrCode({ accountId, id, priority: 'user' }), [api, accountId, id]),
  );
}
