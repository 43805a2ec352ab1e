import type { DragItem } from 'react-aria/useDrag';
import { isTextDropItem, type DropItem } from 'react-aria/useDrop';
import type { ChannelItemType } from '../../../shared/api/constants.ts';
import type { Assignable } from './assignables.ts';

/**
 * Linkdesk's own drag type, one per kind of item, so that a target can turn down a kind it does not take
 * before the drop (a campaign and QR codes). A drag out of the window also carries the short URLs as plain text,
 * which is what other programs take.
 */
export function dragType(type: ChannelItemType): string {
  return `application/x-linkdesk-${type}+json`;
}

export function dragItemsOf(items: readonly Assignable[]): DragItem[] {
  return items.map((item) => ({
    [dragType(item.type)]: JSON.stringify({ id: item.id, label: item.label, url: item.url }),
    'text/plain': item.url,
  }));
}

function parsed(type: ChannelItemType, text: string): Assignable | null {
  try {
    const value = JSON.parse(text) as Partial<Assignable>;
    if (!Number.isSafeInteger(value.id) || (value.id ?? 0) < 1) return null;
    return { type, id: value.id!, label: String(value.label ?? ''), url: String(value.url ?? '') };
  } catch {
    return null;
  }
}

/** What a drop carried of the kinds a target takes, as Linkdesk items; anything else is left out. */
export async function droppedAssignables(
  items: readonly DropItem[],
  accepts: readonly ChannelItemType[],
): Promise<Assignable[]> {
  const texts = await Promise.all(
    items
      .filter(isTextDropItem)
      .flatMap((item) =>
        accepts
          .filter((type) => item.types.has(dragType(type)))
          .map(async (type) => parsed(type, await item.getText(dragType(type)))),
      ),
  );
  return texts.filter((item): item is Assignable => item !== null);
}
