import type { ItemKind } from './history-file.ts';

/** A link or QR code as one snapshot read it from the installation's list. */
export interface ListedItem {
  kind: ItemKind;
  id: number;
  /** A link's short URL, a code's link: what tells an item from the next one given the same id. */
  address: string;
  name: string;
  clicks: number;
  uniques: number;
  campaign: number | null;
  channels: readonly number[];
}

/** An item as history knows it: its latest counters and where they stand. */
export interface KnownItem {
  key: number;
  kind: ItemKind;
  id: number;
  address: string;
  name: string;
  clicks: number;
  uniques: number;
  campaign: number | null;
  /** The channel ids, as stored: `,3,5,` (empty when none), so that one channel is found with LIKE. */
  channels: string;
  goneAt: number | null;
  /** The look that last listed it (a count of looks kept in memory), so that finding the missing needs no set. */
  seenInLook?: number;
}

let looks = 0;

/** What one snapshot changes: the rows to write, and the account's rises since the look before. */
export interface SnapshotChanges {
  /** Items seen for the first time (or a new item under a reused id), with their counted rise. */
  added: { item: ListedItem; delta: number; uniqueDelta: number }[];
  /** Known items whose counters, name, campaign or channels changed, or that came back after a miss. */
  changed: { key: number; item: ListedItem; delta: number; uniqueDelta: number }[];
  /** Known items no longer listed: deleted on the installation. */
  gone: number[];
  clicks: number;
  scans: number;
  dropped: number;
  droppedItems: number;
}

export const channelsText = (channels: readonly number[]): string =>
  channels.length === 0 ? '' : `,${[...channels].sort((a, b) => a - b).join(',')},`;

/** An item's key among an account's: its id, negative for a QR code (ids are positive), so no string is made per item. */
export const itemIdentity = (kind: ItemKind, id: number): number => (kind === 'qr' ? -id : id);

/** Whether the channel ids are those of the stored text, without making the text. */
function sameChannels(stored: string, channels: readonly number[]): boolean {
  if (channels.length === 0) return stored === '';
  return stored === channelsText(channels);
}

/**
 * Compares a snapshot's lists with what history knows. The very first snapshot of an account is a baseline: it
 * counts nothing, since clicks before it came in at unknown times. Later, an item never seen before was made
 * since the look before, so its whole count is new (`countNewItems`). A known id under another address is a new
 * item given a deleted one's id. Items missing from a list that was read whole are gone; when some items could
 * not be read, nothing is taken for gone.
 */
export function diffSnapshot(
  known: ReadonlyMap<number, KnownItem>,
  listed: readonly ListedItem[],
  options: { countNewItems: boolean; listWhole: boolean },
): SnapshotChanges {
  const changes: SnapshotChanges = {
    added: [],
    changed: [],
    gone: [],
    clicks: 0,
    scans: 0,
    dropped: 0,
    droppedItems: 0,
  };
  const look = ++looks;
  const addedNow = new Set<number>();
  const rise = (kind: ItemKind, delta: number) => {
    if (delta > 0) {
      if (kind === 'qr') changes.scans += delta;
      else changes.clicks += delta;
    } else if (delta < 0) {
      changes.dropped -= delta;
      changes.droppedItems += 1;
    }
  };

  for (const item of listed) {
    const id = itemIdentity(item.kind, item.id);
    const before = known.get(id);
    // A repeat across pages (an item shifted while they were read) is the same item: counted once.
    if (before?.seenInLook === look) continue;
    if (before) before.seenInLook = look;
    if (!before || before.address !== item.address) {
      if (addedNow.has(id)) continue;
      addedNow.add(id);
      const delta = options.countNewItems ? item.clicks : 0;
      const uniqueDelta = options.countNewItems ? item.uniques : 0;
      if (before) changes.gone.push(before.key);
      changes.added.push({ item, delta, uniqueDelta });
      rise(item.kind, delta);
      continue;
    }
    const delta = item.clicks - before.clicks;
    const uniqueDelta = item.uniques - before.uniques;
    const moved =
      delta !== 0 ||
      uniqueDelta !== 0 ||
      before.goneAt !== null ||
      before.name !== item.name ||
      before.campaign !== item.campaign ||
      !sameChannels(before.channels, item.channels);
    if (!moved) continue;
    changes.changed.push({ key: before.key, item, delta, uniqueDelta });
    rise(item.kind, delta);
  }

  if (options.listWhole) {
    for (const item of known.values()) {
      if (item.goneAt === null && item.seenInLook !== look) changes.gone.push(item.key);
    }
  }
  return changes;
}
