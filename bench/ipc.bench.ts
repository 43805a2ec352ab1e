import { createMemoryClipboard } from '../src/main/clipboard/memory-clipboard.ts';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpIpcHost } from '../src/dev-browser/http-ipc-host.ts';
import { createAccountRecords } from '../src/main/accounts/account-records.ts';
import { createGateway } from '../src/main/api/gateway.ts';
import { createOfflineCache } from '../src/main/cache/offline-cache.ts';
import { createMemoryCredentialStore } from '../src/main/credentials/memory-store.ts';
import { registerHandlers } from '../src/main/handlers.ts';
import { createImportJournal } from '../src/main/import/import-journal.ts';
import { createQrDesignStore } from '../src/main/qr/design-store.ts';
import { createRegistrar } from '../src/main/ipc/registrar.ts';
import type { AccountView } from '../src/shared/ipc/models.ts';
import { measureFirstPaint } from './first-paint.ts';
import { mean, percentile } from './latency.ts';
import { startSandbox } from './servers.ts';
import { printTable } from './table.ts';
import { wholeFromEnv } from './env.ts';

/**
 * `npm run bench:ipc`: what the IPC path costs on top of the HTTP call it makes, and how soon the app shows an
 * account in a browser. Prints numbers, asserts nothing.
 *
 * 1. `account:get` through the registrar (sender check, contract validation, handler: records from disk, key
 *    from the credential store, the gateway's rate-limit bookkeeping, the API call, normalisation, the
 *    offline cache's write, Result) beside a bare `fetch` of the same
 *    `GET /api/account`, against a sandbox in its own process. Calls alternate, so both see the same machine.
 * 2. In Chromium through dev:browser: from navigation to the screen a launch opens on (the Overview) painted,
 *    and to its answer painted (which needs more calls), each a median over fresh browser contexts.
 *
 * BENCH_CALLS (default 2000), BENCH_WARMUP_CALLS (default 200) and BENCH_RUNS (default 9) tune it.
 */

const CALLS = wholeFromEnv('BENCH_CALLS', 2000);
const WARMUP_CALLS = wholeFromEnv('BENCH_WARMUP_CALLS', 200);
const RUNS = wholeFromEnv('BENCH_RUNS', 9);

const APP_URL = 'app://linkdesk/index.html';
const ms = (value: number) => value.toFixed(3);

/** The registrar and every handler, over an in-process host, with file-backed records and keys in memory. */
async function ipcPath(dataDir: string, sandboxUrl: string, apiKey: string) {
  const host = new HttpIpcHost(() => APP_URL);
  const registrar = createRegistrar(host, (url) => url === APP_URL, {
    error: (message, error) => console.error(message, error),
  });
  const log = { warn: (message: string) => console.error(message) };
  // The offline cache is a real file, as in the app: every read stores its answer.
  const cache = createOfflineCache({ file: join(dataDir, 'offline-cache.db'), now: Date.now, log });
  const emit = () => undefined;
  registerHandlers(registrar, {
    gateway: createGateway({ cache, emit, now: Date.now }),
    emit,
    records: createAccountRecords({ dir: dataDir, log: { warn: (message) => console.error(message) } }),
    credentials: createMemoryCredentialStore(),
    fetch: globalThis.fetch,
    sandbox: {
      ensure: () => Promise.reject(new Error('The benchmark does not use the built-in sandbox.')),
    },
    openExternal: async () => undefined,
    newId: randomUUID,
    now: () => new Date(),
    designs: createQrDesignStore({ file: join(dataDir, 'qr-designs.db'), log }),
    importJournal: createImportJournal({ file: join(dataDir, 'imports.db'), log }),
    openFile: async () => null,
    saveFile: async () => ({ saved: false }),
    copyImage: async () => undefined,
    clipboard: createMemoryClipboard(),
  });
  const added = await host.invoke('accounts:add', { name: 'Bench', baseUrl: sandboxUrl, apiKey });
  if (!added.ok) throw new Error(`Adding the benchmark account failed: ${added.error.message}`);
  const accountId = (added.value as AccountView).id;
  return async () => {
    const result = await host.invoke('account:get', { accountId });
    if (!result.ok) throw new Error(`account:get failed: ${result.error.message}`);
  };
}

function directFetch(sandboxUrl: string, apiKey: string) {
  return async () => {
    const response = await fetch(`${sandboxUrl}/api/account`, {
      headers: { accept: 'application/json', authorization: `Bearer ${apiKey}` },
    });
    if (!response.ok) throw new Error(`GET /api/account answered ${response.status}.`);
    await response.json();
  };
}

async function timed(call: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

async function compareCallCosts(sandboxUrl: string, apiKey: string, dataDir: string): Promise<void> {
  const viaIpc = await ipcPath(dataDir, sandboxUrl, apiKey);
  const direct = directFetch(sandboxUrl, apiKey);
  for (let i = 0; i < WARMUP_CALLS; i++) {
    await direct();
    await viaIpc();
  }
  const samples = { direct: [] as number[], ipc: [] as number[] };
  for (let i = 0; i < CALLS; i++) {
    samples.direct.push(await timed(direct));
    samples.ipc.push(await timed(viaIpc));
  }

  console.log(
    `1. Per call, ${CALLS} calls each (alternating) after ${WARMUP_CALLS} warm-up calls each, in ms\n`,
  );
  const row = (name: string, values: number[]) => [
    name,
    ms(percentile(values, 50)),
    ms(percentile(values, 95)),
    ms(mean(values)),
  ];
  printTable(
    ['path', 'p50', 'p95', 'mean'],
    [
      row('fetch GET /api/account', samples.direct),
      row('IPC account:get (registrar + handler)', samples.ipc),
    ],
  );
  const overhead = (rank: number) => percentile(samples.ipc, rank) - percentile(samples.direct, rank);
  console.log(
    `\n   IPC overhead: ${ms(overhead(50))} ms at p50, ${ms(overhead(95))} ms at p95, ` +
      `${ms(mean(samples.ipc) - mean(samples.direct))} ms on average per call.`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'linkdesk-bench-ipc-'));
  const sandbox = await startSandbox('empty', join(dataDir, 'sandbox'));
  try {
    const alex = sandbox.info.accounts.find((account) => account.status === 'pro')!;
    await compareCallCosts(sandbox.info.url, alex.apiKey, join(dataDir, 'ipc'));
    console.log(
      `\n2. In Chromium through dev:browser, ${RUNS} runs after one warm-up, in ms from navigation\n`,
    );
    const paint = await measureFirstPaint({
      sandboxUrl: sandbox.info.url,
      apiKey: alex.apiKey,
      runs: RUNS,
    });
    const row = (name: string, values: number[]) => [
      name,
      ms(percentile(values, 50)),
      ms(Math.min(...values)),
      ms(Math.max(...values)),
    ];
    printTable(
      ['painted', 'median', 'min', 'max'],
      [
        row('Overview heading (in page)', paint.heading),
        row('Overview answered (in page)', paint.details),
        row('heading visible (seen by Playwright)', paint.wallClock),
      ],
    );
  } finally {
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
