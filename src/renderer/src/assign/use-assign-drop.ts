import type { RefObject } from 'react';
import { useDrop, type DropOperation } from 'react-aria/useDrop';
import type { ChannelItemType } from '../../../shared/api/constants.ts';
import type { Assignable } from './assignables.ts';
import { droppedAssignables, dragType } from './drag-data.ts';

interface AssignDropOptions {
  ref: RefObject<HTMLElement | null>;
  /** What this target takes: a campaign takes links, a channel links and QR codes. */
  accepts: readonly ChannelItemType[];
  /** Told what was dropped. */
  onItems: (items: Assignable[]) => void;
}

/**
 * A campaign or channel that items can be dropped on, by mouse or by keyboard (Tab moves a keyboard drag from
 * one target to the next, skipping those that do not take what is dragged; Enter drops, Escape cancels).
 * Other programs' drags are turned down.
 */
export function useAssignDrop({ ref, accepts, onItems }: AssignDropOptions) {
  return useDrop({
    ref,
    getDropOperation: (types, allowed): DropOperation =>
      allowed.includes('copy') && accepts.some((type) => types.has(dragType(type))) ? 'copy' : 'cancel',
    onDrop: async (event) => {
      const dropped = await droppedAssignables(event.items, accepts);
      if (dropped.length > 0) onItems(dropped);
    },
  });
}
