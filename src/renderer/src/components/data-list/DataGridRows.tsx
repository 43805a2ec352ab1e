import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useImperativeHandle, type RefObject } from 'react';
import { DataGridRow, type RowEvents } from './DataGridRow.tsx';
import type { Column, RowAction, RowFrame } from './types.ts';

/**
 * Rows drawn beyond the visible ones, so a fast scroll rarely shows a gap: 176 px each way, a few frames of a
 * quick wheel. Each row mounted is painted again on every scrolled frame, so more cost more: eight made frames
 * about 1.5 ms slower at 2,000 rows (npm run bench:lists).
 */
const OVERSCAN = 4;

/** What the grid asks of its rows: bringing one into view for the keyboard. */
export interface RowsHandle {
  scrollToIndex: (index: number) => void;
}

interface DataGridRowsProps<T> {
  handle: RefObject<RowsHandle | null>;
  /** The grid's body, which scrolls; null before it is in the page. */
  scrollElement: HTMLDivElement | null;
  rows: T[];
  getId: (item: T) => number | null;
  isSelected: (id: number) => boolean;
  activeIndex: number;
  shownId: number | null;
  /** The row whose context menu is open, if any. */
  menuIndex: number | null;
  selectable: boolean;
  columns: Column<T>[];
  template: string;
  rowHeight: number;
  actions?: readonly RowAction<T>[];
  events: RowEvents<T>;
  frame?: RowFrame<T>;
}

/**
 * The rows in view, and only they: a component of their own, so that a scroll renders these and not the
 * grid around them (its header, its context menu). They stay in the flow after a padding as high as the rows
 * above them (data-list.css says why).
 */
function Rows<T>(props: DataGridRowsProps<T>) {
  const { rows, getId, columns, template, rowHeight, actions, events } = props;
  // The virtualiser keeps its own mutable state, so React's compiler leaves this component as written.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => props.scrollElement,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
  });
  useImperativeHandle(
    props.handle,
    () => ({ scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) }),
    [virtualizer],
  );
  const shown = virtualizer.getVirtualItems();
  return (
    <div
      role="presentation"
      className="data-grid-rows"
      style={{
        height: virtualizer.getTotalSize(),
        paddingTop: shown[0]?.start ?? 0,
        // Every row's columns and height, said once here rather than in each row's own style.
        ['--row-columns' as string]: template,
        ['--row-height' as string]: `${rowHeight}px`,
      }}
    >
      {shown.map((virtual) => {
        const item = rows[virtual.index]!;
        const id = getId(item);
        return (
          <DataGridRow
            key={virtual.key}
            item={item}
            index={virtual.index}
            id={id}
            selected={id !== null && props.isSelected(id)}
            active={virtual.index === props.activeIndex}
            shown={id !== null && props.shownId === id}
            menuOpen={props.menuIndex === virtual.index}
            selectable={props.selectable}
            columns={columns}
            actions={actions}
            events={events}
            frame={props.frame}
          />
        );
      })}
    </div>
  );
}

export const DataGridRows = memo(Rows) as typeof Rows;
