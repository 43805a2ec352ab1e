import { useRef, type ReactNode } from 'react';
import type { ChannelItemType } from '../../../shared/api/constants.ts';
import type { Assignable } from './assignables.ts';
import { useAssignDrop } from './use-assign-drop.ts';

interface DropTargetCardProps {
  /** The channel's name, for the keyboard drag's hint. */
  name: string;
  accepts: readonly ChannelItemType[];
  onItems: (items: Assignable[]) => void;
  className: string;
  id?: string;
  'aria-labelledby': string;
  children: ReactNode;
}

/**
 * A card that takes dropped items. The drag's highlight is state of this component alone: while a drag passes
 * over, only the card's own element renders again, not what is in it (its children are the same elements).
 */
export function DropTargetCard({
  name,
  accepts,
  onItems,
  className,
  children,
  ...label
}: DropTargetCardProps) {
  const ref = useRef<HTMLElement>(null);
  const { dropProps, isDropTarget } = useAssignDrop({ ref, accepts, onItems, name });
  return (
    <article
      {...dropProps}
      {...label}
      ref={ref}
      // Focusable for a keyboard drag, which moves focus from one target to the next; not in the tab order.
      tabIndex={-1}
      className={`${className} drop-target${isDropTarget ? ' is-drop-target' : ''}`}
    >
      {children}
    </article>
  );
}
