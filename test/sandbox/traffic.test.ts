import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDatetime } from '../../src/sandbox/http/format.ts';
import { parseCommandLine } from '../../src/sandbox/options.ts';
import { postOk } from '../support/post-ok.ts';
import { useSandbox, type ApiClient, type TestSandbox } from '../support/sandbox.ts';
import { forgetClicksBefore, openSandboxDatabase, recordedClicks } from '../support/sandbox-clicks.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';
import { ShiftedClock } from '../support/shifted-clock.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const stored = (ms: number) => formatDatetime(new Date(ms));

interface Counted {
  id: number;
  clicks: number;
  uniqueclicks: number;
}

/** Every link of a user as the list gives it (pages of 1,000, as the app reads them). */
async function listedLinks(client: ApiClient): Promise<Counted[]> {
  const links: Counted[] = [];
  for (let page = 1; ; page++) {
    const reply = await client.get(`/api/urls?limit=1000&page=${page}`);
    expect(reply.status, reply.text).toBe(200);
    links.push(...(reply.body.data.urls as Counted[]));
    if (reply.body.data.nextpage === null) return links;
  }
}

/** Every QR code of a user with its scans, and the hidden link that counts them (null for a static code). */
async function listedCodes(client: ApiClient, db: DatabaseSync) {
  const reply = await client.get('/api/qr?limit=1000');
  expect(reply.status, reply.text).toBe(200);
  return (reply.body.data.qrs as { id: number; scans: number }[]).map((code) => ({
    ...code,
    linkId: (
      db.prepare('SELECT link_id FROM qr_codes WHERE id = ?').get(code.id) as { link_id: number | null }
    ).link_id,
  }));
}

/** How many clicks the whole sandbox recorded with a date in (from, to]. */
function clicksBetween(db: DatabaseSync, fromMs: number, toMs: number): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM clicks WHERE date > ? AND date <= ?')
    .get(stored(fromMs), stored(toMs)) as { n: number };
  return Number(row.n);
}

/** The time until the next 04:10 UTC, the quietest time of the simulated day. */
function untilNight(now: number): number {
  const night = Math.floor(now / DAY) * DAY + 4 * HOUR + 10 * 60_000;
  return (night > now ? night : night + DAY) - now;
}

describe('the command line', () => {
  it('turns traffic on with --traffic, and leaves it off otherwise', () => {
    expect(parseCommandLine(['--traffic']).traffic).toBe(true);
    expect(parseCommandLine([]).traffic).toBe(false);
  });
});

describe('simulated traffic on the demo', () => {
  const clock = new ShiftedClock();
  // Starting in the quietest hour makes a visit in the first moments after the start as unlikely as it gets.
  clock.jump(untilNight(clock.now()));
  let startedBy = 0;
  beforeAll(() => {
    startedBy = clock.now();
  });
  const t = useSandbox({ seed: 'demo', traffic: true, now: clock.now });
  let db: DatabaseSync;
  /** Every listed link's counters as they were before the clock moved. */
  const atStart = new Map<number, Counted>();
  let scansAtStart = 0;
  beforeAll(() => {
    db = openSandboxDatabase(t);
  });
  afterAll(() => db?.close());

  const everyLink = async () => [...(await listedLinks(t.pro)), ...(await listedLinks(t.free))];

  it('records no visit before the clock moves: the seeded history stays as it is', async () => {
    const links = await everyLink();
    const codes = await listedCodes(t.pro, db);
    await t.pro.get('/api/account');
    expect(links.length).toBeGreaterThan(30);
    expect(clicksBetween(db, startedBy, clock.now() + DAY)).toBe(0);
    for (const link of links) {
      const seeded = recordedClicks(db, link.id, startedBy);
      expect({ clicks: link.clicks, uniques: link.uniqueclicks }).toEqual(seeded);
      atStart.set(link.id, link);
    }
    scansAtStart = codes.reduce((sum, code) => sum + code.scans, 0);
    expect(scansAtStart).toBeGreaterThan(0);
  });

  it('after two weeks, every list counts exactly the clicks the table holds, busier by day than by night', async () => {
    const from = clock.now();
    clock.jump(14 * DAY);
    const links = await everyLink();
    const now = clock.now();
    for (const link of links) {
      const recorded = recordedClicks(db, link.id, now);
      expect({ id: link.id, clicks: link.clicks, uniques: link.uniqueclicks }).toEqual({
        id: link.id,
        ...recorded,
      });
    }
    const gained = links.map((link) => link.clicks - atStart.get(link.id)!.clicks);
    const total = gained.reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThan(2000);
    // Visitors come back: new unique visitors are fewer than new clicks.
    const gainedUniques = links.reduce(
      (sum, link) => sum + link.uniqueclicks - atStart.get(link.id)!.uniqueclicks,
      0,
    );
    expect(gainedUniques).toBeLessThan(total * 0.9);
    expect(gainedUniques).toBeGreaterThan(total * 0.4);

    // Statistics read the same rows.
    const busiest = links[gained.indexOf(Math.max(...gained))]!;
    const details = await t.pro.get(`/api/url/${busiest.id}`);
    expect(details.body.data).toMatchObject({ clicks: busiest.clicks, uniqueClicks: busiest.uniqueclicks });

    // Afternoons (12:00 to 20:00 UTC) bring far more visits than nights (00:00 to 08:00).
    const byHour = db
      .prepare(
        'SELECT CAST(substr(date, 12, 2) AS INTEGER) AS hour, COUNT(*) AS n FROM clicks WHERE date > ? GROUP BY hour',
      )
      .all(stored(from)) as { hour: number; n: number }[];
    const inHours = (first: number, last: number) =>
      byHour.filter((row) => row.hour >= first && row.hour < last).reduce((sum, row) => sum + row.n, 0);
    expect(inHours(12, 20)).toBeGreaterThan(2 * inHours(0, 8));
    expect(inHours(0, 8)).toBeGreaterThan(0);
  });

  it('counts visits to dynamic QR codes as their scans, from phones', async () => {
    const codes = await listedCodes(t.pro, db);
    const now = clock.now();
    const dynamic = codes.filter((code) => code.linkId !== null);
    expect(dynamic.length).toBeGreaterThan(3);
    for (const code of dynamic) expect(code.scans).toBe(recordedClicks(db, code.linkId!, now).clicks);
    expect(codes.reduce((sum, code) => sum + code.scans, 0)).toBeGreaterThan(scansAtStart);
    const systems = db
      .prepare(
        `SELECT DISTINCT c.os FROM clicks c JOIN links l ON l.id = c.link_id WHERE l.kind = 'qr' AND c.date > ?`,
      )
      .all(stored(startedBy)) as { os: string }[];
    expect(systems.length).toBeGreaterThan(0);
    expect(systems.every((row) => row.os === 'iOS' || row.os === 'Android')).toBe(true);
  });

  it('makes a few links hot and most quiet, orders of magnitude apart', async () => {
    const links = await everyLink();
    const gained = links.map((link) => link.clicks - atStart.get(link.id)!.clicks).sort((a, b) => a - b);
    const median = gained[Math.floor(gained.length / 2)]!;
    const busiest = gained[gained.length - 1]!;
    expect(median).toBeLessThan(20);
    expect(busiest).toBeGreaterThan(1000);
    expect(busiest).toBeGreaterThan(100 * Math.max(1, median));
    // A few hot, not many: a link that takes off for a few hours gets a few hundred visits, a hot one
    // thousands.
    const hot = gained.filter((n) => n > 1000).length;
    expect(hot).toBeGreaterThan(0);
    expect(hot).toBeLessThan(links.length / 5);
    // Some warm in between: a few visits a day.
    expect(gained.filter((n) => n >= 20 && n <= 1000).length).toBeGreaterThan(0);
  });

  it('gives links and QR codes made later their own visits, none before they were made', async () => {
    const made: number[] = [];
    for (let n = 0; n < 8; n++) {
      made.push((await postOk(t.free, '/api/url/add', { url: `https://example.com/later-${n}` })).body.id);
    }
    const codeIds: number[] = [];
    for (let n = 0; n < 2; n++) {
      const code = await postOk(t.pro, '/api/qr/add', {
        type: 'link',
        data: `https://example.com/menu-${n}`,
      });
      codeIds.push(code.body.id);
    }
    const hidden = codeIds.map(
      (id) =>
        (db.prepare('SELECT link_id FROM qr_codes WHERE id = ?').get(id) as { link_id: number }).link_id,
    );
    clock.jump(7 * DAY);
    const listed = (await listedLinks(t.free)).filter((link) => made.includes(link.id));
    const codes = (await listedCodes(t.pro, db)).filter((code) => codeIds.includes(code.id));
    const now = clock.now();
    expect(listed).toHaveLength(8);
    for (const link of listed) expect(link.clicks).toBe(recordedClicks(db, link.id, now).clicks);
    for (const code of codes) expect(code.scans).toBe(recordedClicks(db, code.linkId!, now).clicks);
    // Every user's links: the free user's new links as well as the demo account's new codes.
    expect(listed.reduce((sum, link) => sum + link.clicks, 0)).toBeGreaterThan(0);
    expect(codes.reduce((sum, code) => sum + code.scans, 0)).toBeGreaterThan(0);
    const early = db
      .prepare(
        `SELECT COUNT(*) AS n FROM clicks c JOIN links l ON l.id = c.link_id
         WHERE c.link_id IN (${[...made, ...hidden].join(', ')}) AND c.date <= l.date`,
      )
      .get() as { n: number };
    expect(Number(early.n)).toBe(0);
  });

  it('follows an installation forgetting old clicks: the counter goes down with the rows', async () => {
    const links = await everyLink();
    const busiest = links.reduce((best, link) => (link.clicks > best.clicks ? link : best));
    const cut = clock.now() - 3 * DAY;
    const forgotten = forgetClicksBefore(db, busiest.id, cut);
    expect(forgotten).toBeGreaterThan(0);
    const after = (await everyLink()).find((link) => link.id === busiest.id)!;
    // The request itself may bring a visit or two; what the table holds is still what the list says.
    expect(after.clicks).toBe(recordedClicks(db, busiest.id, clock.now()).clicks);
    expect(after.clicks).toBeLessThan(busiest.clicks - forgotten + 50);
    expect(recordedClicks(db, busiest.id, cut - 1000).clicks).toBe(0);
  });

  // Ninety days of the demo's traffic are about a hundred thousand rows: seconds on a loaded machine.
  it('generates at most the last 90 days when the clock moves years ahead', { timeout: 60_000 }, async () => {
    const before = clock.now();
    clock.jump(3 * 365 * DAY);
    const requested = clock.now();
    await t.pro.get('/api/account');
    const windowStart = requested - 90 * DAY;
    expect(clicksBetween(db, before, windowStart - 1000)).toBe(0);
    // ...and all of those 90 days, from their first day.
    expect(clicksBetween(db, windowStart - 1000, windowStart + DAY)).toBeGreaterThan(0);
    expect(clicksBetween(db, windowStart, clock.now())).toBeGreaterThan(10_000);
  });
});

describe('the same seed and clock give the same visits', () => {
  const clock = new ShiftedClock();
  const first = useSandbox({ traffic: { seed: 7 }, now: clock.now });
  const second = useSandbox({ traffic: { seed: 7 }, now: clock.now });
  const other = useSandbox({ traffic: { seed: 8 }, now: clock.now });
  const sandboxes: [string, TestSandbox][] = [
    ['first', first],
    ['second', second],
    ['other', other],
  ];

  /** The same links in each: 24 listed ones and 4 dynamic QR codes, made long ago, with the same ids. */
  beforeAll(() => {
    for (const [, t] of sandboxes) {
      const rows = new SandboxRows(t);
      for (let n = 0; n < 24; n++) rows.insertLink(n % 2 ? 'alex' : 'sam', `https://example.com/${n}`);
      for (let n = 0; n < 4; n++) rows.insertQr('alex', { dynamic: true });
    }
  });

  it('records the same rows in every sandbox of a seed, and others with another seed', async () => {
    const from = clock.now();
    clock.jump(14 * DAY);
    const to = clock.now();
    const visits = new Map<string, unknown[]>();
    const counts = new Map<string, number[]>();
    for (const [name, t] of sandboxes) {
      await t.pro.get('/api/account');
      const db = openSandboxDatabase(t);
      try {
        visits.set(
          name,
          db
            .prepare(
              `SELECT link_id, date, country, referrer, browser, os, visitor FROM clicks
               WHERE date > ? AND date <= ? ORDER BY date, link_id, visitor, referrer`,
            )
            .all(stored(from), stored(to)),
        );
        const ids = (db.prepare('SELECT id FROM links ORDER BY id').all() as { id: number }[]).map(
          (r) => r.id,
        );
        counts.set(
          name,
          ids.map((id) => recordedClicks(db, id, to).clicks - recordedClicks(db, id, from).clicks),
        );
      } finally {
        db.close();
      }
    }
    expect(visits.get('first')!.length).toBeGreaterThan(500);
    expect(visits.get('second')).toEqual(visits.get('first'));
    expect(counts.get('second')).toEqual(counts.get('first'));
    expect(counts.get('other')).not.toEqual(counts.get('first'));
  });
});
