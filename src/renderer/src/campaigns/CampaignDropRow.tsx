import { createContext, useContext, useRef } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import type { Campaign } from '../../../shared/ipc/resources.ts';
import type { Assignable } from '../assign/assignables.ts';
import { useAssignDrop } from '../assign/use-assign-drop.ts';
import type { RowFrame } from '../components/data-list/types.ts';

/** Where links dropped on a campaign's row go; given by the screen, read by every row. */
export const CampaignDropContext = createContext<(campaign: Campaign, links: Assignable[]) => void>(() => {});

const TAKES = ['links'] as const;

/** A campaign's row in the list, which takes links dropped on it (by mouse, or by keyboard: Enter, Tab, Enter). */
export const CampaignDropRow: RowFrame<Campaign> = ({ item, rowProps, children }) => {
  const onDrop = useContext(CampaignDropContext);
  const ref = useRef<HTMLDivElement>(null);
  const { dropProps, isDropTarget } = useAssignDrop({
    ref,
    accepts: TAKES,
    onItems: (links) => onDrop(item, links),
    name: item.name,
  });
  const merged = mergeProps(rowProps, dropProps, {
    className: `drop-target${isDropTarget ? ' is-drop-target' : ''}`,
  });
  return (
    <div {...merged} ref={ref}>
      {children}
    </div>
  );
};
