import type { Collection } from '../components/data-list/types.ts';
import { useScreenCommands, type ScreenCommand } from './use-screen-commands.ts';

interface ListActions<T> {
  create?: (() => void) | undefined;
  /** Offered for `e` and the palette while exactly one item is selected, and `canEdit` accepts it. */
  edit: (item: T) => void;
  canEdit?: (item: T) => boolean;
  /** The screen's own further actions for the palette (adding the selection to a campaign, say). */
  extra?: readonly ScreenCommand[];
}

/**
 * The screen commands of a screen built around one list: create, edit the one selected item, delete the
 * selection, and focus the list's search.
 */
export function useListCommands<T>(
  list: Collection<T>,
  { create, edit, canEdit, extra }: ListActions<T>,
): void {
  const single = list.selectedItems.length === 1 ? list.selectedItems[0] : undefined;
  useScreenCommands({
    ...(create ? { create } : {}),
    ...(single !== undefined && (canEdit?.(single) ?? true) ? { edit: () => edit(single) } : {}),
    ...(list.selectedIds.length > 0 ? { deleteSelection: list.deleteSelection } : {}),
    focusSearch: list.focusSearch,
    ...(extra && extra.length > 0 ? { extra } : {}),
  });
}
