import type { RowAction } from './types.ts';

/** The actions this row offers, in the screen's order. */
export function actionsOf<T>(actions: readonly RowAction<T>[], item: T): RowAction<T>[] {
  return actions.filter((action) => action.available?.(item) ?? true);
}

/** The actions drawn as the row's buttons: those not kept for its context menu. */
export function buttonActions<T>(actions: readonly RowAction<T>[]): RowAction<T>[] {
  return actions.filter((action) => !action.menuOnly);
}
