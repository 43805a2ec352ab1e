import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { IPC_PATH, TOKEN_HEADER } from '../src/dev-browser/bridge-script.ts';
import { createGateway } from '../src/main/api/gateway.ts';
import { createOfflineCache } from '../src/main/cache/offline-cache.ts';
import { createMemoryClipboard } from '../src/main/clipboard/memory-clipboard.ts';
import { registerHandlers } from '../src/main/handlers.ts';
import { createHistoryStore, defaultSettings } from '../src/main/history/history-store.ts';
import { recordLook } from '../src/main/history/record-look.ts';
import type { ListedItem } from '../src/main/history/snapshot-diff.ts';
import { createImportJournal } from '../src/main/import/import-journal.ts';
import { createQrDesignStore } from '../src/main/qr/design-store.ts';
import { DATABASE_FILE } from '../src/sandbox/options.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/support/chromium.ts';
import { MapCredentials, MemoryRecords } from '../test/support/fakes.ts';
import { createTestIpc } from '../test/support/ipc.ts';
import { addBenchAccount, startBenchDevBrowser } from './dev-browser-app.ts';
import { wholeFromEnv } from './env.ts';
import { advanceTraffic, CODE_RATES, LINK_RATES, trafficItems, type TrafficItem } from './history-traffic.ts';
import { percentile } from './latency.ts';
import { startSandbox } from './servers.ts';

/**
 * `npm run bench:history`: click history for an account with 10,000 links and 1,000 QR codes. Prints one line
 * per figure, asserts nothing.
 *
 * 1. Requests and main-thread time per snapshot: the real handlers take looks over HTTP at a sandbox in a child
 *    process holding those links and codes, their counters moved between looks as 15 minutes of traffic would
 *    move them. Main-thread time is the event loop's busy time during the look (`eventLoopUtilization`):
 *    reading the answers, comparing, writing history.db. The sandbox's work is in its own process.
 * 2. history.db after 90 days of 15-minute looks: the same traffic, each look written through `recordLook`, the
 *    collector's own path after the lists are read (comparing, writing, thinning), on a moved clock.
 * 3. The Overview in Chromium through dev:browser over that history.db: from the bridge's answer arriving to
 *    two frames after the chart shows (first paint), and from choosing another range to two frames after the
 *    chart shows it (range change).
 *
 * BENCH_LINKS (10000), BENCH_CODES (1000), BENCH_DAYS (90), BENCH_LOOKS (20 over HTTP), BENCH_RUNS (10);
 * BENCH_SKIP_UI=1 stops after the first part; BENCH_DEBUG=1 prints each range change's bridge requests (sent and
 * answered, in ms after the click); BENCH_PROFILE=1 writes a CPU profile of the page's last run of range changes
 * to overview.cpuprofile in the system's temporary folder.
 */

const LINKS = wholeFromEnv('BENCH_LINKS', 10_000);
const CODES = wholeFromEnv('BENCH_CODES', 1_000);
const DAYS = wholeFromEnv('BENCH_DAYS', 90);
const LOOKS = wholeFromEnv('BENCH_LOOKS', 20);
const RUNS = wholeFromEnv('BENCH_RUNS', 10);
const MINUTE = 60_000;
const LOOK = 15 * MINUTE;
const ms = (value: number) => value.toFixed(1);
const quiet = { warn: () => undefined };

/** The pro user's links and codes, written into the sandbox's file while it is stopped. */
function fillSandbox(file: string): { linkIds: number[]; codeLinkIds: number[] } {
  const db = new DatabaseSync(file);
  const { id: userId } = db.prepare("SELECT id FROM users WHERE status = 'pro' LIMIT 1").get() as {
    id: number;
  };
  const date = '2026-01-01 00:00:00';
  const addLink = db.prepare(
    'INSERT INTO links (user_id, kind, alias, long_url, title, date) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
  );
  const addCode = db.prepare(
    "INSERT INTO qr_codes (user_id, type, data, name, alias, link_id, date) VALUES (?, 'link', ?, ?, ?, ?, ?)",
  );
  const linkIds: number[] = [];
  const codeLinkIds: number[] = [];
  db.exec('BEGIN');
  for (let index = 0; index < LINKS; index++) {
    const row = addLink.get(
      userId,
      'link',
      `bench${index}`,
      `https://example.com/a/${index}`,
      `Article ${index}`,
      date,
    ) as { id: number };
    linkIds.push(row.id);
  }
  for (let index = 0; index < CODES; index++) {
    const link = addLink.get(userId, 'qr', `benchqr${index}`, `https://example.com/p/${index}`, '', date) as {
      id: number;
    };
    addCode.run(
      userId,
      `https://example.com/p/${index}`,
      `Poster ${index}`,
      `benchqr${index}`,
      link.id,
      date,
    );
    codeLinkIds.push(link.id);
  }
  db.exec('COMMIT');
  db.close();
  return { linkIds, codeLinkIds };
}

/** Writes the moved counters into the sandbox's file, as its clicks' triggers would have. */
function writeCounters(file: string, ids: number[], items: TrafficItem[]): void {
  const db = new DatabaseSync(file);
  const update = db.prepare('UPDATE links SET clicks = ?, unique_clicks = ? WHERE id = ?');
  db.exec('BEGIN');
  items.forEach((item, index) => update.run(item.clicks, item.uniques, ids[index]!));
  db.exec('COMMIT');
  db.close();
}

async function snapshotsOverHttp(
  sandboxUrl: string,
  apiKey: string,
  sandboxFile: string,
  ids: ReturnType<typeof fillSandbox>,
) {
  const dir = mkdtempSync(join(tmpdir(), 'linkdesk-bench-history-http-'));
  const ipc = createTestIpc();
  let requests = 0;
  const cache = createOfflineCache({ file: join(dir, 'offline-cache.db'), now: Date.now, log: quiet });
  const store = createHistoryStore({ file: join(dir, 'history.db'), log: quiet });
  const registered = registerHandlers(ipc.registrar, {
    records: new MemoryRecords(),
    credentials: new MapCredentials(),
    fetch: (input, init) => {
      requests += 1;
      return fetch(input, init);
    },
    sandbox: { ensure: () => Promise.reject(new Error('not used')) },
    openExternal: async () => undefined,
    newId: randomUUID,
    now: () => new Date(),
    gateway: createGateway({ cache, emit: () => undefined, now: Date.now }),
    emit: () => undefined,
    designs: createQrDesignStore({ file: ':memory:', log: quiet }),
    importJournal: createImportJournal({ file: ':memory:', log: quiet }),
    openFile: async () => null,
    saveFile: async () => ({ saved: false }),
    copyImage: async () => undefined,
    clipboard: createMemoryClipboard(),
    history: { store },
  });
  const added = await ipc.api.addAccount({ name: 'Bench', baseUrl: sandboxUrl, apiKey });
  if (!added.ok) throw new Error(added.error.message);
  const accountId = added.value.id;
  await ipc.api.setHistorySettings({ accountId, enabled: true });
  const links = trafficItems(LINKS, LINK_RATES(LINKS), Date.now(), 1);
  const codes = trafficItems(CODES, CODE_RATES(CODES), Date.now(), 2);
  let simulated = Date.now();
  const perLook: number[] = [];
  const busy: number[] = [];
  for (let look = 0; look <= LOOKS; look++) {
    simulated += LOOK;
    advanceTraffic(links.items, links.random, simulated);
    advanceTraffic(codes.items, codes.random, simulated);
    writeCounters(sandboxFile, ids.linkIds, links.items);
    writeCounters(sandboxFile, ids.codeLinkIds, codes.items);
    requests = 0;
    const before = performance.eventLoopUtilization();
    const taken = await ipc.api.takeHistorySnapshot({ accountId });
    const during = performance.eventLoopUtilization(before);
    if (!taken.ok) throw new Error(taken.error.message);
    // The first look reads every item for the first time: a baseline, not the look every 15 minutes.
    if (look === 0) continue;
    perLook.push(requests);
    busy.push(during.active);
  }
  await registered.history.stop();
  store.close();
  cache.close();
  rmSync(dir, { recursive: true, force: true });
  return { requests: Math.max(...perLook), busyP95: percentile(busy, 95), busyMedian: percentile(busy, 50) };
}

/** 90 days of looks every 15 minutes, ending now, written the collector's way into `file` for `accountId`. */
function ninetyDays(
  file: string,
  accountId: string,
): { looks: number; seconds: number; lastWeekP95: number } {
  const store = createHistoryStore({ file, log: quiet });
  store.saveSettings(accountId, defaultSettings(true));
  const end = Math.floor(Date.now() / LOOK) * LOOK - LOOK;
  const start = end - DAYS * 24 * 60 * MINUTE;
  const links = trafficItems(LINKS, LINK_RATES(LINKS), start, 3);
  const codes = trafficItems(CODES, CODE_RATES(CODES), start, 4);
  const listed: ListedItem[] = [
    ...links.items.map((_, index) => ({
      kind: 'link' as const,
      id: index + 1,
      address: `https://bench.link/l${index + 1}`,
      name: `Article ${index + 1}`,
      clicks: 0,
      uniques: 0,
      campaign: index % 50 === 0 ? 1 + (index % 7) : null,
      channels: index % 30 === 0 ? [1 + (index % 4)] : [],
    })),
    ...codes.items.map((_, index) => ({
      kind: 'qr' as const,
      id: index + 1,
      address: `https://bench.link/q${index + 1}`,
      name: `Poster ${index + 1}`,
      clicks: 0,
      uniques: 0,
      campaign: null,
      channels: [],
    })),
  ];
  const known = store.knownItems(accountId);
  const began = performance.now();
  let looks = 0;
  const lastWeek: number[] = [];
  for (let at = start; at <= end; at += LOOK) {
    advanceTraffic(links.items, links.random, at);
    advanceTraffic(codes.items, codes.random, at);
    links.items.forEach((item, index) => {
      listed[index]!.clicks = item.clicks;
      listed[index]!.uniques = item.uniques;
    });
    codes.items.forEach((item, index) => (listed[LINKS + index]!.clicks = item.clicks));
    const writing = performance.now();
    recordLook(store, accountId, known, { items: listed, whole: true }, at, 15);
    if (end - at < 7 * 24 * 60 * MINUTE) lastWeek.push(performance.now() - writing);
    looks += 1;
  }
  store.close();
  return { looks, seconds: (performance.now() - began) / 1000, lastWeekP95: percentile(lastWeek, 95) };
}

/** Marks when the Overview's chart first shows bars, the bridge answer before it, and two frames on. */
const WATCH_CHART = (ipcPath: string) => `(() => {
  const marks = {};
  window.benchMarks = marks;
  const bars = () => document.querySelectorAll('.history-chart-figure .recharts-bar-rectangle').length;
  new MutationObserver(() => {
    if (marks.seen !== undefined || bars() === 0) return;
    marks.seen = performance.now();
    const answers = performance.getEntriesByType('resource')
      .filter((entry) => entry.name.includes(${JSON.stringify(ipcPath)}) && entry.responseEnd <= marks.seen);
    marks.arrived = Math.max(...answers.map((entry) => entry.responseEnd));
    requestAnimationFrame(() => requestAnimationFrame(() => (marks.painted = performance.now())));
  }).observe(document, { childList: true, subtree: true });
  window.benchRange = (label) => new Promise((resolve) => {
    const table = () => document.querySelector('.history-chart table');
    const before = table()?.querySelector('caption')?.textContent;
    const start = performance.now();
    const observer = new MutationObserver(() => {
      const now = table()?.querySelector('caption')?.textContent;
      if (now === undefined || now === before || document.querySelector('.history-chart.is-busy')) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => {
        const end = performance.now();
        window.benchIpc = performance.getEntriesByType('resource')
          .filter((entry) => entry.name.includes(${JSON.stringify(ipcPath)}) && entry.startTime >= start)
          .map((entry) => [Math.round(entry.startTime - start), Math.round(entry.responseEnd - start)]);
        resolve(end - start);
      }));
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    document.querySelector('[aria-label="' + label + '"]').click();
  });
})();`;

async function overviewInChromium(sandboxUrl: string, apiKey: string) {
  const dir = mkdtempSync(join(tmpdir(), 'linkdesk-bench-history-ui-'));
  const devBrowser = await startBenchDevBrowser(join(dir, 'build'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    await addBenchAccount(devBrowser, sandboxUrl, apiKey);
    const listed = await fetch(devBrowser.origin + IPC_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: devBrowser.token },
      body: JSON.stringify({ channel: 'accounts:list', request: {} }),
    });
    const accounts = (await listed.json()) as { value: { accounts: { id: string }[] } };
    const accountId = accounts.value.accounts[0]!.id;
    const file = join(devBrowser.dataDir, 'history.db');
    const built = ninetyDays(file, accountId);
    const size = statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);

    const painted: number[] = [];
    const changes: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(WATCH_CHART(IPC_PATH));
        await page.goto(devBrowser.url);
        const handle = await page.waitForFunction(
          () => {
            const marks = (globalThis as unknown as { benchMarks: { painted?: number } }).benchMarks;
            return marks.painted !== undefined && marks;
          },
          undefined,
          { timeout: 120_000 },
        );
        const marks = (await handle.jsonValue()) as { arrived: number; painted: number };
        // The first run warms Chromium's and the bridge's caches; it is not counted.
        if (run > 0) painted.push(marks.painted - marks.arrived);
        const cdp = process.env.BENCH_PROFILE && run === RUNS ? await context.newCDPSession(page) : null;
        if (cdp) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        for (const label of ['Last 30 days', 'Last 24 hours', 'Last 7 days']) {
          const took = await page.evaluate(
            (name) =>
              (globalThis as unknown as { benchRange: (label: string) => Promise<number> }).benchRange(name),
            label,
          );
          if (run > 0) changes.push(took);
          if (process.env.BENCH_DEBUG)
            console.log(label, Math.round(took), JSON.stringify(await page.evaluate('window.benchIpc')));
        }
        if (cdp) {
          const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
          writeFileSync(join(tmpdir(), 'overview.cpuprofile'), JSON.stringify(profile));
        }
      } finally {
        await context.close();
      }
    }
    return { built, size, paintedP95: percentile(painted, 95), changeP95: percentile(changes, 95) };
  } finally {
    await browser.close();
    await devBrowser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'linkdesk-bench-history-'));
  const sandboxDir = join(dir, 'sandbox');
  let sandbox = await startSandbox('empty', sandboxDir);
  await sandbox.stop();
  const ids = fillSandbox(join(sandboxDir, DATABASE_FILE));
  sandbox = await startSandbox('empty', sandboxDir);
  try {
    const apiKey = sandbox.info.accounts.find((account) => account.status === 'pro')!.apiKey;
    console.log(
      `${LINKS} links and ${CODES} QR codes; ${LOOKS} looks over HTTP, ${DAYS} days of looks, ${RUNS} runs in Chromium.`,
    );
    const http = await snapshotsOverHttp(sandbox.info.url, apiKey, join(sandboxDir, DATABASE_FILE), ids);
    console.log(`(main thread per snapshot median ${ms(http.busyMedian)} ms)`);
    if (process.env.BENCH_SKIP_UI) {
      console.log(`requests per snapshot ${http.requests}`);
      console.log(`main thread per snapshot p95 ${ms(http.busyP95)} ms`);
      return;
    }
    const ui = await overviewInChromium(sandbox.info.url, apiKey);
    console.log(
      `(${ui.built.looks} looks written in ${ui.built.seconds.toFixed(1)} s; comparing and writing one look, its last week, p95 ${ms(ui.built.lastWeekP95)} ms)`,
    );
    console.log(`requests per snapshot ${http.requests}`);
    console.log(`main thread per snapshot p95 ${ms(http.busyP95)} ms`);
    console.log(`history.db ${(ui.size / 1024 / 1024).toFixed(1)} MB`);
    console.log(`overview painted after data p95 ${ms(ui.paintedP95)} ms`);
    console.log(`range change p95 ${ms(ui.changeP95)} ms`);
  } finally {
    await sandbox.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
