import type { RowAction } from './types.ts';

/** The actions this row offers, in the screen's order. */
export function actionsOf<T>(actions: readonly RowAction<T>[], item: T): RowAction<T>[] {
  return actions.filter((action) => action.available?.(item) ?? true);
}

/** The actions drawn as the row's buttons: those not kept for its context menu. */
export function buttonActions<T>(actions: readonly RowAction<T>[]): RowAction<T>[] {
  return actions.filter((action) => !action.menuOnly);
}

/** Room for `count` icon buttons (28 px each, 4 px apart), as a grid track. */
export function actionsTrack(count: number): string {
  return `${Math.max(1, count) * 28 + Math.max(0, count - 1) * 4}px`;
}
