import type { HistoryStore } from './history-store.ts';
import {
  channelsText,
  diffSnapshot,
  itemIdentity,
  type KnownItem,
  type ListedItem,
  type SnapshotChanges,
} from './snapshot-diff.ts';

const MINUTE = 60_000;
/** A look further from the one before than this many intervals follows a gap: what came in has no time. */
export const GAP_AFTER_INTERVALS = 2.5;

/**
 * Writes one look at an account's lists: compares them with what history knows (`known`, kept up to date here
 * so the next look need not read it again), records the changes in one transaction, and thins what has aged.
 * Answers the changes and the keys of the items added; 'not-after' for a look no later than the last one (a
 * clock moved back), null when nothing could be written (then `known` may no longer match the file).
 */
export function recordLook(
  store: HistoryStore,
  accountId: string,
  known: Map<number, KnownItem>,
  lists: { items: readonly ListedItem[]; whole: boolean },
  at: number,
  intervalMinutes: number,
): { changes: SnapshotChanges; keys: number[] } | 'not-after' | null {
  const prevAt = store.bounds(accountId)?.last ?? null;
  if (prevAt !== null && at <= prevAt) return 'not-after';
  const changes = diffSnapshot(known, lists.items, {
    countNewItems: prevAt !== null,
    listWhole: lists.whole,
  });
  const span = {
    at,
    prevAt,
    afterGap: prevAt !== null && at - prevAt > GAP_AFTER_INTERVALS * intervalMinutes * MINUTE,
    clicks: changes.clicks,
    scans: changes.scans,
    dropped: changes.dropped,
    droppedItems: changes.droppedItems,
  };
  const keys = store.record(accountId, span, changes);
  if (keys === null) return null;
  applyToKnown(known, changes, keys, at);
  store.thin(accountId, at);
  return { changes, keys };
}

function applyToKnown(
  known: Map<number, KnownItem>,
  changes: SnapshotChanges,
  keys: number[],
  at: number,
): void {
  const gone = new Set(changes.gone);
  for (const item of known.values()) if (gone.has(item.key) && item.goneAt === null) item.goneAt = at;
  changes.added.forEach(({ item }, index) => {
    known.set(itemIdentity(item.kind, item.id), {
      key: keys[index]!,
      kind: item.kind,
      id: item.id,
      address: item.address,
      name: item.name,
      clicks: item.clicks,
      uniques: item.uniques,
      campaign: item.campaign,
      channels: channelsText(item.channels),
      goneAt: null,
    });
  });
  for (const { key, item } of changes.changed) {
    const entry = known.get(itemIdentity(item.kind, item.id));
    if (!entry || entry.key !== key) continue;
    entry.name = item.name;
    entry.clicks = item.clicks;
    entry.uniques = item.uniques;
    entry.campaign = item.campaign;
    entry.channels = channelsText(item.channels);
    entry.goneAt = null;
  }
}
