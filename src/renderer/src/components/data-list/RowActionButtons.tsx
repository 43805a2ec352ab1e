import { rowIconClass } from '../primitives/row-icons.ts';
import { SHARED_TOOLTIP } from '../primitives/use-shared-tooltip.tsx';
import { actionsOf, buttonActions } from './row-actions.ts';
import type { RowAction } from './types.ts';

/**
 * A row's actions as icon buttons; named for screen readers with the row ("Edit spring-sale"), their
 * tooltips the grid's one shared tooltip. Plain buttons whose icon CSS draws: rows mount on every scrolled
 * frame, so each costs as few elements as it can.
 */
export function RowActionButtons<T>({ actions, item }: { actions: readonly RowAction<T>[]; item: T }) {
  return (
    <>
      {actionsOf(buttonActions(actions), item).map((action) => (
        <button
          key={action.id}
          type="button"
          aria-label={action.name(item)}
          {...{ [SHARED_TOOLTIP]: action.label }}
          className={`icon-button ${rowIconClass(action.icon)}${action.tone === 'danger' ? ' icon-button-danger' : ''}`}
          onClick={() => action.run(item)}
        />
      ))}
    </>
  );
}
