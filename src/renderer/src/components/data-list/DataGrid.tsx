import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fitColumns } from './column-fit.ts';
import { DataGridHeader } from './DataGridHeader.tsx';
import type { RowEvents } from './DataGridRow.tsx';
import { DataGridRows, type RowsHandle } from './DataGridRows.tsx';
import { actionsOf, buttonActions } from './row-actions.ts';
import { RowContextMenu } from './RowContextMenu.tsx';
import type { Column, RowAction, RowDetail, RowFrame, SortState } from './types.ts';
import { remInPixels, useWidth } from '../primitives/use-width.ts';
import { useSharedTooltip } from '../primitives/use-shared-tooltip.tsx';

interface DataGridProps<T> {
  rows: T[];
  columns: Column<T>[];
  label: string;
  getId: (item: T) => number | null;
  /** The row's name for its context menu ("alias-1"). */
  describe: (item: T) => string;
  /** Whether rows have checkboxes (collections that can be deleted). */
  selectable: boolean;
  isSelected: (id: number) => boolean;
  /** A row's checkbox was clicked; `range` when Shift was held. */
  onToggle: (index: number, range: boolean) => void;
  allSelected: 'all' | 'some' | 'none';
  onToggleAll: () => void;
  /** The rows are loading again (another page size, page or search): select-all waits for what will be shown. */
  rowsReplacing: boolean;
  sort: SortState | null;
  onSort: (column: Column<T>) => void;
  onOpen?: (item: T) => void;
  actions?: RowAction<T>[];
  detail?: RowDetail<T>;
  rowFrame?: RowFrame<T>;
  rowHeight: number;
  noun: string;
}

const SELECT_TRACK = '2.5rem';
/** Space between tracks and at both ends of a row (--space-2). */
const GAP_PX = 8;

/** The keys that open a focused row's context menu, as they open one anywhere else. */
const isMenuKey = (event: KeyboardEvent) =>
  event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');

/**
 * The rows as an ARIA grid: only the rows in view are in the page (10,000 rows scroll like 20), each with
 * its index in aria-rowindex so screen readers still hear "row 512 of 10,001". One row is in the tab order;
 * arrows, Home/End and Page Up/Down move between rows, Enter opens, Space selects, the context-menu key or
 * Shift+F10 opens the row's menu. With a detail pane, a click shows a row's details, the arrows take them
 * along, and Esc hides them. The columns share the grid's width (column-fit.ts): it scrolls only down.
 */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { rows, columns, label, getId, selectable, actions, rowHeight, onOpen, detail } = props;
  const gridRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [menu, setMenu] = useState<{ item: T; index: number; fromKeyboard: boolean } | null>(null);
  const menuIndex = useRef(0);
  const focusPending = useRef(false);
  const width = useWidth(gridRef);
  const rowsHandle = useRef<RowsHandle>(null);
  // The body that scrolls, as state: the rows need it on their first render, and a ref is only set after them.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const rowTooltip = useSharedTooltip(scrollElement);
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1));

  const hasActions = actions !== undefined && actions.length > 0;
  // The row's buttons lie over its end while it is pointed at, focused or shown (data-list.css), so they
  // take no column: the text has the whole width the rest of the time.
  const hasButtons = hasActions && buttonActions(actions).length > 0;
  const fit = useMemo(
    () =>
      fitColumns(
        columns.map((column) => ({ track: column.width ?? '1fr', dropOrder: column.dropOrder })),
        {
          width: Math.max(0, width - 2 * GAP_PX),
          gap: GAP_PX,
          remPx: width > 0 ? remInPixels() : 16,
          fixedBefore: selectable ? [SELECT_TRACK] : [],
          fixedAfter: [],
        },
      ),
    [columns, width, selectable],
  );
  const shownColumns = useMemo(() => fit.shown.map((index) => columns[index]!), [fit, columns]);
  const template = [...(selectable ? [SELECT_TRACK] : []), ...fit.tracks].join(' ');

  useEffect(() => {
    if (!focusPending.current) return;
    const row = scrollElement?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    if (row) {
      focusPending.current = false;
      row.focus({ preventScroll: true });
    }
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    focusPending.current = true;
    setActive(next);
    rowsHandle.current?.scrollToIndex(next);
    // Details that show follow the keyboard, so a person reads item after item without a click.
    if (detail && detail.shownId !== null && rows[next] !== undefined) detail.show(rows[next]);
  };

  // Details shown from elsewhere (a link just created, the command palette) bring their row into view and into
  // the tab order. The keyboard's own moves are there already, so for them this changes nothing.
  const shownId = detail?.shownId ?? null;
  const latestRows = useRef({ rows, getId });
  useEffect(() => {
    latestRows.current = { rows, getId };
  });
  useEffect(() => {
    if (shownId === null) return;
    const { rows: current, getId: idOf } = latestRows.current;
    const index = current.findIndex((item) => idOf(item) === shownId);
    if (index === -1) return;
    setActive(index);
    rowsHandle.current?.scrollToIndex(index);
  }, [shownId]);

  const pageRows = () =>
    Math.max(1, Math.floor((scrollElement?.clientHeight ?? rowHeight * 10) / rowHeight) - 1);

  const openMenuFromKeyboard = (row: HTMLElement, index: number, item: T) => {
    const box = row.getBoundingClientRect();
    setMenu({ item, index, fromKeyboard: true });
    // The same event a right click sends, placed under the row's start, so the menu opens where a mouse
    // user's would and Radix sees one way of opening.
    row.dispatchEvent(
      new MouseEvent('contextmenu', {
        bubbles: true,
        cancelable: true,
        clientX: box.left + Math.min(48, box.width / 4),
        clientY: box.bottom - 4,
      }),
    );
  };

  // After the menu: back to its row, or where that row was when its action took it away (a delete).
  const returnFocus = () => {
    const index = Math.min(menuIndex.current, rows.length - 1);
    const row = scrollElement?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (row) row.focus({ preventScroll: true });
    else if (index >= 0) moveTo(index);
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, item: T) => {
    if (isMenuKey(event) && hasActions) {
      event.preventDefault();
      openMenuFromKeyboard(event.currentTarget, index, item);
      return;
    }
    // Other keys typed into a row's buttons or checkbox belong to them.
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
      PageDown: index + pageRows(),
      PageUp: index - pageRows(),
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen(item);
    } else if (event.key === ' ' && selectable && getId(item) !== null) {
      event.preventDefault();
      props.onToggle(index, event.shiftKey);
    } else if (event.key === 'Escape' && detail && detail.shownId !== null) {
      event.preventDefault();
      event.stopPropagation();
      detail.hide();
    }
  };

  // Stable for the rows' sake: a scroll re-renders the grid, and rows whose props did not change are skipped.
  const latest = useRef({ onRowKeyDown, onOpen, onToggle: props.onToggle, show: detail?.show });
  useEffect(() => {
    latest.current = { onRowKeyDown, onOpen, onToggle: props.onToggle, show: detail?.show };
  });
  const events = useMemo<RowEvents<T>>(
    () => ({
      focus: (index) => setActive(index),
      keyDown: (event, index, item) => latest.current.onRowKeyDown(event, index, item),
      open: (item) => latest.current.onOpen?.(item),
      toggle: (index, range) => latest.current.onToggle(index, range),
      show: (item) => latest.current.show?.(item),
    }),
    [],
  );

  const body = (
    <div
      role="rowgroup"
      ref={setScrollElement}
      className="data-grid-body"
      style={{ height: `${Math.max(1, rows.length) * rowHeight}px` }}
      onContextMenu={(event) => {
        const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
        const index = row ? Number(row.dataset.index) : -1;
        const item = rows[index];
        // Only a row with something to offer opens the menu (preventing the default keeps Radix's closed).
        if (!actions || item === undefined || actionsOf(actions, item).length === 0) {
          event.preventDefault();
          return;
        }
        menuIndex.current = index;
        setActive(index);
        setMenu((current) =>
          current?.fromKeyboard && current.index === index ? current : { item, index, fromKeyboard: false },
        );
      }}
    >
      <DataGridRows
        handle={rowsHandle}
        scrollElement={scrollElement}
        rows={rows}
        getId={getId}
        isSelected={props.isSelected}
        activeIndex={activeIndex}
        shownId={detail?.shownId ?? null}
        menuIndex={menu?.index ?? null}
        selectable={selectable}
        columns={shownColumns}
        template={template}
        rowHeight={rowHeight}
        actions={hasButtons ? actions : undefined}
        events={events}
        frame={props.rowFrame}
      />
    </div>
  );

  return (
    <div
      role="grid"
      ref={gridRef}
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={shownColumns.length + (selectable ? 1 : 0) + (hasButtons ? 1 : 0)}
      aria-multiselectable={selectable || undefined}
      className="data-grid"
    >
      <DataGridHeader
        columns={shownColumns}
        template={template}
        selectable={selectable}
        hasActions={hasButtons}
        allSelected={props.allSelected}
        onToggleAll={props.onToggleAll}
        selectAllDisabled={rows.length === 0 || props.rowsReplacing}
        noun={props.noun}
        sort={props.sort}
        onSort={props.onSort}
      />
      {hasActions ? (
        <RowContextMenu
          actions={actions}
          item={menu?.item ?? null}
          title={menu ? props.describe(menu.item) : ''}
          fromKeyboard={menu?.fromKeyboard ?? false}
          onOpenChange={(open) => {
            if (!open) setMenu(null);
          }}
          onReturnFocus={returnFocus}
        >
          {body}
        </RowContextMenu>
      ) : (
        body
      )}
      {rowTooltip}
    </div>
  );
}
