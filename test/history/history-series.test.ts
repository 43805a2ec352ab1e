import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Series } from '../../src/shared/ipc/history.ts';
import { valueOf } from '../support/client-harness.ts';
import {
  DAY,
  MINUTE,
  recordedClicks,
  startHistoryHarness,
  type HistoryHarness,
} from '../support/history-harness.ts';

/** alex's links, dynamic codes' hidden links, and how the demo groups them, from the sandbox's own tables. */
function demoOf(t: HistoryHarness) {
  const userId = (t.recorded.prepare("SELECT id FROM users WHERE username = 'alex'").get() as { id: number })
    .id;
  const links = t.recorded
    .prepare("SELECT id, campaign_id FROM links WHERE user_id = ? AND kind = 'link'")
    .all(userId) as { id: number; campaign_id: number | null }[];
  const codes = t.recorded
    .prepare('SELECT id, link_id FROM qr_codes WHERE user_id = ? AND link_id IS NOT NULL')
    .all(userId) as { id: number; link_id: number }[];
  const channelLinks = t.recorded
    .prepare(
      "SELECT channel_id, item_id FROM channel_items JOIN channels ON channels.id = channel_id WHERE user_id = ? AND item_type = 'links'",
    )
    .all(userId) as { channel_id: number; item_id: number }[];
  return { links, codes, channelLinks };
}

/** Each bar against the sandbox's clicks in (start, end]; gaps and the time before history are null. */
function expectBarsToMatch(series: Series, linkIds: number[], t: HistoryHarness, field: 'clicks' | 'scans') {
  const size = series.bucketMinutes * MINUTE;
  const known = series.buckets.filter((bucket) => bucket[field] !== null);
  expect(known.length).toBeGreaterThan(series.buckets.length / 2);
  for (const bucket of known) {
    expect({ at: new Date(bucket.at).toISOString(), [field]: bucket[field] }).toEqual({
      at: new Date(bucket.at).toISOString(),
      [field]: recordedClicks(t.recorded, linkIds, bucket.at, bucket.at + size),
    });
  }
}

describe('click history over two simulated weeks of traffic', () => {
  let t: HistoryHarness;
  let began: number;

  beforeAll(async () => {
    t = await startHistoryHarness();
    await t.history.start();
    began = t.clock.now();
    await t.advance(0);
    for (let look = 0; look < 14 * 96; look++) await t.advance(15 * MINUTE);
  }, 240_000);
  afterAll(() => t.close());

  const range = () => ({ from: began, to: began + 14 * DAY });

  it('gives the account, bar for bar, the clicks and scans the sandbox recorded', async () => {
    const { links, codes } = demoOf(t);
    const series = valueOf(
      await t.api.getHistorySeries({ accountId: t.alex, subject: { kind: 'account' }, range: range() }),
    );
    expect(series.since).toBe(began);
    expect(series.gaps).toEqual([]);
    expectBarsToMatch(
      series,
      links.map((link) => link.id),
      t,
      'clicks',
    );
    expectBarsToMatch(
      series,
      codes.map((code) => code.link_id),
      t,
      'scans',
    );
    const total = recordedClicks(
      t.recorded,
      links.map((link) => link.id),
      began,
      began + 14 * DAY,
    );
    expect(series.clicks).toBe(total);
    expect(total).toBeGreaterThan(100);
  });

  it('gives each link and QR code its own series, the busy and the quiet alike', async () => {
    const { links, codes } = demoOf(t);
    const byClicks = links
      .map((link) => ({
        id: link.id,
        clicks: recordedClicks(t.recorded, [link.id], began, began + 14 * DAY),
      }))
      .sort((a, b) => b.clicks - a.clicks);
    for (const link of [...byClicks.slice(0, 3), byClicks.at(-1)!]) {
      const series = valueOf(
        await t.api.getHistorySeries({
          accountId: t.alex,
          subject: { kind: 'link', id: link.id },
          range: range(),
        }),
      );
      expect(series.clicks).toBe(link.clicks);
      expectBarsToMatch(series, [link.id], t, 'clicks');
    }
    const code = codes[0]!;
    const scans = valueOf(
      await t.api.getHistorySeries({
        accountId: t.alex,
        subject: { kind: 'qr', id: code.id },
        range: range(),
      }),
    );
    expectBarsToMatch(scans, [code.link_id], t, 'scans');
  });

  it('sums a campaign’s and a channel’s links', async () => {
    const { links, channelLinks } = demoOf(t);
    const campaignId = links.find((link) => link.campaign_id !== null)!.campaign_id!;
    const campaign = valueOf(
      await t.api.getHistorySeries({
        accountId: t.alex,
        subject: { kind: 'campaign', id: campaignId },
        range: range(),
      }),
    );
    expectBarsToMatch(
      campaign,
      links.filter((link) => link.campaign_id === campaignId).map((link) => link.id),
      t,
      'clicks',
    );
    const channelId = channelLinks[0]!.channel_id;
    const channel = valueOf(
      await t.api.getHistorySeries({
        accountId: t.alex,
        subject: { kind: 'channel', id: channelId },
        range: range(),
      }),
    );
    expectBarsToMatch(
      channel,
      channelLinks.filter((row) => row.channel_id === channelId).map((row) => row.item_id),
      t,
      'clicks',
    );
  });

  it('answers the Overview: periods against the ones before, what rose, groups compared', async () => {
    const { links } = demoOf(t);
    const ids = links.map((link) => link.id);
    const now = t.clock.now();
    const overview = valueOf(await t.api.getHistoryOverview({ accountId: t.alex, range: { preset: '7d' } }));
    expect(overview.last24h.clicks).toBe(recordedClicks(t.recorded, ids, now - DAY, now));
    expect(overview.last24h.previousClicks).toBe(recordedClicks(t.recorded, ids, now - 2 * DAY, now - DAY));
    expect(overview.last7d.clicks).toBe(recordedClicks(t.recorded, ids, now - 7 * DAY, now));
    expect(overview.last7d.partial).toBe(false);
    expect(overview.last30d.partial).toBe(true);
    expect(overview.rising.length).toBeGreaterThan(0);
    const top = overview.rising[0]!;
    expect(top.count).toBe(recordedClicks(t.recorded, [top.id], now - 7 * DAY, now));
    expect(overview.campaigns.length).toBeGreaterThan(0);
    expect(overview.status.since).toBe(t.store.bounds(t.alex)!.first);
    expect(overview.status.links).toBe(links.length);
  });

  it('thins looks older than a week to one an hour, and keeps the bars they make', async () => {
    const looks = t.store.spans(t.alex, began, began + 14 * DAY);
    const firstWeek = looks.filter((look) => look.at <= began + 6 * DAY);
    const lastDay = looks.filter((look) => look.at > began + 13 * DAY);
    expect(firstWeek.length).toBeLessThanOrEqual(6 * 24 + 1);
    expect(lastDay.length).toBe(96);
    const status = valueOf(await t.api.getHistoryStatus({ accountId: t.alex }));
    expect(status.fileBytes).toBeGreaterThan(0);
    expect(status.bytes).toBeGreaterThan(0);
  });
});
