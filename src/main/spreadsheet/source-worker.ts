/**
 * The spreadsheet worker's source file: the worker main starts when it runs from its sources under Node 24
 * (dev:browser, the tests, the benches), which runs TypeScript as it is. The built app passes its bundled worker
 * instead (src/main/index.ts), so in the bundle this address is never used.
 */
export const SOURCE_SPREADSHEET_WORKER = new URL('./spreadsheet-worker.ts', import.meta.url);
