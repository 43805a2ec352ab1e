import Check from 'lucide-react/icons/check';
import { memo, type FocusEvent, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { useDrag, type DragPreviewRenderer } from 'react-aria/useDrag';
import { mergeProps } from 'react-aria/mergeProps';
import type { Assignable } from './assignables.ts';
import { dragItemsOf } from './drag-data.ts';

export interface SourceRowEvents {
  /** What dragging this row carries: the selection when the row is in it, otherwise the row alone. */
  dragged: (item: Assignable) => readonly Assignable[];
  /** The row a drag starts from stays mounted until it ends, or the drag is lost (the list is virtual). */
  dragStarted: (index: number) => void;
  dragEnded: () => void;
  focus: (index: number) => void;
  toggle: (index: number, range: boolean) => void;
  keyDown: (event: KeyboardEvent<HTMLDivElement>, index: number) => void;
}

interface SourceRowProps {
  item: Assignable;
  index: number;
  /** Where the row sits in the scrolled list, in pixels from its top. */
  top: number;
  selected: boolean;
  /** The row in the tab order. */
  active: boolean;
  detail: string;
  preview: RefObject<DragPreviewRenderer | null>;
  events: SourceRowEvents;
}

/**
 * One link or QR code that can be dragged onto a campaign or channel: with the mouse, or by pressing Enter on it
 * and Tab to the target. No separate drag handle: react-aria's handles are buttons, whose press handling writes a
 * style element the window's content policy refuses.
 */
function Row({ item, index, top, selected, active, detail, preview, events }: SourceRowProps) {
  const { dragProps, isDragging } = useDrag({
    getItems: () => dragItemsOf(events.dragged(item)),
    onDragStart: () => events.dragStarted(index),
    getAllowedDropOperations: () => ['copy'],
    preview,
    onDragEnd: events.dragEnded,
  });
  const own = {
    onFocus: (event: FocusEvent<HTMLDivElement>) => {
      if (event.target === event.currentTarget) events.focus(index);
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => events.keyDown(event, index),
    // A click without a pointer (a screen reader's) starts a drag in react-aria's handler; it selects nothing.
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      if (event.detail > 0) events.toggle(index, event.shiftKey);
    },
  };
  return (
    <div
      {...mergeProps(dragProps, own)}
      role="option"
      aria-selected={selected}
      tabIndex={active ? 0 : -1}
      data-index={index}
      className={`source-row${selected ? ' is-selected' : ''}${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: `translateY(${top}px)` }}
    >
      <span className={`source-check${selected ? ' is-checked' : ''}`} aria-hidden="true">
        {selected ? <Check size={12} strokeWidth={3} /> : null}
      </span>
      <span className="source-row-text">
        <span className="source-row-label">{item.label}</span>
        <span className="source-row-detail">{detail}</span>
      </span>
    </div>
  );
}

/** Memoised: scrolling renders only the rows that come into view. */
export const SourceRow = memo(Row);
