/**
 * A main process that does nothing but record looks into history.db, as fast as it can, until it is killed:
 * each look raises every one of ITEMS links by one click. `node history-child.ts <file>`; it prints "ready" once
 * two looks are written.
 */
import { createHistoryStore } from '../../src/main/history/history-store.ts';
import type { ListedItem } from '../../src/main/history/snapshot-diff.ts';
import { diffSnapshot } from '../../src/main/history/snapshot-diff.ts';

export const ITEMS = 3000;
const LOOK = 15 * 60_000;

const store = createHistoryStore({
  file: process.argv[2]!,
  log: { warn: (message) => console.error(message) },
});
const listed = (clicks: number): ListedItem[] =>
  Array.from({ length: ITEMS }, (_, index) => ({
    kind: 'link',
    id: index + 1,
    address: `https://sho.rt/${index + 1}`,
    name: `Link ${index + 1}`,
    clicks,
    uniques: clicks,
    campaign: null,
    channels: [],
  }));

let at = Date.UTC(2026, 10, 2);
let prevAt: number | null = null;
for (let look = 0; ; look++) {
  const changes = diffSnapshot(store.knownItems('account'), listed(look), {
    countNewItems: prevAt !== null,
    listWhole: true,
  });
  store.record(
    'account',
    { at, prevAt, afterGap: false, clicks: changes.clicks, scans: 0, dropped: 0, droppedItems: 0 },
    changes,
  );
  if (look === 1) console.log('ready');
  prevAt = at;
  at += LOOK;
}
