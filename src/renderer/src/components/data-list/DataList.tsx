import RefreshCw from 'lucide-react/icons/refresh-cw';
import Search from 'lucide-react/icons/search';
import { useMemo, useRef } from 'react';
import { useAppState } from '../../store/StoreContext.tsx';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { formatCount } from '../format.ts';
import { IconButton } from '../primitives/IconButton.tsx';
import { TooltipProvider } from '../primitives/Tooltip.tsx';
import { StaleNotice } from '../StaleNotice.tsx';
import { RememberedNotice } from './RememberedNotice.tsx';
import { DataGrid } from './DataGrid.tsx';
import { cellText } from './DataGridRow.tsx';
import { ExportButton } from './ExportButton.tsx';
import { saveCsv } from './export.ts';
import { useSavedFileToast } from '../toasts/use-saved-file-toast.ts';
import { Pager } from './Pager.tsx';
import { sortItems } from './search.ts';
import { firstDirection } from './sort-order.ts';
import { SortNote } from './SortNote.tsx';
import type { Column, DataListProps } from './types.ts';
import './data-list.css';

const SKELETON_ROWS = 6;

/**
 * The list every collection screen shows (see types.ts for how screens use it): toolbar (search, bulk
 * delete, export), banners (offline, failure, whole-collection progress), the rows or a skeleton or the
 * empty state, then paging, and a live region that says what is shown.
 */
export function DataList<T>(props: DataListProps<T>) {
  const { collection, columns, label, rowHeight = 44 } = props;
  const { options, items, status } = collection;
  const anchor = useRef<number | null>(null);
  const api = useAppState((state) => state.api);
  // A finished export is said in a toast, as every finished action is, with the file a click away.
  const showToast = useAppState((state) => state.showToast);
  const exported = useSavedFileToast(api);

  const rows = useMemo(() => sortItems(items, columns, collection.sort), [items, columns, collection.sort]);
  const shownColumns = useMemo(() => columns.filter((column) => column.shown !== false), [columns]);
  // The ids select-all takes, made only while something is selected or select-all is chosen: a search typed
  // over tens of thousands of rows would otherwise build the array again on every keystroke.
  const selectableIds = () =>
    rows.map((item) => options.getId(item)).filter((id): id is number => id !== null);
  const selectable = options.kind !== undefined;
  const selectedCount = collection.selectedIds.length;
  const allSelected =
    selectedCount === 0 ? 'none' : selectedCount >= selectableIds().length ? 'all' : ('some' as const);
  const noun = (count: number) => (count === 1 ? options.noun.one : options.noun.other);
  const describe = (item: T) => options.describe?.(item) ?? cellText(shownColumns[0]?.value(item) ?? null);

  const sortBy = (column: Column<T>) => collection.toggleSort(column.id, firstDirection(column, items));
  // Sorting orders what is loaded; one page of several is not the collection.
  const sortsOnePage =
    collection.sort !== null && collection.pageSize !== 'all' && collection.maxPage > 1 && status === 'ready';

  const onToggle = (index: number, range: boolean) => {
    const id = options.getId(rows[index]!);
    if (id === null) return;
    const selected = new Set(collection.selectedIds);
    const turnOn = !selected.has(id);
    if (range && anchor.current !== null && anchor.current < rows.length) {
      // Shift-click gives the whole stretch from the last clicked row the state this row is getting.
      const [from, to] = anchor.current < index ? [anchor.current, index] : [index, anchor.current];
      for (const item of rows.slice(from, to + 1)) {
        const rowId = options.getId(item);
        if (rowId === null) continue;
        if (turnOn) selected.add(rowId);
        else selected.delete(rowId);
      }
    } else if (turnOn) selected.add(id);
    else selected.delete(id);
    anchor.current = index;
    collection.setSelection([...selected]);
  };

  const loadingAll = collection.pageSize === 'all' && (status === 'loading' || collection.reloading);
  const searchId = collection.searchId;
  const shown = `${items.length.toLocaleString()} ${noun(items.length)}`;
  const announcement =
    status === 'loading'
      ? `Loading ${options.noun.other}…`
      : [
          collection.query.trim() && !(options.search === 'server')
            ? `${shown} match “${collection.query.trim()}”.`
            : `Showing ${shown} of ${collection.total.toLocaleString()}.`,
          selectedCount > 0 ? `${selectedCount} selected.` : '',
        ]
          .filter(Boolean)
          .join(' ');

  const query = collection.query.trim();
  const total =
    status === 'loading'
      ? ''
      : query && options.search !== 'server'
        ? `${formatCount(items.length)} of ${formatCount(collection.total)} ${noun(collection.total)}`
        : `${formatCount(collection.total)} ${noun(collection.total)}${query ? ' found' : ''}`;

  const searchLabel = props.searchLabel ?? `Search ${label.toLowerCase()}`;
  return (
    <TooltipProvider>
      <section className="data-list" aria-label={label}>
        <div className="data-list-toolbar">
          {props.toolbar}
          <div className="data-list-search">
            <label htmlFor={searchId} className="visually-hidden">
              {searchLabel}
            </label>
            <Search aria-hidden="true" size={16} className="data-list-search-icon" />
            <input
              id={searchId}
              type="search"
              className="input data-list-search-input"
              placeholder={`${searchLabel}…`}
              value={collection.query}
              onChange={(event) => collection.setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && collection.query) {
                  event.stopPropagation();
                  collection.setQuery('');
                }
              }}
            />
          </div>
          <span className="data-list-toolbar-end" />
          {/* An area opened again shows what the window remembers; this asks the installation now. */}
          <IconButton
            icon={RefreshCw}
            label={`Refresh ${options.noun.other}`}
            tooltip="Refresh"
            aria-disabled={collection.reloading || status === 'loading' || undefined}
            onClick={() => {
              if (!collection.reloading && status !== 'loading') collection.reload();
            }}
          />
          {selectable && selectedCount > 0 ? (
            <button type="button" className="button button-danger" onClick={collection.deleteSelection}>
              {`Delete ${formatCount(selectedCount)} selected`}
            </button>
          ) : null}
          {props.exportName ? (
            <ExportButton
              disabled={rows.length === 0}
              onExport={async () => {
                const outcome = await saveCsv(api, props.exportName!, rows, columns, options.noun);
                if (outcome?.saved) exported(outcome.message, outcome.savedId);
                else if (outcome) showToast(outcome.problem, { tone: 'problem' });
              }}
            />
          ) : null}
        </div>

        {collection.stale ? (
          <StaleNotice
            stale={collection.stale}
            subject={`your ${options.noun.other}`}
            onRetry={collection.reload}
            busy={collection.reloading}
          />
        ) : null}
        <RememberedNotice at={collection.rememberedAt} subject={`your ${options.noun.other}`} />
        {collection.skipped ? (
          <p className="form-warning" role="note">
            {`${collection.skipped.count === 1 ? 'One item' : `${collection.skipped.count} items`} the installation sent could not be read and ${collection.skipped.count === 1 ? 'is' : 'are'} not shown. ${collection.skipped.reason}`}
          </p>
        ) : null}
        <ErrorAlert
          error={collection.error}
          title={`Linkdesk could not load your ${options.noun.other}.`}
          onRetry={collection.reload}
        />
        {loadingAll ? (
          <div className="data-list-progress">
            <p>
              {collection.progress
                ? `Loading ${collection.progress.loaded.toLocaleString()} of ${collection.progress.total.toLocaleString()} ${options.noun.other}…`
                : `Loading all ${options.noun.other}…`}
            </p>
            {collection.progress ? (
              <progress
                max={collection.progress.total}
                value={collection.progress.loaded}
                aria-label="Loading"
              />
            ) : null}
            <button type="button" className="button" onClick={collection.cancelLoad}>
              Stop loading
            </button>
          </div>
        ) : null}

        {sortsOnePage ? (
          <SortNote
            sort={collection.sort!}
            columns={columns}
            loaded={items.length}
            total={collection.total}
            noun={options.noun}
            onLoadAll={() => collection.setPageSize('all')}
          />
        ) : null}

        {status === 'loading' ? (
          <div className="data-list-skeleton" aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <div key={index} className="data-list-skeleton-row" />
            ))}
          </div>
        ) : status === 'error' ? null : items.length === 0 ? (
          <div className="data-list-empty">
            {collection.query.trim() ? (
              <p>{`No ${options.noun.other} match “${collection.query.trim()}”. Try other words, or clear the search.`}</p>
            ) : (
              props.emptyState
            )}
          </div>
        ) : (
          <DataGrid
            rows={rows}
            columns={shownColumns}
            label={label}
            getId={options.getId}
            describe={describe}
            selectable={selectable}
            isSelected={collection.isSelected}
            onToggle={onToggle}
            allSelected={allSelected}
            onToggleAll={() => collection.setSelection(allSelected === 'all' ? [] : selectableIds())}
            rowsReplacing={collection.reloading}
            sort={collection.sort}
            onSort={sortBy}
            onOpen={props.onOpen}
            actions={props.actions}
            detail={props.detail}
            rowFrame={props.rowFrame}
            rowHeight={rowHeight}
            noun={options.noun.other}
          />
        )}

        {props.paged === false ? (
          total ? (
            <p className="data-list-pager">
              <span className="data-list-total">{total}</span>
            </p>
          ) : null
        ) : (
          <Pager
            total={total}
            page={collection.page}
            maxPage={collection.maxPage}
            pageSize={collection.pageSize}
            busy={collection.reloading}
            onPage={collection.setPage}
            onPageSize={collection.setPageSize}
          />
        )}
        <p role="status" aria-live="polite" className="visually-hidden">
          {announcement}
        </p>
      </section>
    </TooltipProvider>
  );
}
