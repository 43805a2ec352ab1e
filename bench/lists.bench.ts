import { IPC_PATH } from '../src/dev-browser/bridge-script.ts';
import { chooseOption } from '../test/e2e/support/controls.ts';
import { startBenchApp } from './dev-browser-app.ts';
import { percentile } from './latency.ts';
import { listPainted, watchForRows } from './row-marks.ts';
import { printTable } from './table.ts';
import { wholeFromEnv } from './env.ts';
import { seedThroughApi } from './seed.ts';

/**
 * `npm run bench:lists`: the shared list with 10,000 rows, in Chromium through dev:browser, against a sandbox
 * account that really has 10,000 links. Prints numbers, asserts nothing.
 *
 * 1. First paint: the Links screen set to "All" loads the whole collection through main; the time from the
 *    answer's last byte arriving in the page (resource timing of the bridge's request) to the animation frame
 *    after the grid first shows all rows. That span holds reading the JSON, the store update, React's render
 *    and the browser's layout and paint.
 * 2. Scrolling: the list's body scrolled from top to bottom and back by a fixed step each frame; frame times
 *    are the gaps between animation frames. Chromium runs with its frame-rate limit off, so a gap is what a
 *    frame cost rather than the display's 16.7 ms beat.
 *
 * BENCH_ITEMS (default 10000), BENCH_RUNS (default 5) and BENCH_SCROLL_STEP (pixels per frame, default 120).
 */

const ITEMS = wholeFromEnv('BENCH_ITEMS', 10_000);
const RUNS = wholeFromEnv('BENCH_RUNS', 5);
const SCROLL_STEP = wholeFromEnv('BENCH_SCROLL_STEP', 120);
const ms = (value: number) => value.toFixed(1);

/** The links the list shows, made through the sandbox's own API. */
function seedLinks(baseUrl: string, apiKey: string, total: number): Promise<void> {
  return seedThroughApi(
    baseUrl,
    apiKey,
    Array.from({ length: total }, (_, index) => ({
      path: '/api/url/add',
      body: { url: `https://example.com/articles/${index}?ref=bench`, custom: `bench-${index}` },
    })),
  );
}

/** Scrolls the list body down to its end and back up, one step per frame; answers the gaps between frames. */
const SCROLL_THROUGH = `async (step) => {
  const body = document.querySelector('.data-grid-body');
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const gaps = [];
  let last = await frame();
  const move = async (delta) => {
    body.scrollTop += delta;
    const now = await frame();
    gaps.push(now - last);
    last = now;
  };
  while (body.scrollTop + body.clientHeight < body.scrollHeight - 1) await move(step);
  while (body.scrollTop > 0) await move(-step);
  return gaps;
}`;

async function main(): Promise<void> {
  // No frame-rate limit: frame gaps then measure work, not the display's refresh.
  const app = await startBenchApp('lists', ['--disable-frame-rate-limit', '--disable-gpu-vsync']);
  const { browser, devBrowser } = app;
  try {
    const seeding = performance.now();
    await seedLinks(app.sandboxUrl, app.apiKey, ITEMS);
    console.log(`Seeded ${ITEMS} links in ${ms((performance.now() - seeding) / 1000)} s.\n`);

    await app.addAccount();

    const firstPaint: number[] = [];
    const frames: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(watchForRows(ITEMS, IPC_PATH, { benchScroll: SCROLL_THROUGH }));
        await page.goto(devBrowser.url);
        await page.getByRole('link', { name: 'Links', exact: true }).click();
        await page.getByRole('grid').waitFor();
        await chooseOption(page.locator('body'), 'Per page', 'All');
        // Functions, not source strings: the page's policy refuses eval, and this code has no DOM types.
        type BenchWindow = {
          benchScroll: (step: number) => Promise<number[]>;
        };
        const marks = await listPainted(page);
        const gaps = await page.evaluate(
          (step) => (globalThis as unknown as BenchWindow).benchScroll(step),
          SCROLL_STEP,
        );
        // The first run warms the build's caches and the installation's; it is not counted.
        if (run === 0) continue;
        firstPaint.push(marks.painted - marks.arrived);
        frames.push(...gaps);
      } finally {
        await context.close();
      }
    }

    console.log(`${RUNS} runs after one warm-up, ${ITEMS} rows, in ms\n`);
    printTable(
      ['measure', 'p50', 'p95', 'max', 'samples'],
      [
        [
          'data arrived → list painted',
          ms(percentile(firstPaint, 50)),
          ms(percentile(firstPaint, 95)),
          ms(Math.max(...firstPaint)),
          String(firstPaint.length),
        ],
        [
          `frame while scrolling (${SCROLL_STEP} px/frame)`,
          ms(percentile(frames, 50)),
          ms(percentile(frames, 95)),
          ms(Math.max(...frames)),
          String(frames.length),
        ],
      ],
    );
    console.log(
      '\nTargets: first paint under 100 ms (p95) after the data arrives; frames at or under 12 ms at p95.',
    );
  } finally {
    await app.close();
  }
}

await main();
