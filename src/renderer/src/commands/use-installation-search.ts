import { useEffect, useMemo, useState } from 'react';
import { activeAccount } from '../accounts/accounts-slice.ts';
import { useApi } from '../components/data-list/use-api.ts';
import { useAppState } from '../store/StoreContext.tsx';
import { withoutDeletedItems } from './found-without-deletes.ts';
import { searchableKinds, searchInstallation, type Found, type FoundKind } from './installation-search.ts';
import { createSearchSession } from './search-session.ts';

/** How long typing pauses before the installation is asked: one request per word, not per key. */
export const SEARCH_PAUSE_MS = 300;
/** Fewer characters match nearly everything; they are not worth a request. */
export const MIN_SEARCH_LENGTH = 2;

export interface InstallationSearch {
  /** The kinds of items the active account's installation is searched for. */
  kinds: FoundKind[];
  /**
   * What was found, for the text typed now or (while that search runs) for the text before; without what a
   * delete hides.
   */
  found: Found | null;
  /** Whether `found` answers the text typed now. */
  current: boolean;
  /** Whether a search for the text typed now is waiting for a pause in typing or for the installation. */
  searching: boolean;
}

/** The text as the installation is asked for it: trimmed, single spaces. */
export function searchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * Searches the active account's links and QR codes for what is typed in the command palette, after a pause in
 * typing and from `MIN_SEARCH_LENGTH` characters on. Every read is asked once while the palette is open.
 */
export function useInstallationSearch(text: string): InstallationSearch {
  const api = useApi();
  const readCache = useAppState((state) => state.readCache);
  const deletes = useAppState((state) => state.deletes);
  const account = useAppState(activeAccount);
  const [session] = useState(() => createSearchSession(api, readCache));
  useEffect(() => () => session.end(), [session]);

  const kinds = account ? searchableKinds(account) : [];
  const wanted = searchText(text);
  const searchable = account !== null && kinds.length > 0 && wanted.length >= MIN_SEARCH_LENGTH;

  const [settled, setSettled] = useState('');
  useEffect(() => {
    if (!searchable) return;
    const timer = setTimeout(() => setSettled(wanted), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [wanted, searchable]);

  const [answer, setAnswer] = useState<{ text: string; accountId: string; found: Found } | null>(null);
  useEffect(() => {
    if (!account || settled.length < MIN_SEARCH_LENGTH) return;
    let live = true;
    void searchInstallation({ api, session, account }, settled).then((found) => {
      if (live) setAnswer({ text: settled, accountId: account.id, found });
    });
    return () => {
      live = false;
    };
  }, [api, session, account, settled]);

  const usable = searchable && answer !== null && answer.accountId === account.id ? answer : null;
  const current = usable !== null && usable.text === wanted;
  const found = useMemo(
    () => (usable ? withoutDeletedItems(usable.found, deletes, usable.accountId) : null),
    [usable, deletes],
  );
  return { kinds, found, current, searching: searchable && !current };
}
