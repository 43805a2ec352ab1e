import { performance } from 'node:perf_hooks';
import writeXlsxFile from 'write-excel-file/node';
import { rowsToSend } from '../test/support/import-rows.ts';
import { startClientHarness, valueOf } from '../test/support/client-harness.ts';
import { wholeFromEnv } from './env.ts';
import { printTable } from './table.ts';

/**
 * `npm run bench:main-pauses`: how long main's event loop stops (its longest pause, when nothing else can be
 * answered: IPC, the tray, the shortcut) while it opens a BENCH_ROWS-row spreadsheet, as CSV and as .xlsx, starts
 * importing every row, and exports the import as .xlsx. The real handlers, in this process, against a sandbox
 * that lets one create through a minute, so that sending adds nothing. Prints numbers; asserts nothing.
 */
const ROWS = wholeFromEnv('BENCH_ROWS', 100_000);
const ms = (value: number) => value.toFixed(0);

function table(rows: number): string[][] {
  const cells = [['Long URL', 'Alias', 'Title', 'Password']];
  for (let row = 0; row < rows; row++) {
    cells.push([
      `https://example.com/catalogue/item-${row}?utm_source=sheet`,
      `item-${row}`,
      `Catalogue item ${row}`,
      row % 7 === 0 ? `secret-${row}` : '',
    ]);
  }
  return cells;
}

/**
 * The job's wall time and main's longest pause during it: the longest gap between the turns of a 1 ms timer,
 * which fires late by as long as anything holds the event loop.
 */
async function paused<T>(job: () => Promise<T>): Promise<{ value: T; wallMs: number; longestMs: number }> {
  let last = performance.now();
  let longestMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestMs = Math.max(longestMs, now - last);
    last = now;
  }, 1);
  const start = performance.now();
  const value = await job();
  const wallMs = performance.now() - start;
  // One more turn, so a pause at the very end is counted.
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(ticker);
  return { value, wallMs, longestMs };
}

const h = await startClientHarness({ profile: 'deployed', revision: 'current' }, { rateLimit: 1 });
try {
  const cells = table(ROWS);
  const csv = new TextEncoder().encode(cells.map((row) => row.join(',')).join('\n'));
  const xlsxBuffer = await writeXlsxFile(
    cells.map((row) => row.map((value) => (value === '' ? null : { type: String, value }))),
  ).toBuffer();
  const xlsx = new Uint8Array(xlsxBuffer.buffer, xlsxBuffer.byteOffset, xlsxBuffer.byteLength);

  const results: string[][] = [];
  h.chooseFile({ name: 'sheet.csv', bytes: csv });
  const openCsv = await paused(async () => valueOf(await h.api.openImportFile({})));
  results.push([`open ${ROWS.toLocaleString('en-US')}-row CSV`, ms(openCsv.wallMs), ms(openCsv.longestMs)]);

  h.chooseFile({ name: 'sheet.xlsx', bytes: xlsx });
  const openXlsx = await paused(async () => valueOf(await h.api.openImportFile({})));
  results.push([
    `open ${ROWS.toLocaleString('en-US')}-row .xlsx`,
    ms(openXlsx.wallMs),
    ms(openXlsx.longestMs),
  ]);

  const opened = openXlsx.value;
  if (opened.cancelled) throw new Error('The sheet was not opened.');
  const rows = rowsToSend(opened.sheet.rows, opened.guess);
  const started = await paused(async () =>
    valueOf(
      await h.api.startImport({ accountId: h.accounts.alex, token: opened.sheet.token, rows, skipped: [] }),
    ),
  );
  results.push([
    `start importing ${rows.length.toLocaleString('en-US')} rows`,
    ms(started.wallMs),
    ms(started.longestMs),
  ]);
  valueOf(await h.api.pauseImport({ importId: started.value.importId }));

  const exported = await paused(async () =>
    valueOf(await h.api.exportImport({ importId: started.value.importId })),
  );
  results.push([
    `export ${ROWS.toLocaleString('en-US')} rows as .xlsx`,
    ms(exported.wallMs),
    ms(exported.longestMs),
  ]);

  printTable(['job', 'wall (ms)', "main's longest pause (ms)"], results);
} finally {
  await h.close();
}
