import type { DatabaseSync } from 'node:sqlite';
import {
  DEFAULT_HISTORY_INTERVAL,
  DEFAULT_MILESTONES,
  HISTORY_INTERVALS,
  type HistorySettings,
} from '../../shared/ipc/history.ts';
import { openGuardedSqlite } from '../sqlite/guarded-sqlite.ts';
import type { SqliteLog } from '../sqlite/sqlite-file.ts';
import { HISTORY_FILE, KIND_CODES, kindOfCode, type ItemKind } from './history-file.ts';
import { channelsText, itemIdentity, type KnownItem, type SnapshotChanges } from './snapshot-diff.ts';
import { thinWindow, type LookRow } from './thinning.ts';
import { readItemRises, type ItemRises } from './item-rises.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Every look is kept for a week, one an hour for three months, one a day after that. */
export const KEEP_EVERY_LOOK_MS = 7 * DAY;
export const KEEP_HOURLY_MS = 90 * DAY;
/** The most one file may hold: past it, an account's oldest days go first. */
export const MAX_HISTORY_BYTES = 256 * 1024 * 1024;

/** A look at an account: its rises since the look before, and whether that was too long ago to place them. */
export interface SnapshotSpan {
  at: number;
  prevAt: number | null;
  afterGap: boolean;
  clicks: number;
  scans: number;
  dropped: number;
  droppedItems: number;
}

export interface ItemRow {
  key: number;
  kind: ItemKind;
  id: number;
  address: string;
  name: string;
  campaign: number | null;
  channels: string;
  clicks: number;
  firstAt: number;
  goneAt: number | null;
}

/** Which items a series sums: one link or code (by the installation's id), or a campaign's or channel's links. */
export type ItemFilter = { kind: ItemKind; id: number } | { campaign: number } | { channel: number };

export interface ItemSums {
  key: number;
  rise: number;
}

export interface StoredMilestone {
  id: number;
  at: number;
  item: number;
  type: 'threshold' | 'surge';
  value: number;
  usual: number | null;
  quiet: boolean;
}

const STATEMENTS = {
  account: 'SELECT id, settings FROM accounts WHERE account_id = ?',
  addAccount: 'INSERT INTO accounts (account_id, settings) VALUES (?, ?) RETURNING id',
  saveSettings: 'UPDATE accounts SET settings = ? WHERE id = ?',
  allAccounts: 'SELECT account_id, settings FROM accounts',
  thinned: 'SELECT hourly_until, daily_until FROM accounts WHERE id = ?',
  setThinned: 'UPDATE accounts SET hourly_until = ?, daily_until = ? WHERE id = ?',
  lastSnapshot: 'SELECT at FROM snapshots WHERE account = ? ORDER BY at DESC LIMIT 1',
  firstSnapshot: 'SELECT at FROM snapshots WHERE account = ? ORDER BY at LIMIT 1',
  addSnapshot:
    'INSERT OR REPLACE INTO snapshots (account, at, prev_at, after_gap, clicks, scans, dropped, dropped_items) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  spans:
    'SELECT at, prev_at, after_gap, clicks, scans, dropped, dropped_items FROM snapshots WHERE account = ? AND at > ? AND at <= ? ORDER BY at',
  knownItems:
    'SELECT key, kind, remote_id, address, name, campaign, channels, clicks, uniques, gone_at FROM items WHERE account = ? ORDER BY key',
  addItem:
    'INSERT INTO items (account, kind, remote_id, address, name, campaign, channels, clicks, uniques, first_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING key',
  updateItem:
    'UPDATE items SET name = ?, campaign = ?, channels = ?, clicks = ?, uniques = ?, gone_at = NULL WHERE key = ?',
  goneItem: 'UPDATE items SET gone_at = COALESCE(gone_at, ?) WHERE key = ?',
  addPoint: 'INSERT OR REPLACE INTO points (account, item, at, delta, unique_delta) VALUES (?, ?, ?, ?, ?)',
  itemsCount: 'SELECT kind, COUNT(*) AS count FROM items WHERE account = ? AND gone_at IS NULL GROUP BY kind',
  itemShare:
    'SELECT (SELECT COUNT(*) FROM items WHERE account = ?1) AS mine, (SELECT COUNT(*) FROM items) AS every',
  fileBytes:
    'SELECT (SELECT page_count FROM pragma_page_count()) * (SELECT page_size FROM pragma_page_size()) AS bytes',
  freeBytes:
    'SELECT (SELECT freelist_count FROM pragma_freelist_count()) * (SELECT page_size FROM pragma_page_size()) AS bytes',
  itemOf:
    'SELECT key, kind, remote_id, address, name, campaign, channels, clicks, first_at, gone_at FROM items WHERE account = ? AND kind = ? AND remote_id = ? ORDER BY key DESC LIMIT 1',
  itemsByKey:
    'SELECT key, kind, remote_id, address, name, campaign, channels, clicks, first_at, gone_at FROM items WHERE key = ?',
  linkGroups:
    "SELECT key, campaign, channels FROM items WHERE account = ? AND kind = 0 AND gone_at IS NULL AND (campaign IS NOT NULL OR channels <> '')",
  campaignItems: 'SELECT key FROM items WHERE account = ? AND kind = 0 AND campaign = ?',
  channelItems: "SELECT key FROM items WHERE account = ? AND kind = 0 AND channels LIKE '%,' || ? || ',%'",
  itemRises:
    'SELECT item, SUM(MAX(delta, 0)) AS rise FROM points WHERE account = ? AND at > ? AND at <= ? GROUP BY item HAVING rise > 0',
  itemRisesSince:
    'SELECT SUM(MAX(delta, 0)) AS rise FROM points WHERE account = ? AND item = ? AND at > ? AND at <= ?',
  addMilestone:
    'INSERT INTO milestones (account, at, item, type, value, usual, quiet) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
  milestones:
    'SELECT id, at, item, type, value, usual, quiet FROM milestones WHERE account = ? ORDER BY at DESC, id DESC LIMIT ?',
  lastSurge: "SELECT MAX(at) AS at FROM milestones WHERE account = ? AND item = ? AND type = 'surge'",
  oldestDay: 'SELECT MIN(at) AS at FROM snapshots WHERE account = ?',
  forgetBefore: 'DELETE FROM snapshots WHERE account = ? AND at < ?',
  forgetPointsBefore: 'DELETE FROM points WHERE account = ? AND at < ?',
  forget: 'DELETE FROM accounts WHERE id = ?',
  forgetSnapshots: 'DELETE FROM snapshots WHERE account = ?',
  forgetItems: 'DELETE FROM items WHERE account = ?',
  forgetPoints: 'DELETE FROM points WHERE account = ?',
  forgetMilestones: 'DELETE FROM milestones WHERE account = ?',
};

export interface HistoryStoreOptions {
  /** The SQLite file (history.db beside the offline cache), or `':memory:'`. */
  file: string;
  log: SqliteLog;
}

export function defaultSettings(enabled: boolean): HistorySettings {
  return {
    enabled,
    intervalMinutes: DEFAULT_HISTORY_INTERVAL,
    milestones: { ...DEFAULT_MILESTONES, thresholds: [...DEFAULT_MILESTONES.thresholds] },
  };
}

/** Settings as stored, read defensively: a value this version does not know falls back to its default. */
function readSettings(text: string): HistorySettings {
  const fallback = defaultSettings(false);
  try {
    const raw = JSON.parse(text) as Partial<HistorySettings>;
    const interval = (HISTORY_INTERVALS as readonly number[]).includes(Number(raw.intervalMinutes))
      ? (Number(raw.intervalMinutes) as HistorySettings['intervalMinutes'])
      : fallback.intervalMinutes;
    const milestones = raw.milestones;
    return {
      enabled: raw.enabled === true,
      intervalMinutes: interval,
      milestones: {
        enabled: milestones?.enabled === true,
        thresholds: Array.isArray(milestones?.thresholds)
          ? milestones.thresholds.filter((value) => Number.isInteger(value) && value > 0).slice(0, 10)
          : fallback.milestones.thresholds,
        surges: milestones?.surges !== false,
      },
    };
  } catch {
    return fallback;
  }
}

interface ItemRowRaw {
  key: number;
  kind: number;
  remote_id: number;
  address: string;
  name: string;
  campaign: number | null;
  channels: string;
  clicks: number;
  first_at: number;
  gone_at: number | null;
}

const itemRow = (row: ItemRowRaw): ItemRow => ({
  key: row.key,
  kind: kindOfCode(row.kind),
  id: row.remote_id,
  address: row.address,
  name: row.name,
  campaign: row.campaign,
  channels: row.channels,
  clicks: row.clicks,
  firstAt: row.first_at,
  goneAt: row.gone_at,
});

/**
 * history.db: settings, snapshots, items and points per account (see history-file.ts). Like the other stores,
 * it never fails the app: a failed read answers nothing, a failed write is logged, and a damaged file is set
 * aside and started afresh.
 */
export function createHistoryStore(options: HistoryStoreOptions) {
  const { guarded } = openGuardedSqlite({
    file: options.file,
    log: options.log,
    kind: HISTORY_FILE,
    statements: STATEMENTS,
  });
  // Each look touches a point's page per item that moved, all over the file: 32 MB of cache keeps them at hand.
  guarded('set up the cache', undefined, (_statements, db) => db.exec('PRAGMA cache_size = -32000'));

  function accountNumber(
    statements: Parameters<Parameters<typeof guarded>[2]>[0],
    accountId: string,
    create: boolean,
  ): number | null {
    const row = statements.account.get(accountId) as { id: number } | undefined;
    if (row) return row.id;
    if (!create) return null;
    const added = statements.addAccount.get(accountId, JSON.stringify(defaultSettings(false))) as {
      id: number;
    };
    return added.id;
  }

  function inTransaction<T>(db: DatabaseSync, work: () => T): T {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }

  return {
    /** The account's settings, or null when it has none yet (never opened since history came). */
    settings(accountId: string): HistorySettings | null {
      return guarded('read the settings', null, (statements) => {
        const row = statements.account.get(accountId) as { settings: string } | undefined;
        return row ? readSettings(row.settings) : null;
      });
    },

    saveSettings(accountId: string, settings: HistorySettings): void {
      guarded('save the settings', undefined, (statements) => {
        const id = accountNumber(statements, accountId, true)!;
        statements.saveSettings.run(JSON.stringify(settings), id);
      });
    },

    /** Every account with settings, for the scheduler at launch. */
    allSettings(): { accountId: string; settings: HistorySettings }[] {
      return guarded('read the settings', [], (statements) =>
        (statements.allAccounts.all() as { account_id: string; settings: string }[]).map((row) => ({
          accountId: row.account_id,
          settings: readSettings(row.settings),
        })),
      );
    },

    /** The first and the last look at the account; null when there was none. */
    bounds(accountId: string): { first: number; last: number } | null {
      return guarded('read the snapshots', null, (statements) => {
        const id = accountNumber(statements, accountId, false);
        if (id === null) return null;
        const first = statements.firstSnapshot.get(id) as { at: number } | undefined;
        const last = statements.lastSnapshot.get(id) as { at: number } | undefined;
        return first && last ? { first: first.at, last: last.at } : null;
      });
    },

    /** Every item ever seen of the account by kind and id (the newest under a reused id), for the next diff. */
    knownItems(accountId: string): Map<number, KnownItem> {
      return guarded('read the items', new Map<number, KnownItem>(), (statements) => {
        const id = accountNumber(statements, accountId, false);
        const known = new Map<number, KnownItem>();
        if (id === null) return known;
        for (const row of statements.knownItems.iterate(id) as Iterable<ItemRowRaw & { uniques: number }>) {
          const kind = kindOfCode(row.kind);
          known.set(itemIdentity(kind, row.remote_id), {
            key: row.key,
            kind,
            id: row.remote_id,
            address: row.address,
            name: row.name,
            clicks: row.clicks,
            uniques: row.uniques,
            campaign: row.campaign,
            channels: row.channels,
            goneAt: row.gone_at,
          });
        }
        return known;
      });
    },

    /**
     * Writes one look at the account in one transaction: its span, the items added, changed and gone, and a
     * point per item whose counters moved. A crash leaves either all of it or none. Answers the keys given to
     * the added items (in their order), or null when nothing could be written.
     */
    record(accountId: string, span: SnapshotSpan, changes: SnapshotChanges): number[] | null {
      return guarded('record a snapshot', null, (statements, db) =>
        inTransaction(db, () => {
          const account = accountNumber(statements, accountId, true)!;
          statements.addSnapshot.run(
            account,
            span.at,
            span.prevAt,
            span.afterGap ? 1 : 0,
            span.clicks,
            span.scans,
            span.dropped,
            span.droppedItems,
          );
          const keys: number[] = [];
          for (const { item, delta, uniqueDelta } of changes.added) {
            const { key } = statements.addItem.get(
              account,
              KIND_CODES[item.kind],
              item.id,
              item.address,
              item.name,
              item.campaign,
              channelsText(item.channels),
              item.clicks,
              item.uniques,
              span.at,
            ) as { key: number };
            keys.push(key);
            if (delta !== 0 || uniqueDelta !== 0)
              statements.addPoint.run(account, key, span.at, delta, uniqueDelta);
          }
          for (const { key, item, delta, uniqueDelta } of changes.changed) {
            statements.updateItem.run(
              item.name,
              item.campaign,
              channelsText(item.channels),
              item.clicks,
              item.uniques,
              key,
            );
            if (delta !== 0 || uniqueDelta !== 0)
              statements.addPoint.run(account, key, span.at, delta, uniqueDelta);
          }
          for (const key of changes.gone) statements.goneItem.run(span.at, key);
          return keys;
        }),
      );
    },

    /**
     * Thins what has aged: one look an hour past a week, one a day past three months (see thinning.ts), then
     * keeps the file under MAX_HISTORY_BYTES by letting the account's oldest days go. Only what crossed a
     * boundary since the last call is touched, so each call is small.
     */
    thin(accountId: string, now: number): void {
      guarded('thin old snapshots', undefined, (statements, db) => {
        const account = accountNumber(statements, accountId, false);
        if (account === null) return;
        const done = statements.thinned.get(account) as { hourly_until: number; daily_until: number };
        const hourlyUntil = Math.floor((now - KEEP_EVERY_LOOK_MS) / HOUR) * HOUR;
        const dailyUntil = Math.floor((now - KEEP_HOURLY_MS) / DAY) * DAY;
        inTransaction(db, () => {
          if (hourlyUntil > done.hourly_until) thinWindow(db, account, done.hourly_until, hourlyUntil, HOUR);
          if (dailyUntil > done.daily_until) thinWindow(db, account, done.daily_until, dailyUntil, DAY);
          statements.setThinned.run(
            Math.max(hourlyUntil, done.hourly_until),
            Math.max(dailyUntil, done.daily_until),
            account,
          );
        });
        const used = () =>
          (statements.fileBytes.get() as { bytes: number }).bytes -
          (statements.freeBytes.get() as { bytes: number }).bytes;
        for (let round = 0; round < 30 && used() > MAX_HISTORY_BYTES; round++) {
          const oldest = statements.oldestDay.get(account) as { at: number | null };
          if (oldest.at === null) break;
          inTransaction(db, () => {
            statements.forgetBefore.run(account, oldest.at! + DAY);
            statements.forgetPointsBefore.run(account, oldest.at! + DAY);
          });
        }
      });
    },

    /** The looks at the account with `at` in (from, to], oldest first. */
    spans(accountId: string, from: number, to: number): SnapshotSpan[] {
      return guarded('read the snapshots', [], (statements) => {
        const account = accountNumber(statements, accountId, false);
        if (account === null) return [];
        return (statements.spans.all(account, from, to) as unknown as LookRow[]).map((row) => ({
          at: row.at,
          prevAt: row.prev_at,
          afterGap: row.after_gap === 1,
          clicks: row.clicks,
          scans: row.scans,
          dropped: row.dropped,
          droppedItems: row.dropped_items,
        }));
      });
    },

    /** The items a filter names: one link or code (its newest under the id), or a campaign's or channel's links. */
    items(accountId: string, filter: ItemFilter): ItemRow[] {
      return guarded('read the items', [], (statements) => {
        const account = accountNumber(statements, accountId, false);
        if (account === null) return [];
        if ('kind' in filter) {
          const row = statements.itemOf.get(account, KIND_CODES[filter.kind], filter.id) as
            ItemRowRaw | undefined;
          return row ? [itemRow(row)] : [];
        }
        const keys = (
          'campaign' in filter
            ? statements.campaignItems.all(account, filter.campaign)
            : statements.channelItems.all(account, String(filter.channel))
        ) as { key: number }[];
        return keys.flatMap(({ key }) => {
          const row = statements.itemsByKey.get(key) as ItemRowRaw | undefined;
          return row ? [itemRow(row)] : [];
        });
      });
    },

    /** Per look in (from, to], the rise and the fall of the given items together (one query per 500 items). */
    itemSpans(
      accountId: string,
      keys: readonly number[],
      from: number,
      to: number,
    ): Map<number, { rise: number; fell: number; fellItems: number }> {
      return guarded('read the points', new Map(), (statements, db) => {
        const account = accountNumber(statements, accountId, false);
        const sums = new Map<number, { rise: number; fell: number; fellItems: number }>();
        if (account === null) return sums;
        for (let start = 0; start < keys.length; start += 500) {
          const chunk = keys.slice(start, start + 500);
          const rows = db
            .prepare(
              `SELECT at, SUM(MAX(delta, 0)) AS rise, SUM(MAX(-delta, 0)) AS fell, SUM(delta < 0) AS fell_items
               FROM points WHERE account = ? AND item IN (${chunk.map(() => '?').join(',')}) AND at > ? AND at <= ?
               GROUP BY at`,
            )
            .all(account, ...chunk, from, to) as {
            at: number;
            rise: number;
            fell: number;
            fell_items: number;
          }[];
          for (const row of rows) {
            const sum = sums.get(row.at) ?? { rise: 0, fell: 0, fellItems: 0 };
            sum.rise += row.rise;
            sum.fell += row.fell;
            sum.fellItems += row.fell_items;
            sums.set(row.at, sum);
          }
        }
        return sums;
      });
    },

    /** Each item's rise in (from, to], for the items that rose at all. */
    rises(accountId: string, from: number, to: number): Map<number, number> {
      return guarded('read the points', new Map<number, number>(), (statements) => {
        const account = accountNumber(statements, accountId, false);
        const rises = new Map<number, number>();
        if (account === null) return rises;
        for (const row of statements.itemRises.iterate(account, from, to) as Iterable<{
          item: number;
          rise: number;
        }>) {
          rises.set(row.item, row.rise);
        }
        return rises;
      });
    },

    /** The account's links (not gone) that are in a campaign or a channel. */
    linkGroups(accountId: string): { key: number; campaign: number | null; channels: string }[] {
      return guarded('read the items', [], (statements) => {
        const account = accountNumber(statements, accountId, false);
        if (account === null) return [];
        return statements.linkGroups.all(account) as {
          key: number;
          campaign: number | null;
          channels: string;
        }[];
      });
    },

    /**
     * Where the account's rows are, for a worker that reads them itself: the file (null when it lives in memory,
     * which another thread cannot open) and the account's number in it.
     */
    location(accountId: string): { file: string | null; account: number | null } {
      return guarded('find the account', { file: null, account: null }, (statements) => ({
        file: options.file === ':memory:' ? null : options.file,
        account: accountNumber(statements, accountId, false),
      }));
    },

    /** Each item's rise in (from, to] and in (beforeFrom, from], here on the calling thread. */
    risesHere(accountId: string, beforeFrom: number, from: number, to: number): ItemRises {
      return guarded('read the points', { keys: [], now: [], before: [] }, (statements, db) => {
        const account = accountNumber(statements, accountId, false);
        return account === null
          ? { keys: [], now: [], before: [] }
          : readItemRises(db, account, beforeFrom, from, to);
      });
    },

    /** One item's rise in (from, to]. */
    riseOf(accountId: string, key: number, from: number, to: number): number {
      return guarded('read the points', 0, (statements) => {
        const account = accountNumber(statements, accountId, false);
        if (account === null) return 0;
        return (statements.itemRisesSince.get(account, key, from, to) as { rise: number | null }).rise ?? 0;
      });
    },

    itemByKey(key: number): ItemRow | null {
      return guarded('read the items', null, (statements) => {
        const row = statements.itemsByKey.get(key) as ItemRowRaw | undefined;
        return row ? itemRow(row) : null;
      });
    },

    /** Links and codes followed now (not gone). */
    counts(accountId: string): { links: number; codes: number } {
      return guarded('count the items', { links: 0, codes: 0 }, (statements) => {
        const account = accountNumber(statements, accountId, false);
        const counts = { links: 0, codes: 0 };
        if (account === null) return counts;
        for (const row of statements.itemsCount.all(account) as { kind: number; count: number }[]) {
          if (row.kind === KIND_CODES.qr) counts.codes = row.count;
          else counts.links = row.count;
        }
        return counts;
      });
    },

    /**
     * What the whole file takes, and the account's part of it estimated by its share of the items (counting its
     * points would read them all, after every look).
     */
    sizes(accountId: string): { bytes: number; fileBytes: number } {
      return guarded('measure the file', { bytes: 0, fileBytes: 0 }, (statements) => {
        const fileBytes = (statements.fileBytes.get() as { bytes: number }).bytes;
        const account = accountNumber(statements, accountId, false);
        if (account === null) return { bytes: 0, fileBytes };
        const { mine, every } = statements.itemShare.get(account) as { mine: number; every: number };
        return { bytes: every === 0 ? 0 : Math.round((fileBytes * mine) / every), fileBytes };
      });
    },

    addMilestone(accountId: string, milestone: Omit<StoredMilestone, 'id'>): number | null {
      return guarded('record a milestone', null, (statements) => {
        const account = accountNumber(statements, accountId, true)!;
        const row = statements.addMilestone.get(
          account,
          milestone.at,
          milestone.item,
          milestone.type,
          milestone.value,
          milestone.usual,
          milestone.quiet ? 1 : 0,
        ) as { id: number };
        return row.id;
      });
    },

    milestones(accountId: string, limit: number): StoredMilestone[] {
      return guarded('read the milestones', [], (statements) => {
        const account = accountNumber(statements, accountId, false);
        if (account === null) return [];
        return (
          statements.milestones.all(account, limit) as {
            id: number;
            at: number;
            item: number;
            type: string;
            value: number;
            usual: number | null;
            quiet: number;
          }[]
        ).map((row) => ({
          id: row.id,
          at: row.at,
          item: row.item,
          type: row.type === 'surge' ? 'surge' : 'threshold',
          value: row.value,
          usual: row.usual,
          quiet: row.quiet === 1,
        }));
      });
    },

    /** When the item last surged, so that one surge is told once. */
    lastSurge(accountId: string, key: number): number | null {
      return guarded('read the milestones', null, (statements) => {
        const account = accountNumber(statements, accountId, false);
        if (account === null) return null;
        return (statements.lastSurge.get(account, key) as { at: number | null }).at;
      });
    },

    /** Everything of an account that was removed, or now points at another installation. */
    forgetAccount(accountId: string): void {
      guarded('forget an account', undefined, (statements, db) => {
        const account = accountNumber(statements, accountId, false);
        if (account === null) return;
        // What history held of the account is overwritten, not only unlinked, as the person removed it.
        db.exec('PRAGMA secure_delete = ON');
        inTransaction(db, () => {
          statements.forgetPoints.run(account);
          statements.forgetSnapshots.run(account);
          statements.forgetItems.run(account);
          statements.forgetMilestones.run(account);
          statements.forget.run(account);
        });
        db.exec('PRAGMA secure_delete = OFF');
      });
    },

    close(): void {
      guarded('close', undefined, (_statements, db) => db.close());
    },
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
