import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import type { DeletableKind } from '../../../../shared/ipc/deletes.ts';
import type { AppErrorData, Result } from '../../../../shared/ipc/errors.ts';
import type { Cached, Listing, SkippedItems, Staleness } from '../../../../shared/ipc/resources.ts';
import type { RowIconName } from '../primitives/row-icons.ts';

/**
 * The one list every collection screen uses: `useCollection` loads and holds the items (server pages or the
 * whole collection, selection, search text, sort, items waiting to be deleted), and `<DataList>` shows them
 * (virtualised rows, sort buttons, search box, paging, bulk delete, CSV export, banners).
 *
 * How a screen uses it:
 *
 * ```tsx
 * const api = useApi(); // components/data-list/use-api.ts: the store's window.api
 * const revision = useAppState((state) => activeAccount(state)?.revision ?? null);
 * // Deletes from elsewhere (an edit form): useDeletes().scheduleDelete({ accountId, kind, ids, label }),
 * // from src/renderer/src/deletes/use-deletes.ts; a list hides items being deleted by itself.
 * const links = useCollection<Link>({
 *   kind: 'links',
 *   noun: { one: 'link', other: 'links' },
 *   getId: (link) => link.id,
 *   describe: (link) => link.alias,
 *   // 'server': the query goes to the installation (the load function passes it on) and the list reloads;
 *   // 'local' (the default): the query filters the loaded items by the columns' values.
 *   search: revision === 'current' ? 'server' : 'local',
 *   load: (request, query) => api.listLinks({ ...request, ...(query ? { q: query } : {}) }),
 * });
 *
 * useScreenCommands({
 *   create: openCreateForm,
 *   edit: links.selectedItems.length === 1 ? () => openEditForm(links.selectedItems[0]) : undefined,
 *   deleteSelection: links.selectedIds.length > 0 ? links.deleteSelection : undefined,
 *   focusSearch: links.focusSearch,
 * });
 *
 * return (
 *   <DataList
 *     collection={links}
 *     label="Links"
 *     columns={[
 *       { id: 'alias', title: 'Alias', value: (link) => link.alias, width: '2fr' },
 *       { id: 'clicks', title: 'Clicks', value: (link) => link.clicks, align: 'end', width: '6rem' },
 *     ]}
 *     emptyState={<p>No links yet. Choose “New link” to shorten your first URL.</p>}
 *     onOpen={openEditForm}
 *     actions={[
 *       // An icon button at the end of each row (the label is its tooltip, `name` its accessible name),
 *       // and an item of the row's context menu (right click, the context-menu key or Shift+F10).
 *       { id: 'copy', label: 'Copy short URL', name: (link) => `Copy short URL of ${link.alias}`,
 *         icon: 'copy', run: copy },
 *     ]}
 *     exportName="links"
 *   />
 * );
 * ```
 */

/** How many items a server page holds, or `'all'` for the whole collection (loaded with progress, cancellable). */
export type PageSize = 15 | 50 | 100 | 'all';
export const PAGE_SIZES: readonly PageSize[] = [15, 50, 100, 'all'];

/** What `useCollection` hands the load function: spread it into the `api.list…` request. */
export interface CollectionRequest {
  accountId: string;
  /** Lets a newer request cancel this one, and matches `progress` events when the whole collection loads. */
  requestId: string;
  /** Absent when the whole collection is asked for. */
  page?: number;
  limit?: number;
}

export type CollectionLoader<T> = (
  request: CollectionRequest,
  query: string,
) => Promise<Result<Cached<Listing<T>>>>;

export interface CollectionOptions<T> {
  load: CollectionLoader<T>;
  /** The item's id; `null` makes it read-only in the list (not selectable, never deleted), e.g. shared domains. */
  getId: (item: T) => number | null;
  /** What deletes of this collection are sent as; without it the list offers no delete. */
  kind?: DeletableKind;
  /** The items' name, for counts and toasts: "3 links", "Deleted 2 links". */
  noun: { one: string; other: string };
  /** One item's name in a toast: Deleted “my-alias”. Without it a single delete reads "Deleted 1 link". */
  describe?: (item: T) => string;
  /** `'server'`: changing the query reloads (the load function sends it); `'local'`: filters loaded items. */
  search?: 'server' | 'local';
  /** The page size to start with; 15 unless said. */
  initialPageSize?: PageSize;
  /**
   * What else the load function asks the installation for (a status filter): a change loads again, and the
   * window remembers each answer apart.
   */
  scope?: string;
  /** The text a local search looks in; every text and number of the item unless said. */
  searchText?: (item: T) => string;
}

export type CollectionStatus = 'loading' | 'ready' | 'error';

export interface SortState {
  columnId: string;
  direction: 'ascending' | 'descending';
}

/** What `useCollection` answers: state for `<DataList>`, and the actions screens call from their commands. */
export interface Collection<T> {
  readonly options: CollectionOptions<T>;
  /** The active account the items belong to (null when there is none). */
  accountId: string | null;
  /** `loading` only until the first answer; later reloads keep the items and set `reloading`. */
  status: CollectionStatus;
  reloading: boolean;
  /**
   * When the items shown were read, while they are the window's memory of an earlier visit (over five minutes
   * old) and the list is being read again; null once the installation answered, or when nothing old is shown.
   */
  rememberedAt: number | null;
  /** The loaded items, without those waiting to be deleted (not yet filtered or sorted: DataList does that). */
  items: T[];
  /** How many items the installation says the collection holds (without pending deletes). */
  total: number;
  /** Why the last load failed, for the error banner (the items of an earlier load stay shown). */
  error: AppErrorData | null;
  /** Set when the items come from the offline cache, for the stale banner. */
  stale: Staleness | null;
  /** Items the installation sent that could not be read: left out of `items`, and said above the list. */
  skipped: SkippedItems | null;
  /** How far an `'all'` load has come, while it runs. */
  progress: { loaded: number; total: number } | null;

  page: number;
  maxPage: number;
  pageSize: PageSize;
  setPage: (page: number) => void;
  setPageSize: (size: PageSize) => void;

  query: string;
  setQuery: (query: string) => void;
  sort: SortState | null;
  /**
   * Sorts by the column, in `first` direction first (ascending unless told: numbers people rank, such as
   * clicks, start descending), then the other; the same column a third time clears the sort.
   */
  toggleSort: (columnId: string, first?: SortState['direction']) => void;

  /** Ids of the selected items; only loaded, selectable items. */
  selectedIds: number[];
  selectedItems: T[];
  setSelection: (ids: number[]) => void;
  isSelected: (id: number) => boolean;

  /** Loads again what is shown (same page and size); cancels a load still running. */
  reload: () => void;
  /**
   * Loads the first page again in the installation's own order (newest first), with no search and no sort:
   * where an item just made comes first.
   */
  reloadFromStart: () => void;
  /** Cancels an `'all'` load that is running; the items already shown stay. */
  cancelLoad: () => void;
  /** Schedules the selected items' delete (undo toast, hidden at once); does nothing without `kind` or selection. */
  deleteSelection: () => void;
  /** Schedules one item's delete, e.g. from a row action or an edit form. */
  deleteItem: (item: T) => void;

  /** The id of the list's search box; `focusSearch` is what the screen's `/` shortcut calls. */
  searchId: string;
  focusSearch: () => void;
}

/** One column of the list: its value drives sorting, the local search and the CSV export. */
export interface Column<T> {
  id: string;
  title: string;
  value: (item: T) => string | number | boolean | null;
  /** How the cell looks; the value as text when absent. */
  render?: (item: T) => ReactNode;
  /**
   * A CSS grid track: '2fr', '8rem', 'minmax(10rem, 1fr)'. Default '1fr' (at least 6rem). Flexible columns
   * share what the fixed ones leave; the grid never scrolls sideways (see `dropOrder`).
   */
  width?: string;
  /**
   * When the grid is too narrow for every column at its minimum width, columns with a `dropOrder` are left
   * out, the lowest first (the export keeps them). Without one the column always shows.
   */
  dropOrder?: number;
  /** The first click's direction; descending for columns of numbers (most clicks first), else ascending. */
  sortFirst?: 'ascending' | 'descending';
  align?: 'start' | 'end';
  /** Default true. */
  sortable?: boolean;
  /** Included in the CSV export; default true. */
  exported?: boolean;
  /** Shown in the list; default true. `false` makes a column for the CSV export only (an id, a long URL). */
  shown?: boolean;
}

/**
 * Something one row offers: an icon button at the end of the row (its tooltip the label), and an item of the
 * row's context menu.
 */
export interface RowAction<T> {
  id: string;
  /** Short, for the tooltip and the menu: "Edit", "Copy short URL". */
  label: string;
  /** The button's accessible name, which says the row: "Edit spring-sale". */
  name: (item: T) => string;
  /** Drawn by CSS (row-icons.css), so a row brings no SVG: rows mount on every scrolled frame. */
  icon: RowIconName;
  run: (item: T) => void;
  /** Destructive (delete): red, and after a separator in the menu. */
  tone?: 'danger';
  /** Whether this row offers it (a shared domain cannot be edited); every row unless said. */
  available?: (item: T) => boolean;
  /** Offered in the row's context menu only, where one more button would crowd the row ("Add to campaign…"). */
  menuOnly?: boolean;
}

export interface DataListProps<T> {
  collection: Collection<T>;
  columns: Column<T>[];
  /** The list's accessible name, e.g. "Links". */
  label: string;
  /** Shown when the collection is empty: say what to do ("Choose New link to …"). */
  emptyState: ReactNode;
  /** Enter or double click on a row. */
  onOpen?: (item: T) => void;
  /** What each row offers: icon buttons at the end of the row, and the row's context menu. */
  actions?: RowAction<T>[];
  /** The CSV file's suggested name, without extension: "links" → links-2025-03-05.csv. No export without it. */
  exportName?: string;
  /** Extra controls in the list's toolbar, before search (e.g. a "New link" button). */
  toolbar?: ReactNode;
  /** The search box's label; "Search <label>" unless said. */
  searchLabel?: string;
  /** Row height in pixels (rows are virtualised at one height); default 44. */
  rowHeight?: number;
  /** Rows whose details show beside the list (`useShownItem` in components/detail-pane/). */
  detail?: RowDetail<T>;
  /** Draws each row's element in place of the plain one, e.g. to make rows drop targets (see `RowFrame`). */
  rowFrame?: RowFrame<T>;
  /** False for a collection installations answer whole (users): no pages, no page size. Default true. */
  paged?: boolean;
}

/**
 * A row's own element, for lists whose rows do more than the grid knows of (a campaign taking dropped links). It
 * must render one element with `rowProps` (merged with its own) around `children`. A stable component: rows are
 * memoised, and a new one each render would mount every row again.
 */
export type RowFrame<T> = ComponentType<{
  item: T;
  rowProps: HTMLAttributes<HTMLDivElement> & { 'data-index': number };
  children: ReactNode;
}>;

/**
 * A list with a detail pane: a click on a row shows its details; while they show, the arrow keys move them
 * to the next row, and Esc in the list hides them.
 */
export interface RowDetail<T> {
  /** The id of the row whose details are shown; null when none are. */
  shownId: number | null;
  show: (item: T) => void;
  hide: () => void;
}
