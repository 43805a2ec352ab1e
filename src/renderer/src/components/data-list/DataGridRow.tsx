import { memo, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { formatCount } from '../format.ts';
import { RowActionButtons } from './RowActionButtons.tsx';
import type { Column, RowAction, RowFrame } from './types.ts';

export interface RowEvents<T> {
  focus: (index: number) => void;
  keyDown: (event: KeyboardEvent<HTMLDivElement>, index: number, item: T) => void;
  open: (item: T) => void;
  toggle: (index: number, range: boolean) => void;
  /** A click on the row itself (not on its buttons or checkbox): its details, where the list has a pane. */
  show: (item: T) => void;
}

interface DataGridRowProps<T> {
  item: T;
  index: number;
  id: number | null;
  selected: boolean;
  /** The row in the tab order. */
  active: boolean;
  /** Its details show beside the list. */
  shown: boolean;
  /** Its context menu is open: the row stays marked while the menu covers part of it. */
  menuOpen: boolean;
  selectable: boolean;
  columns: Column<T>[];
  actions?: readonly RowAction<T>[];
  events: RowEvents<T>;
  frame?: RowFrame<T> | undefined;
}

export function cellText(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'number' ? formatCount(value) : value;
}

function Row<T>({
  item,
  index,
  id,
  selected,
  active,
  shown,
  menuOpen,
  selectable,
  columns,
  ...rest
}: DataGridRowProps<T>) {
  const { actions, events, frame: Frame } = rest;
  const rowProps = {
    role: 'row',
    'data-index': index,
    'aria-rowindex': index + 2,
    'aria-selected': selectable ? selected : undefined,
    'aria-current': shown || undefined,
    tabIndex: active ? 0 : -1,
    className: `data-grid-row data-grid-item${selected ? ' is-selected' : ''}${shown ? ' is-shown' : ''}${menuOpen ? ' has-menu' : ''}`,
    onFocus: (event: FocusEvent<HTMLDivElement>) => {
      if (event.target === event.currentTarget) events.focus(index);
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => events.keyDown(event, index, item),
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      if (!(event.target as HTMLElement).closest('button, input, a')) events.show(item);
    },
    onDoubleClick: () => events.open(item),
  };
  const cells = (
    <>
      {selectable ? (
        <div role="gridcell" className="data-grid-cell data-grid-select">
          {id === null ? null : (
            <input
              type="checkbox"
              tabIndex={-1}
              aria-label={`Select ${cellText(columns[0]?.value(item) ?? String(id))}`}
              checked={selected}
              onChange={() => {}}
              onClick={(event) => events.toggle(index, event.shiftKey)}
            />
          )}
        </div>
      ) : null}
      {columns.map((column) => {
        const content = column.render ? column.render(item) : cellText(column.value(item));
        // Text clips here; what a column draws clips its own long parts (data-list.css says why).
        const isText = typeof content === 'string' || typeof content === 'number';
        return (
          <div
            key={column.id}
            role="gridcell"
            className={`data-grid-cell${isText ? ' data-grid-text' : ''}${column.align === 'end' ? ' data-grid-end' : ''}`}
          >
            {content}
          </div>
        );
      })}
      {actions ? (
        <div role="gridcell" className="data-grid-cell data-grid-actions">
          <RowActionButtons actions={actions} item={item} />
        </div>
      ) : null}
    </>
  );
  return Frame ? (
    <Frame item={item} rowProps={rowProps}>
      {cells}
    </Frame>
  ) : (
    <div {...rowProps}>{cells}</div>
  );
}

/** One row; memoised, so scrolling renders only the rows that come into view. */
export const DataGridRow = memo(Row) as typeof Row;
