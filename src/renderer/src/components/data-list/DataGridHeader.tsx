import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { memo } from 'react';
import type { Column, SortState } from './types.ts';

interface DataGridHeaderProps<T> {
  columns: Column<T>[];
  template: string;
  selectable: boolean;
  hasActions: boolean;
  allSelected: 'all' | 'some' | 'none';
  onToggleAll: () => void;
  /** No rows, or rows about to be replaced: select-all would take nothing, or the rows going away. */
  selectAllDisabled: boolean;
  noun: string;
  sort: SortState | null;
  onSort: (column: Column<T>) => void;
}

/** The header row: select all, a sort button per sortable column (aria-sort says the order), the actions. */
function Header<T>(props: DataGridHeaderProps<T>) {
  const sortOf = (column: Column<T>) =>
    props.sort?.columnId === column.id
      ? props.sort.direction
      : column.sortable === false
        ? undefined
        : 'none';
  return (
    <div role="rowgroup" className="data-grid-head">
      <div
        role="row"
        aria-rowindex={1}
        className="data-grid-row"
        style={{ gridTemplateColumns: props.template }}
      >
        {props.selectable ? (
          <div role="columnheader" className="data-grid-cell data-grid-select">
            <input
              type="checkbox"
              aria-label={`Select all ${props.noun} shown`}
              checked={props.allSelected === 'all'}
              ref={(input) => {
                if (input) input.indeterminate = props.allSelected === 'some';
              }}
              onChange={props.onToggleAll}
              disabled={props.selectAllDisabled}
            />
          </div>
        ) : null}
        {props.columns.map((column) => {
          const sort = sortOf(column);
          return (
            <div
              key={column.id}
              role="columnheader"
              aria-sort={sort}
              className={`data-grid-cell data-grid-text${column.align === 'end' ? ' data-grid-end' : ''}`}
            >
              {column.sortable === false ? (
                <span className="data-grid-title" title={column.title}>
                  {column.title}
                </span>
              ) : (
                <button
                  type="button"
                  className="data-grid-sort"
                  title={column.title}
                  onClick={() => props.onSort(column)}
                >
                  <span className="data-grid-title">{column.title}</span>
                  {sort === 'ascending' ? (
                    <ArrowUp aria-hidden="true" size={14} className="data-grid-sort-mark" />
                  ) : sort === 'descending' ? (
                    <ArrowDown aria-hidden="true" size={14} className="data-grid-sort-mark" />
                  ) : null}
                </button>
              )}
            </div>
          );
        })}
        {/* The buttons lie over their row's end and take no column of their own: the header names them alone. */}
        {props.hasActions ? (
          <div role="columnheader" className="visually-hidden">
            Actions
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Memoised: the grid renders on every scroll frame, and React sets a controlled checkbox's `type` again on
 * each render, which makes the browser lay out the whole window instead of the rows alone.
 */
export const DataGridHeader = memo(Header) as typeof Header;
