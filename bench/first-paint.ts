import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../test/e2e/support/chromium.ts';
import { addBenchAccount, startBenchDevBrowser } from './dev-browser-app.ts';

/** The Overview has answered: its totals, or the words of an account whose history has not begun. */
const OVERVIEW_ANSWERED = '.period-cards, .history-start';

interface Marks {
  heading: number;
  details: number;
}

/**
 * Runs in the page before any of its own scripts (Playwright injects it, so the page's CSP does not apply):
 * notes, in the page's own clock (0 = navigation start), the animation frame in which the screen a launch opens
 * on (the Overview) shows its heading, then its answer (the totals, or the words of history not begun yet), first appear. Source
 * text, because this project's Node code has no DOM types.
 */
const WATCH_FOR_OVERVIEW = `(() => {
  const marks = {};
  const pending = new Set();
  window.benchMarks = marks;
  const mark = (name, present) => {
    if (!present || pending.has(name)) return;
    pending.add(name);
    requestAnimationFrame(() => (marks[name] = performance.now()));
  };
  new MutationObserver(() => {
    mark('heading', [...document.querySelectorAll('h1')].some((h1) => h1.textContent === 'Overview'));
    mark('details', document.querySelector(${JSON.stringify(OVERVIEW_ANSWERED)}) !== null);
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Both marks, once the page has them. */
const MARKS = `window.benchMarks.heading !== undefined && window.benchMarks.details !== undefined && window.benchMarks`;

/**
 * Serves a fresh build through dev:browser with one account (the given sandbox user, active), then opens the
 * app `runs` times, each in a new browser context (empty cache), after one unmeasured warm-up run.
 */
export async function measureFirstPaint(options: {
  sandboxUrl: string;
  apiKey: string;
  runs: number;
}): Promise<{ heading: number[]; details: number[]; wallClock: number[] }> {
  const outDir = mkdtempSync(join(tmpdir(), 'linkdesk-bench-build-'));
  const devBrowser = await startBenchDevBrowser(outDir);
  const browser = await launchChromium();
  try {
    await addBenchAccount(devBrowser, options.sandboxUrl, options.apiKey);

    const samples = { heading: [] as number[], details: [] as number[], wallClock: [] as number[] };
    for (let run = 0; run <= options.runs; run++) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.addInitScript(WATCH_FOR_OVERVIEW);
        const started = performance.now();
        await page.goto(devBrowser.url);
        await page.getByRole('heading', { level: 1, name: 'Overview', exact: true }).waitFor();
        const wallClock = performance.now() - started;
        await page.locator(OVERVIEW_ANSWERED).first().waitFor();
        const marks = await page.waitForFunction(MARKS);
        const { heading, details } = (await marks.jsonValue()) as Marks;
        if (run === 0) continue;
        samples.heading.push(heading);
        samples.details.push(details);
        samples.wallClock.push(wallClock);
      } finally {
        await context.close();
      }
    }
    return samples;
  } finally {
    await browser.close();
    await devBrowser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
