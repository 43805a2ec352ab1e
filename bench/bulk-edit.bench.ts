import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Page } from 'playwright-core';
import type { BulkEditSummary } from '../src/shared/ipc/bulk-edit.ts';
import { performance } from 'node:perf_hooks';
import { createBulkJournal } from '../src/main/bulk-edit/bulk-journal.ts';
import { bulkOutcome } from '../test/support/bulk-edit-installation.ts';
import { startBenchApp } from './dev-browser-app.ts';
import { wholeFromEnv } from './env.ts';
import { percentile } from './latency.ts';
import { seedThroughApi } from './seed.ts';

/**
 * `npm run bench:bulk-edit`: prints one line per figure, asserts nothing.
 *
 * 1. An edit of BENCH_LINKS (500) links on a deployed sandbox at 30 requests a minute, on a clock that moves on
 *    whenever the client would wait (`test/support/bulk-edit-child.ts`): a new branded domain and UTM parameters.
 *    Requests per link counts every request the edit sent (the probe, the list, each link's read and update);
 *    then every link is read back with the account's key to count fields lost and links changed twice or never.
 * 2. Main's longest pause while an edit of 100,000 links is recorded in the journal (a real file), the turn
 *    it gives back between batches of rows included.
 * 3. The preview of BENCH_PREVIEW (5,000) links in Chromium through dev:browser: from the click on Preview to two
 *    frames after its first link shows, BENCH_RUNS (5) times after a warm-up.
 */

const LINKS = wholeFromEnv('BENCH_LINKS', 500);
const PREVIEW = wholeFromEnv('BENCH_PREVIEW', 5_000);
const RUNS = wholeFromEnv('BENCH_RUNS', 5);
const child = resolve(import.meta.dirname, '../test/support/bulk-edit-child.ts');

interface Line {
  done?: BulkEditSummary;
  counts: { requests: number; updates: number; refused: number; minutesWaited: number };
}

async function runEdit(folder: string): Promise<Line> {
  return new Promise((done, fail) => {
    const process_ = spawn(process.execPath, [child, folder, 'start', String(LINKS)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let last: Line | null = null;
    createInterface({ input: process_.stdout }).on('line', (text) => (last = JSON.parse(text) as Line));
    process_.on('error', fail);
    process_.on('exit', (code) =>
      code === 0 && last?.done ? done(last) : fail(new Error(`The edit ended with ${code}.`)),
    );
  });
}

/**
 * Watches for the preview's first link once asked: the time from then to two frames after it shows. Source text
 * for an init script, since these files are typed without the browser's types.
 */
const WATCH_PREVIEW = `
  globalThis.benchWatchPreview = () => {
    const start = performance.now();
    globalThis.benchPreview = new Promise((done) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('.bulk-rows .bulk-row')) return;
        observer.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - start)));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  };
`;

type BenchWindow = { benchWatchPreview: () => void; benchPreview: Promise<number> };

/** From the click on Preview to two frames after the first link of the preview shows, in ms. */
async function previewPainted(page: Page): Promise<number> {
  await page.evaluate(() => (globalThis as unknown as BenchWindow).benchWatchPreview());
  await page.getByRole('button', { name: /^Preview/ }).click();
  return page.evaluate(() => (globalThis as unknown as BenchWindow).benchPreview);
}

/** Records an edit of 100,000 links and prints how long it took and main's longest pause meanwhile. */
async function recordingPauses(folder: string): Promise<void> {
  const journal = createBulkJournal({ file: join(folder, 'pauses.db'), log: { warn: () => undefined } });
  const rows = Array.from({ length: 100_000 }, (_, index) => ({
    linkId: index + 1,
    shorturl: `https://go.example.com/link-${index}`,
  }));
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  await journal.create(
    {
      editId: 'bench',
      accountId: 'bench',
      installation: 'bench',
      label: 'Bench',
      kind: 'edit',
      undoOf: null,
      changes: { utm: { mode: 'set', values: { utm_source: 'bench' } } },
      replaces: true,
      createdAt: Date.now(),
    },
    rows,
  );
  const took = performance.now() - started;
  clearInterval(timer);
  journal.close();
  console.log(
    `recording an edit of 100,000 links: ${took.toFixed(0)} ms, main's longest pause ${longest.toFixed(0)} ms`,
  );
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'linkdesk-bench-bulk-'));
  try {
    const line = await runEdit(folder);
    const outcome = await bulkOutcome(join(folder, 'sandbox'));
    const { counts } = line;
    console.log(`Bulk edit of ${LINKS} links on a deployed installation at 30 requests a minute:`);
    console.log(
      `requests per link ${(counts.requests / LINKS).toFixed(2)} (${counts.requests} requests, ${counts.updates} updates)`,
    );
    console.log(`refused ${counts.refused}`);
    console.log(`fields lost ${outcome.fieldsLost}`);
    console.log(`links changed twice ${outcome.twice}, never ${outcome.missing}`);
    console.log(`time at the rate limit ${counts.minutesWaited.toFixed(1)} min (moved clock)`);
    await recordingPauses(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  const app = await startBenchApp('bulk-edit');
  try {
    await seedThroughApi(
      app.sandboxUrl,
      app.apiKey,
      Array.from({ length: PREVIEW }, (_, index) => ({
        path: '/api/url/add',
        body: { url: `https://shop.example.com/item/${index}?ref=bench`, custom: `bench-${index}` },
      })),
    );
    await app.addAccount();
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(WATCH_PREVIEW);
        await page.goto(app.devBrowser.url);
        await page.getByRole('link', { name: 'Links', exact: true }).click();
        await page.getByRole('button', { name: 'Edit in bulk…' }).click();
        await page.getByText(`${PREVIEW.toLocaleString('en-US')} links chosen.`).waitFor({ timeout: 60_000 });
        await page.getByRole('checkbox', { name: 'UTM parameters' }).check();
        await page.getByLabel('Source (utm_source)').fill('bench');
        const time = await previewPainted(page);
        if (run > 0) times.push(time);
      } finally {
        await context.close();
      }
    }
    console.log(
      `preview of ${PREVIEW.toLocaleString('en-US')} links painted in ${percentile(times, 50).toFixed(0)} ms (p50), ${percentile(times, 95).toFixed(0)} ms (p95), ${RUNS} runs after a warm-up; target ≤ 500`,
    );
  } finally {
    await app.close();
  }
}

await main();
