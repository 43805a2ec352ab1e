import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { guessMapping } from '../src/shared/import/guess-mapping.ts';
import { checkRows } from '../src/shared/import/row-check.ts';
import { addBenchAccount, startBenchApp } from './dev-browser-app.ts';
import { startCountingProxy } from './counting-proxy.ts';
import { wholeFromEnv } from './env.ts';
import { median, percentile } from './latency.ts';
import { printTable } from './table.ts';

/**
 * `npm run bench:import`: importing links from a spreadsheet. Prints numbers, asserts nothing.
 *
 * 1. Checking rows: `checkRows` (what the preview runs on every change of the mapping) over a BENCH_ROWS-row
 *    sheet of eight columns, in Node, BENCH_RUNS times: rows checked per second.
 * 2. The preview paints: in Chromium through dev:browser, from the click on "Choose file…" (main reads
 *    and parses the CSV, the rows cross the bridge, the window checks them all) to the frame after the grid
 *    shows its first rows and the count of rows ready.
 * 3. Requests per link: BENCH_IMPORT_LINKS rows imported through the window into a sandbox behind a counting
 *    proxy: creates sent per link made, and every API request per link made (target: exactly 1).
 */
const ROWS = wholeFromEnv('BENCH_ROWS', 50_000);
const RUNS = wholeFromEnv('BENCH_RUNS', 5);
const IMPORT_LINKS = wholeFromEnv('BENCH_IMPORT_LINKS', 300);
const ms = (value: number) => value.toFixed(1);

function sheetLines(rows: number, withAlias: string): string[] {
  const lines = ['Long URL,Alias,Title,Domain,Campaign,Channel,Expires,Password'];
  for (let row = 0; row < rows; row++) {
    lines.push(
      [
        `https://example.com/catalogue/item-${row}?utm_source=sheet&utm_medium=import`,
        `${withAlias}${row}`,
        `Catalogue item ${row} (spring edition)`,
        '',
        '',
        '',
        row % 3 === 0 ? '2031-06-30 18:00' : '',
        row % 7 === 0 ? `secret-${row}` : '',
      ].join(','),
    );
  }
  return lines;
}

const app = await startBenchApp('import');
try {
  // 1. Checking rows in Node.
  const lines = sheetLines(ROWS, 'item-');
  const header = lines[0]!.split(',');
  const cells = lines.slice(1).map((line) => line.split(','));
  const mapping = guessMapping(header, cells);
  const checkTimes: number[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    const start = performance.now();
    checkRows(cells, mapping, { domains: [], campaigns: [], channels: [] }, new Date());
    if (run > 0) checkTimes.push(performance.now() - start);
  }

  // 2. The preview in the window.
  const csv = join(app.sandboxDir, '..', 'sheet.csv');
  writeFileSync(csv, lines.join('\n'));
  const proxy = await startCountingProxy(app.sandboxUrl, /^\/api\/url\/add/);
  await addBenchAccount(app.devBrowser, proxy.url, app.apiKey);
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(app.devBrowser.url);
  await page.getByRole('link', { name: 'Import links' }).click();
  const paintTimes: number[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    app.devBrowser.chooseFile(csv);
    const start = Date.now();
    await page.getByRole('button', { name: 'Choose file…' }).click();
    await page.getByText(`of ${ROWS.toLocaleString('en-US')} rows ready`).waitFor({ timeout: 60_000 });
    await page.locator('.import-rows-body [role="row"]').first().waitFor();
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))');
    if (run > 0) paintTimes.push(Date.now() - start);
    // Back to the empty screen: the next "choose" has no file set, so it is cancelled.
    await page.getByRole('button', { name: 'Choose another file' }).click();
    await page.getByRole('button', { name: 'Choose file…' }).waitFor();
  }

  // 3. Requests per link made.
  const small = join(app.sandboxDir, '..', 'small.csv');
  writeFileSync(small, sheetLines(IMPORT_LINKS, 'bench-').join('\n'));
  app.devBrowser.chooseFile(small);
  await page.getByRole('button', { name: 'Choose file…' }).click();
  const importButton = page.getByRole('button', { name: /^Import [\d,]+ links? to/ });
  await importButton.waitFor();
  proxy.reset();
  const importStart = Date.now();
  await importButton.click();
  await page
    .getByRole('listitem', { name: 'Import of small.csv' })
    .getByText('Done', { exact: true })
    .waitFor({
      timeout: 10 * 60_000,
    });
  const importMs = Date.now() - importStart;
  const { api, matched, refused } = { ...proxy.counts };
  await context.close();
  await proxy.close();

  const rate = (time: number) => Math.round(ROWS / (time / 1000)).toLocaleString('en-US');
  printTable(
    ['measure', 'median', 'p95'],
    [
      [
        `check ${ROWS.toLocaleString('en-US')} rows (ms)`,
        ms(median(checkTimes)),
        ms(percentile(checkTimes, 95)),
      ],
      ['rows checked per second', rate(median(checkTimes)), rate(percentile(checkTimes, 95))],
      [
        `preview painted, ${ROWS.toLocaleString('en-US')} rows (ms)`,
        ms(median(paintTimes)),
        ms(percentile(paintTimes, 95)),
      ],
    ],
  );
  printTable(
    ['import', 'value'],
    [
      ['links made', String(IMPORT_LINKS)],
      ['creates sent per link', (matched / IMPORT_LINKS).toFixed(3)],
      ['API requests per link', (api / IMPORT_LINKS).toFixed(3)],
      ['refused (429)', String(refused)],
      ['links per second (no rate limit)', (IMPORT_LINKS / (importMs / 1000)).toFixed(1)],
    ],
  );
} finally {
  await app.close();
}
