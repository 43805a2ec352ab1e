import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DragPreview, type DragPreviewRenderer } from 'react-aria/useDrag';
import { assignableKey, countOf, type Assignable } from './assignables.ts';
import { dragType } from './drag-data.ts';
import { SourceRow, type SourceRowEvents } from './SourceRow.tsx';

/** Two lines of text: the item's name and its address. */
const ROW_HEIGHT = 48;
const OVERSCAN = 6;

interface SourceListProps {
  label: string;
  items: readonly Assignable[];
  selected: ReadonlySet<string>;
  onSelect: (keys: ReadonlySet<string>) => void;
  detail: (item: Assignable) => string;
  /** The sentence saying how to drag with the keyboard. */
  describedBy: string;
}

/**
 * The items to drag, as a virtual list that selects like a file list: a click or Space picks one, Shift adds the
 * range, Ctrl+A all that show. Enter starts a keyboard drag of the row, or of the selection when it is in it.
 */
export function SourceList({ label, items, selected, onSelect, detail, describedBy }: SourceListProps) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [active, setActive] = useState(0);
  const anchor = useRef<number | null>(null);
  const preview = useRef<DragPreviewRenderer | null>(null);
  // The row a drag started from: kept mounted while it lasts, even scrolled away.
  const dragging = useRef<number | null>(null);
  const latest = useRef({ items, selected });
  latest.current = { items, selected };

  const rangeExtractor = useCallback((range: Range) => {
    const shown = defaultRangeExtractor(range);
    const held = dragging.current;
    return held === null || shown.includes(held) ? shown : [...shown, held].sort((a, b) => a - b);
  }, []);
  // The virtualiser keeps its own mutable state, so React's compiler leaves this component as written.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    rangeExtractor,
  });

  const activeIndex = Math.min(active, Math.max(0, items.length - 1));
  const events = useMemo<SourceRowEvents>(() => {
    const focusRow = (index: number) => {
      setActive(index);
      virtualizer.scrollToIndex(index, { align: 'auto' });
      // The row may only now be mounted.
      requestAnimationFrame(() =>
        scroller?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus({ preventScroll: true }),
      );
    };
    const toggle = (index: number, range: boolean) => {
      const { items: all, selected: now } = latest.current;
      const next = new Set(now);
      // The anchor may be from before a search narrowed the list: then a click starts afresh.
      if (range && anchor.current !== null && anchor.current < all.length) {
        const [from, to] = [Math.min(anchor.current, index), Math.max(anchor.current, index)];
        for (let i = from; i <= to; i++) next.add(assignableKey(all[i]!));
      } else {
        const key = assignableKey(all[index]!);
        if (next.has(key)) next.delete(key);
        else next.add(key);
      }
      anchor.current = index;
      setActive(index);
      onSelect(next);
    };
    return {
      dragged: (item) => {
        const { items: all, selected: now } = latest.current;
        return now.has(assignableKey(item)) ? all.filter((each) => now.has(assignableKey(each))) : [item];
      },
      dragStarted: (index) => {
        dragging.current = index;
      },
      dragEnded: () => {
        dragging.current = null;
      },
      focus: setActive,
      toggle,
      keyDown: (event: KeyboardEvent<HTMLDivElement>, index: number) => {
        const last = latest.current.items.length - 1;
        const moves: Record<string, number> = {
          ArrowDown: Math.min(last, index + 1),
          ArrowUp: Math.max(0, index - 1),
          Home: 0,
          End: last,
          PageDown: Math.min(last, index + 8),
          PageUp: Math.max(0, index - 8),
        };
        if (event.key in moves) {
          event.preventDefault();
          focusRow(moves[event.key]!);
        } else if (event.key === ' ') {
          event.preventDefault();
          toggle(index, event.shiftKey);
        } else if (event.key === 'a' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          onSelect(new Set(latest.current.items.map(assignableKey)));
        }
      },
    };
  }, [virtualizer, scroller, onSelect]);

  return (
    <div
      ref={setScroller}
      className="source-list"
      role="listbox"
      aria-label={label}
      aria-multiselectable="true"
      aria-describedby={describedBy}
    >
      <div className="source-list-rows" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const item = items[virtual.index]!;
          const key = assignableKey(item);
          return (
            <SourceRow
              key={key}
              item={item}
              index={virtual.index}
              top={virtual.start}
              selected={selected.has(key)}
              active={virtual.index === activeIndex}
              detail={detail(item)}
              preview={preview}
              events={events}
            />
          );
        })}
      </div>
      <DragPreview ref={preview}>
        {(dragged) => <div className="drag-preview">{countOf(dragged.map(typeOfDragItem))}</div>}
      </DragPreview>
    </div>
  );
}

/** The kind of a dragged item, from its drag type. */
function typeOfDragItem(item: Record<string, string>): Pick<Assignable, 'type'> {
  return { type: dragType('qr') in item ? 'qr' : 'links' };
}
