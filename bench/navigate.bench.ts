import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../test/e2e/support/chromium.ts';
import { startCountingProxy } from './counting-proxy.ts';
import { addBenchAccount, startBenchDevBrowser } from './dev-browser-app.ts';
import { percentile } from './latency.ts';
import { startSandbox } from './servers.ts';
import { printTable } from './table.ts';
import { wholeFromEnv } from './env.ts';

/**
 * `npm run bench:navigate`: a person clicking through the areas on an account its installation limits to 30
 * requests a minute. After the account is added (its checks spend requests of their own, so the bench waits
 * for the installation's minute to start afresh), the window opens and the person visits an area every
 * 1.2 seconds, 50 visits in all, in a fixed order that never repeats an area twice in a row.
 *
 * Reports the API requests the window's visits sent (counted by a proxy in front of the sandbox; the target is
 * at most 30, so the limit is never reached), the requests refused for the limit, the blank screens (an area
 * that shows neither its data nor its empty state before the next click), and the time from a click to the
 * area painted with its content (p50, p95, worst). Prints numbers, asserts nothing.
 *
 * BENCH_VISITS (default 50), BENCH_INTERVAL_MS (default 1200) and BENCH_RATE_LIMIT (default 30) tune it;
 * BENCH_SHOW_SLOW=1 names every visit that took over 100 ms.
 */

const VISITS = wholeFromEnv('BENCH_VISITS', 50);
const INTERVAL_MS = wholeFromEnv('BENCH_INTERVAL_MS', 1200);
const RATE_LIMIT = wholeFromEnv('BENCH_RATE_LIMIT', 30);
const WINDOW_MS = 60_000;

const AREAS = [
  'Account',
  'Accounts',
  'Links',
  'QR codes',
  'Domains',
  'Pixels',
  'Splash pages',
  'CTA overlays',
] as const;

/** The areas to visit: a fixed pseudo-random order (the same every run), never the same area twice in a row. */
function visitOrder(count: number): string[] {
  let seed = 20_261_124;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const order: string[] = [];
  while (order.length < count) {
    const area = AREAS[Math.floor(next() * AREAS.length)]!;
    if (area !== order.at(-1)) order.push(area);
  }
  return order;
}

/**
 * Clicks the area's link in the sidebar and answers, in the page's own clock, how long until a frame shows the
 * area with its content: the profile's details, the accounts list, or a list's rows or its empty state (not its
 * skeleton). Null when that did not happen within `withinMs`: a blank screen. Source text, because this
 * project's Node code has no DOM types.
 */
function visitScript(area: string, username: string, withinMs: number): string {
  return `(async () => {
  const area = ${JSON.stringify(area)};
  const username = ${JSON.stringify(username)};
  const headingIs = (text) => [...document.querySelectorAll('h1')].some((h1) => h1.textContent === text);
  const painted = () => {
    if (area === 'Account') return headingIs(username) && document.querySelector('main dd') !== null;
    if (!headingIs(area)) return false;
    if (area === 'Accounts') return true;
    const list = document.querySelector('main section[aria-label]');
    if (!list || list.querySelector('.data-list-skeleton')) return false;
    return list.querySelector('[role="gridcell"]') !== null || list.querySelector('.data-list-empty') !== null;
  };
  const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent.trim() === area);
  if (!link) return { error: 'no link to ' + area };
  const started = performance.now();
  link.click();
  return new Promise((resolve) => {
    const check = () => {
      const elapsed = performance.now() - started;
      if (painted()) resolve({ ms: elapsed });
      else if (elapsed > ${withinMs}) resolve({ ms: null });
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
})()`;
}

async function visitAll(page: Page, username: string) {
  const times: number[] = [];
  const blank: string[] = [];
  for (const [index, area] of visitOrder(VISITS).entries()) {
    const started = Date.now();
    const outcome = (await page.evaluate(visitScript(area, username, INTERVAL_MS - 100))) as {
      ms?: number | null;
      error?: string;
    };
    if (outcome.error) throw new Error(outcome.error);
    if (typeof outcome.ms === 'number') {
      times.push(outcome.ms);
      if (process.env.BENCH_SHOW_SLOW && outcome.ms > 100)
        console.log(`slow: ${index + 1} ${area} ${outcome.ms.toFixed(0)} ms`);
    } else blank.push(`${index + 1}: ${area}`);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, INTERVAL_MS - (Date.now() - started))));
  }
  return { times, blank };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'linkdesk-bench-navigate-'));
  const sandbox = await startSandbox('demo', join(dataDir, 'sandbox'), RATE_LIMIT);
  const proxy = await startCountingProxy(sandbox.info.url);
  const devBrowser = await startBenchDevBrowser(join(dataDir, 'build'));
  const browser = await launchChromium();
  try {
    const user = sandbox.info.accounts.find((account) => account.username === 'alex')!;
    await addBenchAccount(devBrowser, proxy.url, user.apiKey);
    const spentOnAdding = proxy.counts.api;
    // The account's checks opened the installation's minute; the visits start in a minute of their own.
    const windowEnds = (proxy.counts.firstAt ?? Date.now()) + WINDOW_MS + 1_000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowEnds - Date.now())));
    proxy.reset();

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const opened = Date.now();
    await page.goto(devBrowser.url);
    // Where the window opens: the account's Overview (the profile, before the Overview existed).
    await page
      .getByRole('heading', { level: 1, name: 'Overview', exact: true })
      .or(page.getByRole('heading', { level: 1, name: user.username, exact: true }))
      .waitFor();
    const { times, blank } = await visitAll(page, user.username);
    const seconds = (Date.now() - opened) / 1000;
    await context.close();

    console.log(
      `Account added with ${spentOnAdding} requests; then ${VISITS} visits every ${INTERVAL_MS} ms over ${seconds.toFixed(1)} s, limit ${RATE_LIMIT} per minute.`,
    );
    printTable(
      ['measure', 'value', 'target'],
      [
        ['API requests sent', String(proxy.counts.api), `<= ${RATE_LIMIT}`],
        ['requests refused (429)', String(proxy.counts.refused), '0'],
        ['blank screens', String(blank.length), '0'],
        ['click to painted p50 (ms)', times.length ? percentile(times, 50).toFixed(1) : '-', ''],
        ['click to painted p95 (ms)', times.length ? percentile(times, 95).toFixed(1) : '-', '< 100'],
        ['click to painted worst (ms)', times.length ? Math.max(...times).toFixed(1) : '-', ''],
      ],
    );
    if (blank.length > 0) console.log(`Blank: ${blank.join(', ')}`);
  } finally {
    await browser.close();
    await devBrowser.close();
    await proxy.close();
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
