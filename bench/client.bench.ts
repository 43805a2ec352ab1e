import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { qrCollection } from '../src/main/api/endpoints/collections.ts';
import { createGateway } from '../src/main/api/gateway.ts';
import type { Fetch } from '../src/main/api/http-client.ts';
import { fetchAll, listPage } from '../src/main/api/paging.ts';
import type { Clock } from '../src/main/api/rate-limiter.ts';
import { createOfflineCache } from '../src/main/cache/offline-cache.ts';
import { startSandbox, type RunningSandbox } from '../src/sandbox/index.ts';
import { MAX_LIMIT } from '../src/sandbox/http/pagination.ts';
import { recordingFetch } from '../test/support/recording-fetch.ts';
import { printTable } from './table.ts';
import { wholeFromEnv } from './env.ts';

/**
 * `npm run bench:client`: what loading a whole collection costs through the real client (gateway, rate limiter,
 * installation client, `fetchAll`, normalisation) against an in-process sandbox with the default rate limit of
 * 30 requests a minute: 1,000 QR codes, with the largest page the sandbox allows, with a server that caps pages
 * at 100, and with the API's default page of 15. Then what normalisation costs per item. Prints numbers,
 * asserts nothing.
 *
 * Rate-limit waits are not slept through: the gateway and the sandbox share a clock that skips ahead whenever
 * the gateway waits for a window and no request is on the wire. "wall" is the real time the load took; "waited"
 * is the time the waits would have taken on a real clock.
 *
 * BENCH_CODES (default 1000) and BENCH_ROUNDS (normalisation rounds, default 200) tune it.
 */

const CODES = wholeFromEnv('BENCH_CODES', 1000);
const ROUNDS = wholeFromEnv('BENCH_ROUNDS', 200);
const RATE_LIMIT = 30;
const CREATE_CONCURRENCY = 16;

/**
 * Real time, except that a wait skips ahead instead of sleeping, once no request is on the wire (skipping
 * earlier would end a window under requests still in flight, which a real clock never does).
 */
function skippingClock(idle: () => boolean): Clock & { skippedMs: () => number } {
  let skipped = 0;
  const now = () => Date.now() + skipped;
  return {
    now,
    skippedMs: () => skipped,
    sleep: async (ms, signal) => {
      const until = now() + ms;
      while (!idle()) {
        await delay(1);
        signal?.throwIfAborted();
      }
      signal?.throwIfAborted();
      skipped += Math.max(0, until - now());
    },
  };
}

/** A server that answers at most `cap` items a page, whatever is asked: the sandbox behind a rewritten limit. */
function cappingPages(fetch: Fetch, cap: number): Fetch {
  return (input, init) => {
    const url = new URL(input);
    const limit = Number(url.searchParams.get('limit'));
    if (limit > cap) url.searchParams.set('limit', String(cap));
    return fetch(url.toString(), init);
  };
}

async function createCodes(sandbox: RunningSandbox, apiKey: string): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < CODES) {
      const n = next++;
      const response = await fetch(`${sandbox.url}/api/qr/add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'text', data: `Bench code ${n}`, name: `Bench ${n}` }),
      });
      if (!response.ok)
        throw new Error(`Creating code ${n} answered ${response.status}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
}

interface Scenario {
  name: string;
  pageSize: number;
  /** The largest page the server gives. */
  serverCap: number;
}

interface Load {
  scenario: Scenario;
  items: number;
  requests: number;
  refused: number;
  wallMs: number;
  waitedMs: number;
}

async function load(dataDir: string, apiKey: string, scenario: Scenario): Promise<Load> {
  const network = recordingFetch();
  const clock = skippingClock(() => !network.busy());
  // A fresh server and gateway per scenario: each starts with a whole rate-limit window.
  const sandbox = await startSandbox({ dataDir, rateLimit: RATE_LIMIT, now: clock.now });
  const cache = createOfflineCache({ file: ':memory:', now: clock.now, log: { warn: console.warn } });
  const gateway = createGateway({ cache, emit: () => undefined, now: clock.now, sleep: clock.sleep });
  const fetch =
    scenario.serverCap < MAX_LIMIT ? cappingPages(network.fetch, scenario.serverCap) : network.fetch;
  try {
    const started = performance.now();
    const { data } = await gateway.read(
      { accountId: 'bench', connection: { baseUrl: sandbox.url, apiKey, fetch } },
      'qr:all',
      (call) => fetchAll(call, qrCollection, { pageSize: scenario.pageSize }),
    );
    return {
      scenario,
      items: data.items.length,
      requests: network.sent.length,
      refused: network.log.filter((answer) => answer.refused).length,
      wallMs: performance.now() - started,
      waitedMs: clock.skippedMs(),
    };
  } finally {
    await sandbox.close();
    cache.close();
  }
}

/** Microseconds per item to turn one raw page into models, median of `ROUNDS` rounds after a warm-up. */
async function normalisationCost(
  body: Record<string, unknown>,
): Promise<{ perPageMs: number; perItemUs: number }> {
  const call = async () => ({ status: 200, headers: new Headers(), body });
  const asked = { page: 1, limit: CODES };
  for (let i = 0; i < 20; i++) await listPage(call, qrCollection, asked);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const page = await listPage(call, qrCollection, asked);
    times.push(performance.now() - started);
    if (page.items.length !== CODES) throw new Error(`Normalised ${page.items.length} items, not ${CODES}.`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  return { perPageMs: median, perItemUs: (median * 1000) / CODES };
}

async function rawPage(dataDir: string, apiKey: string, profile: 'reference' | 'deployed') {
  const sandbox = await startSandbox({ dataDir, rateLimit: 0, profile });
  try {
    const response = await fetch(`${sandbox.url}/api/qr?limit=${CODES}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    return (await response.json()) as Record<string, unknown>;
  } finally {
    await sandbox.close();
  }
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'linkdesk-bench-'));
  try {
    const setUp = await startSandbox({ dataDir, rateLimit: 0, seed: 'empty' });
    const apiKey = setUp.accounts[0]!.apiKey;
    await createCodes(setUp, apiKey);
    await setUp.close();

    console.log(
      `Client benchmark: ${CODES} QR codes through the gateway and fetchAll, sandbox rate limit ${RATE_LIMIT} a minute.`,
    );
    console.log(
      'Rate-limit waits are skipped with a moved clock: "waited" is what they would cost in real time.\n',
    );
    const scenarios: Scenario[] = [
      { name: `page ${MAX_LIMIT}, server's largest`, pageSize: MAX_LIMIT, serverCap: MAX_LIMIT },
      { name: 'page 1000, server caps at 100', pageSize: 1000, serverCap: 100 },
      { name: 'page 15 (API default)', pageSize: 15, serverCap: MAX_LIMIT },
    ];
    const loads: Load[] = [];
    for (const scenario of scenarios) loads.push(await load(dataDir, apiKey, scenario));
    printTable(
      ['load', 'items', 'requests', 'minimum', 'refused', 'wall ms', 'waited s'],
      loads.map((row) => [
        row.scenario.name,
        String(row.items),
        String(row.requests),
        String(Math.ceil(CODES / row.scenario.serverCap)),
        String(row.refused),
        fixed(row.wallMs),
        fixed(row.waitedMs / 1000, 1),
      ]),
    );
    console.log('("minimum": requests needed at the largest page the server allows.)');

    const reference = await normalisationCost(await rawPage(dataDir, apiKey, 'reference'));
    const deployed = await normalisationCost(await rawPage(dataDir, apiKey, 'deployed'));
    console.log(`\nNormalisation of one page of ${CODES} raw items (median of ${ROUNDS} rounds)`);
    printTable(
      ['shape', 'ms per page', 'µs per item'],
      [
        ['reference (numbers)', fixed(reference.perPageMs, 2), fixed(reference.perItemUs, 2)],
        ['deployed (string ids and counters)', fixed(deployed.perPageMs, 2), fixed(deployed.perItemUs, 2)],
      ],
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
