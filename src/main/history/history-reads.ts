import type {
  GroupTotal,
  HistoryOverview,
  HistoryRange,
  HistoryStatus,
  HistorySubject,
  PeriodTotal,
  RisingItem,
  Series,
} from '../../shared/ipc/history.ts';
import {
  KEEP_EVERY_LOOK_MS,
  KEEP_HOURLY_MS,
  type HistoryStore,
  type ItemFilter,
  type ItemRow,
  type SnapshotSpan,
} from './history-store.ts';
import type { ItemRises } from './item-rises.ts';
import { milestoneView } from './milestone-words.ts';
import { bucketMinutesFor, buildSeries, type SubjectLook } from './series.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PRESET_MS = { '24h': DAY, '7d': 7 * DAY, '30d': 30 * DAY } as const;
/** Rising items and milestones the Overview lists. */
const RISING_SHOWN = 10;
const MILESTONES_SHOWN = 20;

/** A range as two times: a preset ends now; "all" starts at the account's first look. */
export function resolveRange(
  range: HistoryRange,
  now: number,
  since: number | null,
): { from: number; to: number } {
  if ('from' in range)
    return {
      from: range.from,
      to: Math.min(range.to, now) > range.from ? Math.min(range.to, now) : range.to,
    };
  if (range.preset === 'all') return { from: Math.min(since ?? now - DAY, now - DAY), to: now };
  return { from: now - PRESET_MS[range.preset], to: now };
}

const filterOf = (subject: Exclude<HistorySubject, { kind: 'account' }>): ItemFilter =>
  subject.kind === 'campaign'
    ? { campaign: subject.id }
    : subject.kind === 'channel'
      ? { channel: subject.id }
      : { kind: subject.kind, id: subject.id };

/** Reads charts, totals and lists out of history.db for the window. */
export function createHistoryReads(store: HistoryStore) {
  /** The looks of a subject in (from, to]: the account's own, or its items' points summed per look. */
  function looksOf(
    accountId: string,
    subject: HistorySubject,
    from: number,
    to: number,
  ): {
    looks: SubjectLook[];
    items: ItemRow[];
  } {
    const spans = store.spans(accountId, from, to);
    if (subject.kind === 'account') return { looks: spans, items: [] };
    const items = store.items(accountId, filterOf(subject));
    const sums = store.itemSpans(
      accountId,
      items.map((item) => item.key),
      from,
      to,
    );
    const scansOf = subject.kind === 'qr';
    const looks = spans.map((span: SnapshotSpan) => {
      const sum = sums.get(span.at) ?? { rise: 0, fell: 0, fellItems: 0 };
      return {
        at: span.at,
        prevAt: span.prevAt,
        afterGap: span.afterGap,
        clicks: scansOf ? 0 : sum.rise,
        scans: scansOf ? sum.rise : 0,
        dropped: sum.fell,
        droppedItems: sum.fellItems,
      };
    });
    return { looks, items };
  }

  function series(
    accountId: string,
    subject: HistorySubject,
    range: HistoryRange,
    status: HistoryStatus,
    now: number,
  ): Series {
    const { from, to } = resolveRange(range, now, status.since);
    const bucketMinutes = bucketMinutesFor(from, to, now, status.settings.intervalMinutes, {
      everyLookMs: KEEP_EVERY_LOOK_MS,
      hourlyMs: KEEP_HOURLY_MS,
    });
    const { looks, items } = looksOf(accountId, subject, from, to);
    // One link or code: its history starts when it was first seen, and ends when it was deleted.
    const single = subject.kind === 'link' || subject.kind === 'qr' ? items[0] : undefined;
    const since =
      subject.kind === 'account' || status.since === null
        ? status.since
        : single
          ? Math.max(single.firstAt, status.since)
          : status.since;
    return buildSeries(looks, {
      from,
      to,
      bucketMinutes,
      since:
        subject.kind !== 'account' && subject.kind !== 'campaign' && subject.kind !== 'channel' && !single
          ? null
          : since,
      lastAt: status.lastSnapshotAt,
      goneAt: single?.goneAt ?? null,
    });
  }

  function periodTotal(accountId: string, length: number, now: number, since: number | null): PeriodTotal {
    const sum = (from: number, to: number) =>
      store
        .spans(accountId, from, to)
        .reduce((total, span) => ({ clicks: total.clicks + span.clicks, scans: total.scans + span.scans }), {
          clicks: 0,
          scans: 0,
        });
    const current = sum(now - length, now);
    const previous = sum(now - 2 * length, now - length);
    return {
      clicks: current.clicks,
      scans: current.scans,
      previousClicks: previous.clicks,
      previousScans: previous.scans,
      partial: since === null || since > now - 2 * length,
    };
  }

  /** The links and codes that rose most against the range before, most first. */
  function rising(rises: ItemRises): RisingItem[] {
    const ranked = rises.keys
      .map((key, index) => ({ key, count: rises.now[index]!, previous: rises.before[index]! }))
      .filter((item) => item.count > 0)
      .sort((a, b) => b.count - b.previous - (a.count - a.previous) || b.count - a.count)
      .slice(0, RISING_SHOWN);
    return ranked.flatMap(({ key, count, previous }) => {
      const item = store.itemByKey(key);
      if (!item) return [];
      return [
        {
          kind: item.kind,
          id: item.id,
          name: item.name || item.address,
          address: item.address,
          count,
          previous,
          gone: item.goneAt !== null,
        },
      ];
    });
  }

  /** Campaigns' and channels' links summed over the range and the one before, largest first. */
  function groups(accountId: string, rises: ItemRises): { campaigns: GroupTotal[]; channels: GroupTotal[] } {
    const now = new Map<number, number>();
    const before = new Map<number, number>();
    rises.keys.forEach((key, index) => {
      now.set(key, rises.now[index]!);
      before.set(key, rises.before[index]!);
    });
    const campaigns = new Map<number, GroupTotal>();
    const channels = new Map<number, GroupTotal>();
    const add = (map: Map<number, GroupTotal>, id: number, key: number) => {
      const group = map.get(id) ?? { id, clicks: 0, previous: 0, links: 0 };
      group.clicks += now.get(key) ?? 0;
      group.previous += before.get(key) ?? 0;
      group.links += 1;
      map.set(id, group);
    };
    for (const link of store.linkGroups(accountId)) {
      if (link.campaign !== null) add(campaigns, link.campaign, link.key);
      for (const channel of link.channels.split(',').filter(Boolean))
        add(channels, Number(channel), link.key);
    }
    const ordered = (map: Map<number, GroupTotal>) =>
      [...map.values()].sort((a, b) => b.clicks - a.clicks || a.id - b.id);
    return { campaigns: ordered(campaigns), channels: ordered(channels) };
  }

  return {
    series,

    /**
     * `rises` sums the items' points of the chart's range and the range before (in a worker in the app: it is
     * the one read here that grows with the history kept).
     */
    async overview(
      accountId: string,
      range: HistoryRange,
      status: HistoryStatus,
      now: number,
      rises: (beforeFrom: number, from: number, to: number) => Promise<ItemRises>,
    ): Promise<HistoryOverview> {
      const chart = series(accountId, { kind: 'account' }, range, status, now);
      const summed = await rises(chart.from - (chart.to - chart.from), chart.from, chart.to);
      const { campaigns, channels } = groups(accountId, summed);
      const milestones = store.milestones(accountId, MILESTONES_SHOWN).flatMap((milestone) => {
        const item = store.itemByKey(milestone.item);
        return item ? [milestoneView(milestone, item)] : [];
      });
      return {
        status,
        last24h: periodTotal(accountId, DAY, now, status.since),
        last7d: periodTotal(accountId, 7 * DAY, now, status.since),
        last30d: periodTotal(accountId, 30 * DAY, now, status.since),
        series: chart,
        rising: rising(summed),
        campaigns,
        channels,
        milestones,
      };
    },
  };
}

export type HistoryReads = ReturnType<typeof createHistoryReads>;
