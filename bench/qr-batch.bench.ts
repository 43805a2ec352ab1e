import type { Page } from 'playwright-core';
import { IPC_PATH, TOKEN_HEADER } from '../src/dev-browser/bridge-script.ts';
import { chooseOption } from '../test/e2e/support/controls.ts';
import { startBenchApp, type BenchApp } from './dev-browser-app.ts';
import { wholeFromEnv } from './env.ts';
import { percentile } from './latency.ts';
import { seedThroughApi } from './seed.ts';
import { printTable } from './table.ts';

/**
 * `npm run bench:qr-batch`: exporting 200 selected QR codes at once, in Chromium through dev:browser. Each row
 * selects 200 codes in the QR codes list, chooses the format in the batch dialog and clicks Export; the window
 * measures (`qr-batch-export`) from the click until the file is made, before the save dialog, which waits for a
 * person: every code's design read from main, drawn, decoded back and packed into one file. Codes made in
 * Linkdesk go on a PDF as vector modules; codes made elsewhere as the installation's image, fetched through main
 * and drawn in the window.
 *
 * dev:browser's bridge takes calls of at most 1 MB, so a larger file (the ZIP of PNGs) is made and measured but
 * not saved there; the app's own IPC carries up to 50 MB.
 *
 * BENCH_CODES (default 200) and BENCH_RUNS (default 3, per row) tune it. Prints numbers, asserts nothing.
 */

/** The measure the batch dialog records for each file it makes (use-batch-export.ts). */
const MEASURE = 'qr-batch-export';
const CODES = wholeFromEnv('BENCH_CODES', 200);
const RUNS = wholeFromEnv('BENCH_RUNS', 3);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const numbered = (prefix: string, index: number) => `${prefix} ${String(index + 1).padStart(3, '0')}`;

/** A request through dev:browser's bridge, as the window sends it. */
async function bridge<T>(app: BenchApp, channel: string, request: object): Promise<T> {
  const response = await fetch(app.devBrowser.origin + IPC_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: app.devBrowser.token },
    body: JSON.stringify({ channel, request }),
  });
  const result = (await response.json()) as { ok: boolean; value?: T; error?: { message: string } };
  if (!result.ok) throw new Error(`${channel} failed: ${result.error?.message}`);
  return result.value!;
}

/**
 * Codes made through the app (main keeps their designs): dynamic web links, as most printed codes are, a quarter
 * of them in colour. Eight at a time, as a person's clicks never would, to keep the set-up short.
 */
async function seedDesigned(app: BenchApp, accountId: string): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < CODES) {
      const index = next++;
      await bridge(app, 'qr:add', {
        accountId,
        type: 'link',
        data: `https://shop.example.com/table/${index + 1}`,
        name: numbered('Designed', index),
        ...(index % 4 === 0 ? { foreground: 'rgb(20,40,90)', background: 'rgb(255,250,235)' } : {}),
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** Selects the codes whose names start with `prefix` (the list's own search) and opens the batch dialog. */
async function openBatch(page: Page, prefix: string) {
  const search = page.getByLabel('Search QR codes by name or content', { exact: true });
  await search.fill(prefix);
  const grid = page.getByRole('grid', { name: 'QR codes', exact: true });
  await grid.and(page.locator(`[aria-rowcount="${CODES + 1}"]`)).waitFor({ timeout: 60_000 });
  // The selection outlives a search: clear the last row's before selecting what this one shows.
  const selectAll = page.getByRole('checkbox', { name: 'Select all QR codes shown', exact: true });
  if (await selectAll.isChecked()) await selectAll.uncheck();
  await selectAll.check();
  await page.getByRole('button', { name: 'Print or save…', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Print or save ${CODES} QR codes`, exact: true });
  await dialog.waitFor();
  return dialog;
}

interface Row {
  label: string;
  prefix: string;
  choose: (dialog: ReturnType<Page['getByRole']>) => Promise<void>;
}

/** The batch's measures so far: how long each took, and the file it made. */
const measures = (page: Page) =>
  page.evaluate(
    (name) =>
      performance.getEntriesByName(name, 'measure').map((entry) => ({
        duration: entry.duration,
        ...(entry as unknown as { detail: { included: number; bytes: number } }).detail,
      })),
    MEASURE,
  );

const ROWS: Row[] = [
  {
    label: `PDF, A4, 40 mm: ${CODES} codes made in Linkdesk`,
    prefix: 'Designed',
    choose: async (dialog) => {
      await chooseOption(dialog, 'Paper', 'A4 (210 × 297 mm)');
      await dialog.getByLabel('Code size in mm', { exact: true }).fill('40');
    },
  },
  {
    label: `PDF, A4, 40 mm: ${CODES} codes made elsewhere`,
    prefix: 'Elsewhere',
    choose: async (dialog) => {
      await chooseOption(dialog, 'Paper', 'A4 (210 × 297 mm)');
      await dialog.getByLabel('Code size in mm', { exact: true }).fill('40');
    },
  },
  {
    label: `ZIP of PNG, 1024 px: ${CODES} codes made in Linkdesk`,
    prefix: 'Designed',
    choose: async (dialog) => {
      await dialog.getByRole('radio', { name: /^ZIP of PNG images/ }).check();
      await dialog.getByRole('button', { name: '1024 px', exact: true }).click();
    },
  },
  {
    label: `ZIP of SVG: ${CODES} codes made in Linkdesk`,
    prefix: 'Designed',
    choose: async (dialog) => {
      await dialog.getByRole('radio', { name: /^ZIP of SVG images/ }).check();
    },
  },
];

async function main(): Promise<void> {
  const app = await startBenchApp('qr-batch');
  try {
    await app.addAccount();
    const { activeId } = await bridge<{ activeId: string }>(app, 'accounts:list', {});
    await seedDesigned(app, activeId);
    await seedThroughApi(
      app.sandboxUrl,
      app.apiKey,
      Array.from({ length: CODES }, (_, index) => ({
        path: '/api/qr/add',
        body: {
          type: 'link',
          data: `https://shop.example.com/elsewhere/${index + 1}`,
          name: numbered('Elsewhere', index),
        },
      })),
    );

    const context = await app.browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.goto(app.devBrowser.url);
    await page.getByRole('link', { name: 'QR codes', exact: true }).click();
    await chooseOption(page.locator('body'), 'Per page', 'All');

    const rows: string[][] = [];
    for (const row of ROWS) {
      const runs: { duration: number; included: number; bytes: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const dialog = await openBatch(page, row.prefix);
        await row.choose(dialog);
        const before = (await measures(page)).length;
        await dialog.getByRole('button', { name: `Export ${CODES} codes`, exact: true }).click();
        // The file is made; saved (the dialog closes by itself when every code went in), or (above dev:browser's
        // 1 MB) refused by the bridge, which the dialog stays open to say.
        const close = dialog.getByRole('button', { name: 'Close', exact: true });
        await Promise.race([
          dialog.waitFor({ state: 'detached', timeout: 300_000 }),
          close.waitFor({ timeout: 300_000 }),
        ]);
        if (await close.isVisible()) await close.click();
        await dialog.waitFor({ state: 'detached' });
        const made = (await measures(page)).slice(before);
        if (made.length !== 1) throw new Error(`${row.label}: no file was made.`);
        runs.push(made[0]!);
      }
      const durations = runs.map((made) => made.duration);
      const median = percentile(durations, 50);
      rows.push([
        row.label,
        seconds(median),
        seconds(Math.max(...durations)),
        (CODES / (median / 1000)).toFixed(0),
        String(runs[0]!.included),
        (runs[0]!.bytes / (1024 * 1024)).toFixed(2),
      ]);
    }
    await context.close();

    console.log(`Batch export of ${CODES} selected QR codes in Chromium, ${RUNS} runs per row, in seconds\n`);
    printTable(['batch', 'median', 'max', 'codes/s', 'in file', 'MB'], rows);
    console.log('\nFrom the click on Export until the file is made: read, drawn, decoded back, packed.');
    console.log(`Target: a PDF sheet of 200 codes in under 10 s.`);
  } finally {
    await app.close();
  }
}

await main();
