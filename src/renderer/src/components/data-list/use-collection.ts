import { useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import type { AppErrorData } from '../../../../shared/ipc/errors.ts';
import type { Cached, Listing, SkippedItems, Staleness } from '../../../../shared/ipc/resources.ts';
import { finishedKey, hiddenIds } from '../../deletes/deletes-slice.ts';
import { call } from '../../store/call.ts';
import type { CachedAnswer } from '../../store/read-cache.ts';
import { readKey } from '../../store/read-cache.ts';
import { newRequestId } from '../../store/requests.ts';
import { useAppState } from '../../store/StoreContext.tsx';
import { createSearchIndex } from './search.ts';
import type { Collection, CollectionOptions, PageSize, SortState } from './types.ts';

/** From how many loaded items a local search reads their texts ahead, while the window is idle. */
const PREPARED_SEARCH_FROM = 2_000;

/** How long typing pauses before a server search is sent: one request per word, not per key. */
const SERVER_SEARCH_DELAY_MS = 300;

interface Loaded<T> {
  status: 'loading' | 'ready' | 'error';
  reloading: boolean;
  items: T[];
  total: number;
  maxPage: number;
  error: AppErrorData | null;
  stale: Staleness | null;
  skipped: SkippedItems | null;
  /** When the request for these items was made: deletes finished before then are already reflected in them. */
  requestedAt: number;
  /**
   * When the items shown were read, while they are the window's memory of an earlier visit old enough to say
   * so and the list is read again; null otherwise.
   */
  rememberedAt: number | null;
}

function initialLoad<T>(): Loaded<T> {
  return {
    status: 'loading',
    reloading: false,
    items: [],
    total: 0,
    maxPage: 1,
    error: null,
    stale: null,
    skipped: null,
    requestedAt: 0,
    rememberedAt: null,
  };
}

/** Younger than this, a remembered list is shown as it is: it was seen moments ago and is being read again. */
const OLD_AFTER_MS = 5 * 60_000;

/** What a listing the window remembers shows, before (or instead of) asking again. */
function remembered<T>(answer: CachedAnswer<Cached<Listing<T>>>, wholeCollection: boolean): Loaded<T> {
  const listing = answer.value.data;
  return {
    status: 'ready',
    reloading: !answer.fresh,
    items: listing.items,
    total: listing.total,
    maxPage: wholeCollection ? 1 : Math.max(1, listing.maxPage),
    error: null,
    stale: null,
    skipped: listing.skipped ?? null,
    requestedAt: answer.at,
    rememberedAt: !answer.fresh && answer.ageMs >= OLD_AFTER_MS ? answer.at : null,
  };
}

/** Loads and holds one collection of the active account for `<DataList>`; see types.ts for how screens use it. */
export function useCollection<T>(options: CollectionOptions<T>): Collection<T> {
  const api = useAppState((state) => state.api);
  const accountId = useAppState((state) => state.activeId);
  const revision = useAppState(
    (state) => state.accounts.find((account) => account.id === state.activeId)?.revision ?? null,
  );
  const deletes = useAppState((state) => state.deletes);
  const finished = useAppState((state) =>
    accountId && options.kind ? (state.deletesFinished[finishedKey(accountId, options.kind)] ?? 0) : 0,
  );
  const endRequest = useAppState((state) => state.endRequest);
  const readCache = useAppState((state) => state.readCache);

  const [page, setPageState] = useState(1);
  const [pageSize, setPageSizeState] = useState<PageSize>(options.initialPageSize ?? 15);
  const [query, setQueryState] = useState('');
  const [serverQuery, setServerQuery] = useState('');
  const serverSearch = options.search === 'server';
  const sentQuery = serverSearch ? serverQuery : '';
  const scope = options.scope ?? '';
  // One read of this list as the window remembers it: the same account, revision, page, search and scope.
  const cacheKey = (account: string | null, atPage: number, size: PageSize, sent: string) =>
    readKey(account ?? '', `list ${options.noun.other}`, revision, atPage, size, sent, scope);
  const memoryOf = (key: string) => readCache.peek<Cached<Listing<T>>>(key);
  const [loaded, setLoaded] = useState<Loaded<T>>(() => {
    const known = memoryOf(cacheKey(accountId, 1, pageSize, ''));
    return known ? remembered(known, pageSize === 'all') : initialLoad<T>();
  });
  const [sort, setSort] = useState<SortState | null>(null);
  const [selection, setSelectionState] = useState<ReadonlySet<number>>(new Set());
  const [reloadToken, setReloadToken] = useState(0);
  const searchId = useId();

  // A new account starts the list afresh (from what the window remembers of that account's list, if
  // anything): its items, pages and selection mean nothing for another one.
  const [shownAccount, setShownAccount] = useState(accountId);
  if (shownAccount !== accountId) {
    setShownAccount(accountId);
    const known = memoryOf(cacheKey(accountId, 1, pageSize, sentQuery));
    setLoaded(known ? remembered(known, pageSize === 'all') : initialLoad<T>());
    setPageState(1);
    setSelectionState(new Set());
  }

  useEffect(() => {
    if (!serverSearch) return;
    const timer = setTimeout(() => setServerQuery(query.trim()), SERVER_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, serverSearch]);

  // Each change of what is asked for is a new request with its own id, chosen while rendering so that the
  // progress of an 'all' load can be read for it. `revision` and `finished` load again when the account's
  // revision becomes known or a delete ended. A reload the person asked for, or a delete that ended, asks the
  // installation even when the window's memory of the list is fresh.
  const wanted = JSON.stringify([
    accountId,
    revision,
    page,
    pageSize,
    sentQuery,
    scope,
    reloadToken,
    finished,
  ]);
  const reloadCause = `${reloadToken} ${finished}`;
  const [request, setRequest] = useState({ wanted: '', id: '', force: false, reloadCause });
  if (request.wanted !== wanted) {
    const force = request.wanted !== '' && request.reloadCause !== reloadCause;
    setRequest({ wanted, id: newRequestId(), force, reloadCause });
    const known = memoryOf(cacheKey(accountId, page, pageSize, sentQuery));
    if (known && !force) {
      setLoaded(remembered(known, pageSize === 'all'));
    } else {
      setLoaded((previous) =>
        previous.status === 'ready'
          ? { ...previous, reloading: true, error: null }
          : { ...previous, status: 'loading', error: null },
      );
    }
  }
  const progress = useAppState((state) => state.progress[request.id] ?? null);

  const load = useEffectEvent((id: string, account: string) => {
    const paging = pageSize === 'all' ? {} : { page, limit: pageSize };
    return call(() => options.load({ accountId: account, requestId: id, ...paging }, sentQuery));
  });
  const inFlight = useRef<string | null>(null);
  const stopped = useRef(false);

  useEffect(() => {
    if (!accountId || !request.id) return;
    const id = request.id;
    const wholeCollection = pageSize === 'all';
    const wantedPage = page;
    let current = true;
    inFlight.current = id;
    stopped.current = false;
    const reading = readCache.read(
      cacheKey(accountId, page, pageSize, sentQuery),
      () => load(id, accountId),
      {
        force: request.force,
        cancel: () => void call(() => api.cancelRequest({ requestId: id })),
      },
    );
    void reading.answer.then((result) => {
      endRequest(id);
      if (inFlight.current === id) inFlight.current = null;
      if (!current) return;
      if (result.ok) {
        const listing = result.value.data;
        if (
          !wholeCollection &&
          listing.items.length === 0 &&
          wantedPage > 1 &&
          listing.maxPage < wantedPage
        ) {
          // The page emptied (deletes elsewhere): show the last one that still has items.
          setPageState(Math.max(1, listing.maxPage));
        }
        setLoaded({
          status: 'ready',
          reloading: false,
          items: listing.items,
          total: listing.total,
          maxPage: wholeCollection ? 1 : Math.max(1, listing.maxPage),
          error: null,
          stale: result.value.stale,
          skipped: listing.skipped ?? null,
          requestedAt: result.at,
          rememberedAt: null,
        });
        return;
      }
      const error =
        result.error.code === 'cancelled' && stopped.current
          ? { ...result.error, message: 'Loading stopped. Choose Retry to load the list again.' }
          : result.error;
      setLoaded((previous) => ({
        ...previous,
        status: previous.status === 'loading' ? 'error' : previous.status,
        reloading: false,
        // The remembered list is no longer "loading again": the error says what happened instead.
        rememberedAt: null,
        error,
      }));
    });
    return () => {
      // A newer request (or the list going away) replaces this one: main need not finish it, unless another
      // list waits for the same answer.
      current = false;
      if (inFlight.current === id) inFlight.current = null;
      reading.leave();
    };
    // Everything the request depends on is in `request.id`, which changes with `wanted`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.id, api, endRequest]);

  const { getId, kind } = options;
  const hidden = useMemo(
    () => (accountId && kind ? hiddenIds(deletes, accountId, kind, loaded.requestedAt) : new Set<number>()),
    [deletes, accountId, kind, loaded.requestedAt],
  );

  const withoutDeleted = useMemo(
    () =>
      hidden.size === 0
        ? loaded.items
        : loaded.items.filter((item) => {
            const id = getId(item);
            return id === null || !hidden.has(id);
          }),
    [loaded.items, hidden, getId],
  );
  const hiddenCount = loaded.items.length - withoutDeleted.length;

  const searchIndex = useMemo(
    () => createSearchIndex(withoutDeleted, options.searchText),
    [withoutDeleted, options.searchText],
  );
  // A long list's texts are read for the search while the window is idle, not on the first keystroke.
  useEffect(() => {
    if (serverSearch || withoutDeleted.length < PREPARED_SEARCH_FROM) return;
    if (typeof requestIdleCallback !== 'function') return;
    const id = requestIdleCallback(() => searchIndex.prepare(), { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }, [searchIndex, serverSearch, withoutDeleted.length]);
  const items = useMemo(
    () => (serverSearch || query.trim() === '' ? withoutDeleted : searchIndex.filter(query)),
    [withoutDeleted, query, serverSearch, searchIndex],
  );

  // Only a selection needs the items by id; without one, a search over tens of thousands of items does not
  // build the map again on every keystroke.
  const anySelected = selection.size > 0;
  const itemsById = useMemo(() => {
    const byId = new Map<number, T>();
    if (!anySelected) return byId;
    for (const item of items) {
      const id = getId(item);
      if (id !== null) byId.set(id, item);
    }
    return byId;
  }, [items, getId, anySelected]);

  const selectedIds = useMemo(() => [...selection].filter((id) => itemsById.has(id)), [selection, itemsById]);
  const selectedItems = useMemo(() => selectedIds.map((id) => itemsById.get(id)!), [selectedIds, itemsById]);

  const scheduleDelete = useAppState((state) => state.scheduleDelete);
  const deleteItems = useCallback(
    (chosen: T[]) => {
      const { kind: deleteKind, noun, describe } = options;
      const ids = chosen.map((item) => getId(item)).filter((id): id is number => id !== null);
      if (!deleteKind || !accountId || ids.length === 0) return;
      const only = chosen.length === 1 ? chosen[0] : undefined;
      const label =
        only !== undefined && describe
          ? `“${describe(only)}”`
          : `${ids.length} ${ids.length === 1 ? noun.one : noun.other}`;
      setSelectionState((current) => new Set([...current].filter((id) => !ids.includes(id))));
      void scheduleDelete({ accountId, kind: deleteKind, ids, label });
    },
    [accountId, getId, scheduleDelete, options],
  );

  const setPage = useCallback((next: number) => setPageState(Math.max(1, Math.floor(next))), []);
  const setPageSize = useCallback((size: PageSize) => {
    setPageSizeState(size);
    setPageState(1);
  }, []);
  const setQuery = useCallback(
    (next: string) => {
      setQueryState(next);
      if (serverSearch) setPageState(1);
    },
    [serverSearch],
  );
  const toggleSort = useCallback(
    (columnId: string, first: SortState['direction'] = 'ascending') =>
      setSort((current) => {
        if (current?.columnId !== columnId) return { columnId, direction: first };
        return current.direction === first
          ? { columnId, direction: first === 'ascending' ? 'descending' : 'ascending' }
          : null;
      }),
    [],
  );
  const setSelection = useCallback((ids: number[]) => setSelectionState(new Set(ids)), []);
  const isSelected = useCallback((id: number) => selection.has(id), [selection]);
  const reload = useCallback(() => setReloadToken((token) => token + 1), []);
  const reloadFromStart = useCallback(() => {
    // The search sent goes at once too, rather than after the typing pause: one request, for the whole list.
    setQueryState('');
    setServerQuery('');
    setSort(null);
    setPageState(1);
    setReloadToken((token) => token + 1);
  }, []);
  const cancelLoad = useCallback(() => {
    const id = inFlight.current;
    if (!id) return;
    stopped.current = true;
    void call(() => api.cancelRequest({ requestId: id }));
  }, [api]);
  const deleteSelection = useCallback(() => deleteItems(selectedItems), [deleteItems, selectedItems]);
  const deleteItem = useCallback((item: T) => deleteItems([item]), [deleteItems]);
  const focusSearch = useCallback(() => document.getElementById(searchId)?.focus(), [searchId]);

  return {
    options,
    accountId,
    status: loaded.status,
    reloading: loaded.reloading,
    rememberedAt: loaded.rememberedAt,
    items,
    total: Math.max(0, loaded.total - hiddenCount),
    error: loaded.error,
    stale: loaded.stale,
    skipped: loaded.skipped,
    progress,
    page,
    maxPage: loaded.maxPage,
    pageSize,
    setPage,
    setPageSize,
    query,
    setQuery,
    sort,
    toggleSort,
    selectedIds,
    selectedItems,
    setSelection,
    isSelected,
    reload,
    reloadFromStart,
    cancelLoad,
    deleteSelection,
    deleteItem,
    searchId,
    focusSearch,
  };
}
