import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { DataGridRow, type RowEvents } from './DataGridRow.tsx';
import type { Column, SortState } from './types.ts';

interface DataGridProps<T> {
  rows: T[];
  columns: Column<T>[];
  label: string;
  getId: (item: T) => number | null;
  /** Whether rows have checkboxes (collections that can be deleted). */
  selectable: boolean;
  isSelected: (id: number) => boolean;
  /** A row's checkbox was clicked; `range` when Shift was held. */
  onToggle: (index: number, range: boolean) => void;
  allSelected: 'all' | 'some' | 'none';
  onToggleAll: () => void;
  sort: SortState | null;
  onSort: (columnId: string) => void;
  onOpen?: (item: T) => void;
  rowActions?: (item: T) => ReactNode;
  actionsWidth: string;
  rowHeight: number;
  noun: string;
}

const SELECT_TRACK = '2.75rem';
/** Rows drawn beyond the visible ones, so a fast scroll rarely shows a gap. */
const OVERSCAN = 8;

/**
 * The rows as an ARIA grid: only the rows in view are in the page (10,000 rows scroll like 20), each with
 * its index in aria-rowindex so screen readers still hear "row 512 of 10,001". One row is in the tab order;
 * arrows, Home/End and Page Up/Down move between rows, Enter opens, Space selects.
 */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { rows, columns, label, getId, selectable, rowActions, rowHeight, onOpen } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const focusPending = useRef(false);
  // The virtualiser keeps its own mutable state, so React's compiler leaves this component as written.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
  });
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1));

  const template = [
    ...(selectable ? [SELECT_TRACK] : []),
    ...columns.map((column) => column.width ?? '1fr'),
    ...(rowActions ? [props.actionsWidth] : []),
  ].join(' ');
  const minWidth = useMemo(() => minimumWidth(template), [template]);

  useEffect(() => {
    if (!focusPending.current) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    if (row) {
      focusPending.current = false;
      row.focus({ preventScroll: true });
    }
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    focusPending.current = true;
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const pageRows = () =>
    Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1);

  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, item: T) => {
    // Keys typed into a row's buttons or checkbox belong to them.
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
    }
  };

  // Stable for the rows' sake: a scroll re-renders the grid, and rows whose props did not change are skipped.
  const latest = useRef({ onRowKeyDown, onOpen, onToggle: props.onToggle });
  useEffect(() => {
    latest.current = { onRowKeyDown, onOpen, onToggle: props.onToggle };
  });
  const events = useMemo<RowEvents<T>>(
    () => ({
      focus: (index) => setActive(index),
      keyDown: (event, index, item) => latest.current.onRowKeyDown(event, index, item),
      open: (item) => latest.current.onOpen?.(item),
      toggle: (index, range) => latest.current.onToggle(index, range),
    }),
    [],
  );

  const sortOf = (column: Column<T>) =>
    props.sort?.columnId === column.id
      ? props.sort.direction
      : column.sortable === false
        ? undefined
        : 'none';

  return (
    <div
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0)}
      aria-multiselectable={selectable || undefined}
      className="data-grid"
      style={{ '--data-grid-min-width': minWidth } as CSSProperties}
    >
      <div role="rowgroup" className="data-grid-head">
        <div role="row" aria-rowindex={1} className="data-grid-row" style={{ gridTemplateColumns: template }}>
          {selectable ? (
            <div role="columnheader" className="data-grid-cell data-grid-select">
              <input
                type="checkbox"
                aria-label={`Select all ${props.noun} shown`}
                checked={props.allSelected === 'all'}
                ref={(input) => {
                  if (input) input.indeterminate = props.allSelected === 'some';
                }}
                onChange={props.onToggleAll}
                disabled={rows.length === 0}
              />
            </div>
          ) : null}
          {columns.map((column) => (
            <div
              key={column.id}
              role="columnheader"
              aria-sort={sortOf(column)}
              className={`data-grid-cell${column.align === 'end' ? ' data-grid-end' : ''}`}
            >
              {column.sortable === false ? (
                column.title
              ) : (
                <button type="button" className="data-grid-sort" onClick={() => props.onSort(column.id)}>
                  {column.title}
                  <span aria-hidden="true" className="data-grid-sort-mark">
                    {sortOf(column) === 'ascending' ? '▲' : sortOf(column) === 'descending' ? '▼' : ''}
                  </span>
                </button>
              )}
            </div>
          ))}
          {rowActions ? (
            <div role="columnheader" className="data-grid-cell">
              <span className="visually-hidden">Actions</span>
            </div>
          ) : null}
        </div>
      </div>
      <div
        role="rowgroup"
        ref={scrollRef}
        className="data-grid-body"
        style={{ height: `min(65vh, ${Math.max(1, rows.length) * rowHeight + 2}px)` }}
      >
        <div role="presentation" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((virtual) => {
            const item = rows[virtual.index]!;
            const id = getId(item);
            return (
              <DataGridRow
                key={virtual.key}
                item={item}
                index={virtual.index}
                start={virtual.start}
                id={id}
                selected={id !== null && props.isSelected(id)}
                active={virtual.index === activeIndex}
                selectable={selectable}
                columns={columns}
                template={template}
                rowHeight={rowHeight}
                rowActions={rowActions}
                events={events}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** Rem a flexible track without a stated minimum is allowed to shrink to. */
const FLEXIBLE_TRACK_REM = 6;

/**
 * The narrowest the columns can be: the sum of each track's fixed size or stated minimum. Below it the grid
 * scrolls sideways instead of cutting columns (and their buttons) off.
 */
export function minimumWidth(template: string): string {
  const tracks = template.match(/minmax\([^)]*\)|\S+/g) ?? [];
  let rem = 0;
  for (const track of tracks) {
    const first = /^minmax\(\s*([\d.]+)rem/.exec(track) ?? /^([\d.]+)rem$/.exec(track);
    rem += first ? Number(first[1]) : FLEXIBLE_TRACK_REM;
  }
  // Each row also has a column gap between tracks and padding at both ends (--space-2, 8px).
  return `calc(${rem}rem + ${tracks.length + 1} * var(--space-2))`;
}
