import { useCallback } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import type { LinkDetails } from '../../../shared/ipc/resources.ts';
import { DETAIL_REUSE_MS } from '../components/detail-pane/use-settled.ts';
import { useCachedRead, type CachedRead } from '../components/use-cached-read.ts';
import { readKey } from '../store/read-cache.ts';

interface LinkDetailsRead {
  api: Api;
  accountId: string;
  linkId: number;
  /** Not asked for yet (the person is passing through the list); what the window remembers shows. */
  wait?: boolean;
  /** Raised by the pane's Refresh: the details are asked for again. */
  refresh?: number;
}

/**
 * One link's details as the installation answers them (its expiry, its clicks and where they came from): the
 * one read behind a link's pane, shared by its figures, its facts and its statistics.
 */
export function useLinkDetails({
  api,
  accountId,
  linkId,
  wait,
  refresh,
}: LinkDetailsRead): CachedRead<LinkDetails> {
  return useCachedRead(
    useCallback(() => api.getLink({ accountId, id: linkId, priority: 'user' }), [api, accountId, linkId]),
    // Going back to a link seen moments ago shows its details without asking again.
    { key: readKey(accountId, 'link', linkId), reuseForMs: DETAIL_REUSE_MS, wait, refresh },
  );
}
