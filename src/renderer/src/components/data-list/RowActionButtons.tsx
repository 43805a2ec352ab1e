import { SharedTooltipIconButton } from '../primitives/IconButton.tsx';
import { actionsOf } from './row-actions.ts';
import type { RowAction } from './types.ts';

/**
 * A row's actions as icon buttons; named for screen readers with the row ("Edit spring-sale"), their
 * tooltips the grid's one shared tooltip.
 */
export function RowActionButtons<T>({ actions, item }: { actions: readonly RowAction<T>[]; item: T }) {
  return (
    <>
      {actionsOf(actions, item).map((action) => (
        <SharedTooltipIconButton
          key={action.id}
          icon={action.icon}
          label={action.name(item)}
          tooltip={action.label}
          tone={action.tone}
          onClick={() => action.run(item)}
        />
      ))}
    </>
  );
}
