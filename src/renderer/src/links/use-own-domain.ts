import { useEffect, useState } from 'react';
import type { Api } from '../../../shared/ipc/api.ts';
import { call } from '../store/call.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { bareDomain, ownDomainOf } from './link-form-sections.ts';

/** How many of the newest links are looked through for one on the installation's own domain. */
const LINKS_LOOKED_AT = 20;

/**
 * The installation's own short domain as people read it ("links.example.com"), for the short URL preview, or
 * null while it is not known.
 *
 * - A link being edited on that domain says it in its own short URL.
 * - A remote account's short links live at its address.
 * - The built-in sandbox has no fixed address (its port changes between runs), so one of its newest links on
 *   that domain says it; an account without any such link leaves it unknown.
 */
export function useOwnDomain(
  api: Api,
  accountId: string,
  editing: { shorturl: string; alias: string } | undefined,
): string | null {
  const account = useAppState((state) => state.accounts.find((candidate) => candidate.id === accountId));
  const fromLink = editing ? ownDomainOf(editing.shorturl, editing.alias) : null;
  const fromAddress = account && account.kind !== 'sandbox' ? addressDomain(account.baseUrl) : null;
  const asks = fromLink === null && account?.kind === 'sandbox';
  const [learned, setLearned] = useState<string | null>(null);

  useEffect(() => {
    if (!asks) return;
    let live = true;
    void call(() =>
      api.listLinks({ accountId, page: 1, limit: LINKS_LOOKED_AT, priority: 'background' }),
    ).then((result) => {
      if (!live || !result.ok) return;
      const own = result.value.data.items.find((link) => link.domain === null);
      if (own) setLearned(ownDomainOf(own.shorturl, own.alias));
    });
    return () => {
      live = false;
    };
  }, [api, accountId, asks]);

  return fromLink ?? fromAddress ?? (asks ? learned : null);
}

function addressDomain(baseUrl: string): string | null {
  try {
    const url = new URL(baseUrl);
    return bareDomain(`${url.host}${url.pathname}`);
  } catch {
    return null;
  }
}
