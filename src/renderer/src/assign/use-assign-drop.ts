import { useEffect, type RefObject } from 'react';
import { useDrop, type DropOperation } from 'react-aria/useDrop';
import type { ChannelItemType } from '../../../shared/api/constants.ts';
import type { Assignable } from './assignables.ts';
import { droppedAssignables, dragType } from './drag-data.ts';
import { keyboardDropTarget } from './keyboard-drop-target.ts';

interface AssignDropOptions {
  ref: RefObject<HTMLElement | null>;
  /** What this target takes: a campaign takes links, a channel links and QR codes. */
  accepts: readonly ChannelItemType[];
  /** Told what was dropped. */
  onItems: (items: Assignable[]) => void;
  /** The campaign's or channel's name, for the hint while a keyboard drag is on it. */
  name: string;
}

/**
 * A campaign or channel that items can be dropped on, by mouse or by keyboard (Enter picks up and outlines the
 * target nearest the row, Tab moves to the next target that takes what is dragged, Enter drops, Escape cancels).
 * Other programs' drags are turned down.
 */
export function useAssignDrop({ ref, accepts, onItems, name }: AssignDropOptions) {
  const drop = useDrop({
    ref,
    getDropOperation: (types, allowed): DropOperation =>
      allowed.includes('copy') && accepts.some((type) => types.has(dragType(type))) ? 'copy' : 'cancel',
    onDrop: async (event) => {
      const dropped = await droppedAssignables(event.items, accepts);
      if (dropped.length > 0) onItems(dropped);
    },
  });
  // A keyboard drag gives the target focus as it outlines it; a mouse passing over leaves focus where it was.
  const { isDropTarget } = drop;
  useEffect(() => {
    if (!isDropTarget || document.activeElement !== ref.current) return;
    keyboardDropTarget.enter(name);
    return () => keyboardDropTarget.leave(name);
  }, [isDropTarget, name, ref]);
  return drop;
}
