import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { startBenchApp } from './dev-browser-app.ts';
import { percentile } from './latency.ts';
import { printTable } from './table.ts';

/**
 * `npm run bench:qr`: the new-QR-code form's live preview in Chromium, through dev:browser. For each payload
 * length, with and without a logo, one character is typed or erased at a time and every preview update is
 * timed by the preview itself (`performance.measure('qr-preview-update')`: encode, draw, decode check). Prints
 * numbers, asserts nothing.
 *
 * BENCH_SAMPLES (updates per row, default 60).
 */

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
if (!Number.isInteger(SAMPLES) || SAMPLES <= 0)
  throw new Error('BENCH_SAMPLES must be a positive whole number.');
const LENGTHS = [20, 300, 1500];
const MEASURE = 'qr-preview-update';
const ms = (value: number) => value.toFixed(1);

/** Prose with a URL in it: byte mode, as most text codes are, and no run that compresses into fewer modes. */
function textOf(length: number): string {
  const words = 'Menu for spring: https://example.com/menu?table=12 soup, bread, tea & cake. ';
  return words.repeat(Math.ceil(length / words.length)).slice(0, length);
}

/** A 256 px logo: a coloured disc on transparency, like most logos. */
function logoPng(): Buffer {
  const size = 256;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const offset = (y * size + x) * 4;
      const inside = (x - 128) ** 2 + (y - 128) ** 2 < 120 ** 2;
      png.data[offset] = 200;
      png.data[offset + 1] = x % 64 < 32 ? 40 : 120;
      png.data[offset + 2] = 60;
      png.data[offset + 3] = inside ? 255 : 0;
    }
  }
  return PNG.sync.write(png);
}

const measureCount = (page: Page) =>
  page.evaluate((name) => performance.getEntriesByName(name, 'measure').length, MEASURE);

/** Waits until the preview has finished the update a change started, and answers how long each took. */
async function settle(page: Page, before: number): Promise<number[]> {
  await page.waitForFunction(
    ([name, count]) => performance.getEntriesByName(name as string, 'measure').length > (count as number),
    [MEASURE, before] as const,
    { timeout: 30_000 },
  );
  // A burst of changes runs only the latest once the one in flight ends: wait for quiet.
  let count = await measureCount(page);
  for (;;) {
    await page.waitForTimeout(30);
    const now = await measureCount(page);
    if (now === count) break;
    count = now;
  }
  return page.evaluate(
    ([name, from]) =>
      performance
        .getEntriesByName(name as string, 'measure')
        .slice(from as number)
        .map((entry) => entry.duration),
    [MEASURE, before] as const,
  );
}

async function sampleRow(page: Page, length: number): Promise<number[]> {
  const content = page.getByLabel('Text content', { exact: true });
  let before = await measureCount(page);
  await content.fill(textOf(length));
  await settle(page, before);
  const durations: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    before = await measureCount(page);
    // Alternately type and erase one character, so the length stays where the row says.
    await content.press(sample % 2 === 0 ? 'x' : 'Backspace');
    durations.push(...(await settle(page, before)));
  }
  return durations.slice(0, SAMPLES);
}

async function main(): Promise<void> {
  const app = await startBenchApp('qr');
  const { browser, devBrowser } = app;
  try {
    await app.addAccount();

    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.goto(devBrowser.url);
    await page.getByRole('link', { name: 'QR codes' }).click();
    await page.getByRole('button', { name: 'New QR code' }).click();
    await page.getByRole('radio', { name: 'Text', exact: true }).check();

    const rows: string[][] = [];
    for (const withLogo of [false, true]) {
      if (withLogo) {
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: /^Choose (image|another)…$/ }).click();
        await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
      }
      for (const length of LENGTHS) {
        const durations = await sampleRow(page, length);
        rows.push([
          `${length} characters, ${withLogo ? 'with a logo' : 'no logo'}`,
          ms(percentile(durations, 50)),
          ms(percentile(durations, 95)),
          ms(Math.max(...durations)),
          String(durations.length),
        ]);
      }
    }
    await context.close();

    console.log(
      `Preview update (encode + draw + decode check) in Chromium, ${SAMPLES} keystrokes per row, in ms\n`,
    );
    printTable(['payload', 'p50', 'p95', 'max', 'samples'], rows);
    console.log('\nTarget: p95 at or under 6 ms up to 300 characters, with a logo or without.');
  } finally {
    await app.close();
  }
}

await main();
