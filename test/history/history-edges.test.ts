import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../src/main/spreadsheet/read-spreadsheet.ts';
import { DATABASE_FILE } from '../../src/sandbox/options.ts';
import { valueOf } from '../support/client-harness.ts';
import {
  DAY,
  HOUR,
  MINUTE,
  recordedClicks,
  startHistoryHarness,
  type HistoryHarness,
} from '../support/history-harness.ts';

let t: HistoryHarness | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function started(options: Parameters<typeof startHistoryHarness>[0] = {}): Promise<HistoryHarness> {
  t = await startHistoryHarness(options);
  await t.history.start();
  await t.advance(0);
  return t;
}

function alexLinks(h: HistoryHarness): number[] {
  return (
    h.recorded
      .prepare(
        "SELECT links.id FROM links JOIN users ON users.id = user_id WHERE username = 'alex' AND kind = 'link'",
      )
      .all() as { id: number }[]
  ).map((row) => row.id);
}

function busiestLink(h: HistoryHarness, from: number, to: number): number {
  return alexLinks(h)
    .map((id) => ({ id, clicks: recordedClicks(h.recorded, [id], from, to) }))
    .sort((a, b) => b.clicks - a.clicks)[0]!.id;
}

describe('click history when looks are missed or counters move oddly', () => {
  it('records a gap as a gap: no bars while nobody looked, what came in counted once', async () => {
    const h = await started();
    const began = h.clock.now();
    for (let look = 0; look < 8; look++) await h.advance(15 * MINUTE);
    const closedAt = h.clock.now();
    // The app is closed for a day: the clock moves, no look is taken, then one look when it opens again.
    await h.clock.advance(DAY);
    await h.history.runDue();
    const reopenedAt = h.store.bounds(h.alex)!.last;
    for (let look = 0; look < 4; look++) await h.advance(15 * MINUTE);

    const series = valueOf(
      await h.api.getHistorySeries({
        accountId: h.alex,
        subject: { kind: 'account' },
        range: { from: began, to: h.clock.now() },
      }),
    );
    const ids = alexLinks(h);
    expect(series.gaps).toEqual([
      {
        from: closedAt,
        to: reopenedAt,
        clicks: recordedClicks(h.recorded, ids, closedAt, reopenedAt),
        scans: expect.any(Number),
      },
    ]);
    const inGap = series.buckets.filter(
      (bucket) => bucket.at >= closedAt && bucket.at + series.bucketMinutes * MINUTE <= reopenedAt,
    );
    expect(inGap.length).toBeGreaterThan(0);
    expect(inGap.every((bucket) => bucket.clicks === null)).toBe(true);
    expect(series.clicks).toBe(recordedClicks(h.recorded, ids, began, h.clock.now()));
  }, 60_000);

  it('keeps a deleted link’s history, says when it went, and never counts it as clicks lost', async () => {
    const h = await started();
    for (let look = 0; look < 8; look++) await h.advance(15 * MINUTE);
    const linkId = busiestLink(h, h.clock.now() - 2 * HOUR, h.clock.now());
    const before = valueOf(await h.api.getHistoryOverview({ accountId: h.alex, range: { preset: '24h' } }));
    valueOf(await h.api.deleteLink({ accountId: h.alex, id: linkId }));
    await h.advance(15 * MINUTE);
    const deletedAt = h.store.bounds(h.alex)!.last;

    const series = valueOf(
      await h.api.getHistorySeries({
        accountId: h.alex,
        subject: { kind: 'link', id: linkId },
        range: { preset: '24h' },
      }),
    );
    expect(series.goneAt).toBe(deletedAt);
    expect(series.clicks).toBeGreaterThan(0);
    const after = valueOf(await h.api.getHistoryOverview({ accountId: h.alex, range: { preset: '24h' } }));
    expect(after.series.drops).toEqual([]);
    expect(after.last24h.clicks).toBeGreaterThanOrEqual(before.last24h.clicks);
    expect(after.status.links).toBe(before.status.links - 1);
  }, 60_000);

  it('says when a counter went down, and does not take it off the clicks', async () => {
    const h = await started();
    for (let look = 0; look < 8; look++) await h.advance(15 * MINUTE);
    const linkId = busiestLink(h, h.clock.now() - 2 * HOUR, h.clock.now());
    // The installation's retention clears the link's clicks older than an hour.
    const sandboxDb = new DatabaseSync(join(h.sandboxDir, DATABASE_FILE));
    const cut = new Date(h.clock.now() - HOUR).toISOString().slice(0, 19).replace('T', ' ');
    const removed = sandboxDb
      .prepare('DELETE FROM clicks WHERE link_id = ? AND date <= ?')
      .run(linkId, cut).changes;
    sandboxDb.close();
    expect(removed).toBeGreaterThan(0);
    await h.advance(15 * MINUTE);

    const series = valueOf(
      await h.api.getHistorySeries({
        accountId: h.alex,
        subject: { kind: 'link', id: linkId },
        range: { preset: '24h' },
      }),
    );
    // The counter lost what was removed, less what came in since the look before.
    expect(series.drops).toHaveLength(1);
    expect(series.drops[0]).toMatchObject({ at: h.clock.now(), items: 1 });
    expect(series.drops[0]!.by).toBeGreaterThan(0);
    expect(series.drops[0]!.by).toBeLessThanOrEqual(Number(removed));
    expect(series.buckets.every((bucket) => bucket.clicks === null || bucket.clicks >= 0)).toBe(true);
    const account = valueOf(
      await h.api.getHistorySeries({
        accountId: h.alex,
        subject: { kind: 'account' },
        range: { preset: '24h' },
      }),
    );
    expect(account.drops).toHaveLength(1);
    expect(account.drops[0]!.items).toBe(1);
  }, 60_000);
});

describe('click history and the rate limit', () => {
  it('keeps to a quarter of each window, counted by the sandbox, and says it waited', async () => {
    const answers: { at: number; remaining: number; reset: number; history: boolean }[] = [];
    let clockNow = () => 0;
    // Not `started`: every look here waits for windows, which only pass when the test moves the clock.
    const h = (t = await startHistoryHarness({
      rateLimit: 20,
      pageSize: 5,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const url = String(input);
        answers.push({
          at: clockNow(),
          remaining: Number(response.headers.get('x-ratelimit-remaining')),
          reset: Number(response.headers.get('x-ratelimit-reset')),
          history: /api\/(urls|qr)\?limit=5&/.test(url),
        });
        return response;
      },
    }));
    clockNow = h.clock.now;
    answers.length = 0;
    const looking = h.api.takeHistorySnapshot({ accountId: h.alex });
    let settled = false;
    void looking.finally(() => (settled = true));
    for (let round = 0; round < 200 && !settled; round++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (h.clock.sleeping > 0) await h.clock.skipToNextWake();
    }
    const status = valueOf(await looking);
    const pages = answers.filter((answer) => answer.history);
    expect(pages.length).toBeGreaterThan(5);
    const perWindow = new Map<number, number>();
    for (const page of pages) perWindow.set(page.reset, (perWindow.get(page.reset) ?? 0) + 1);
    expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(5);
    expect(perWindow.size).toBeGreaterThan(1);
    expect(status.lastNote?.outcome).toBe('waited');
    expect(status.lastNote?.words).toMatch(/waited \d+ seconds to stay within its share of the rate limit/);
  }, 60_000);
});

describe('exports, milestones and a removed account', () => {
  it('exports a link’s series as CSV and XLSX that read back as the chart', async () => {
    const h = await started();
    for (let look = 0; look < 12; look++) await h.advance(15 * MINUTE);
    const linkId = busiestLink(h, h.clock.now() - 3 * HOUR, h.clock.now());
    const request = {
      accountId: h.alex,
      subject: { kind: 'link' as const, id: linkId },
      range: { preset: '24h' as const },
    };
    const series = valueOf(await h.api.getHistorySeries(request));
    for (const format of ['csv', 'xlsx'] as const) {
      valueOf(await h.api.exportHistory({ ...request, format, title: 'Spring sale: posters' }));
      const saved = h.savedFiles.at(-1)!;
      expect(saved.suggestedName).toMatch(
        new RegExp(`^Spring sale posters clicks \\d{4}-\\d\\d-\\d\\d to \\d{4}-\\d\\d-\\d\\d\\.${format}$`),
      );
      const sheet = await readSpreadsheet(saved.suggestedName, saved.content as Uint8Array);
      expect(sheet.header).toEqual(['Time', 'Clicks']);
      expect(sheet.rows.map((row) => row[1])).toEqual(
        series.buckets.map((bucket) => (bucket.clicks === null ? '' : String(bucket.clicks))),
      );
      expect(sheet.rows.filter((row) => row[1] !== '').length).toBeGreaterThan(0);
    }
  }, 60_000);

  it('notifies a milestone once, and keeps it quiet in the Overview while the person is away', async () => {
    const h = await started();
    for (let look = 0; look < 4; look++) await h.advance(15 * MINUTE);
    const linkId = busiestLink(h, h.clock.now() - HOUR, h.clock.now());
    const now = valueOf(
      await h.api.getHistorySeries({
        accountId: h.alex,
        subject: { kind: 'link', id: linkId },
        range: { preset: '24h' },
      }),
    );
    const total = recordedClicks(h.recorded, [linkId], 0, h.clock.now());
    valueOf(
      await h.api.setHistorySettings({
        accountId: h.alex,
        milestones: { enabled: true, thresholds: [total + 1, total + 100_000], surges: false },
      }),
    );
    expect(now.clicks).toBeGreaterThan(0);
    for (let look = 0; look < 12 && h.desktopHost.notices.length === 0; look++) await h.advance(15 * MINUTE);
    expect(h.desktopHost.notices).toHaveLength(1);
    expect(h.desktopHost.notices[0]!.body).toMatch(
      new RegExp(`passed ${(total + 1).toLocaleString('en-US')} clicks`),
    );
    const overview = valueOf(await h.api.getHistoryOverview({ accountId: h.alex, range: { preset: '24h' } }));
    expect(overview.milestones).toMatchObject([
      { kind: 'link', itemId: linkId, type: 'threshold', value: total + 1, quiet: false },
    ]);

    const reached = h.events.filter((event) => event.type === 'history' && event.milestones.length > 0);
    expect(reached).toHaveLength(1);

    h.desktopHost.setAway(true);
    const later = recordedClicks(h.recorded, [linkId], 0, h.clock.now());
    valueOf(
      await h.api.setHistorySettings({
        accountId: h.alex,
        milestones: { enabled: true, thresholds: [later + 1], surges: false },
      }),
    );
    for (let look = 0; look < 12; look++) await h.advance(15 * MINUTE);
    expect(h.desktopHost.notices).toHaveLength(1);
    const quiet = valueOf(await h.api.getHistoryOverview({ accountId: h.alex, range: { preset: '24h' } }));
    expect(quiet.milestones[0]).toMatchObject({ value: later + 1, quiet: true });
  }, 60_000);

  it('turns off, and forgets an account’s history when the account is removed', async () => {
    const h = await started();
    for (let look = 0; look < 2; look++) await h.advance(15 * MINUTE);
    const off = valueOf(await h.api.setHistorySettings({ accountId: h.alex, enabled: false }));
    expect(off.nextSnapshotAt).toBeNull();
    const lastLook = h.store.bounds(h.alex)!.last;
    await h.advance(HOUR);
    expect(h.store.bounds(h.alex)!.last).toBe(lastLook);
    const refused = await h.api.takeHistorySnapshot({ accountId: h.alex });
    expect(refused.ok).toBe(false);

    valueOf(await h.api.removeAccount({ id: h.alex }));
    expect(h.store.bounds(h.alex)).toBeNull();
    expect(h.store.counts(h.alex)).toEqual({ links: 0, codes: 0 });
    const gone = await h.api.getHistoryStatus({ accountId: h.alex });
    expect(gone.ok).toBe(false);
  }, 60_000);
});
