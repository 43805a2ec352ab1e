import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startSandbox, startServer } from './servers.ts';
import { printTable } from './table.ts';

/**
 * `npm run bench:sandbox`: requests per second and latency of the sandbox's `GET /api/qr` (a page of 15) and
 * `POST /api/pixel/add` beside a bare Fastify JSON route, all measured in one run on this machine.
 * Targets: list reads at 40 % or more of the bare route's rate, p99 under 10 ms at 50 connections.
 *
 * BENCH_DURATION (seconds per measurement, default 10) and BENCH_WARMUP (seconds, default 2) tune it.
 */

const CONNECTIONS = 50;
const PAGE = 15;
const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds.`);
  return value;
};
const DURATION = seconds('BENCH_DURATION', 10);
const WARMUP = seconds('BENCH_WARMUP', 2);

const root = new URL('..', import.meta.url).pathname;

interface Measurement {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, and connection errors or timeouts: any of these makes a run suspect. */
  failures: number;
}

async function load(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ connections: CONNECTIONS, ...options });
}

/** A short unmeasured run first, so that JIT, caches and the database's pages are warm. */
async function measure(name: string, options: autocannon.Options): Promise<Measurement> {
  await load({ ...options, duration: WARMUP });
  const result = await load({ ...options, duration: DURATION });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function api(url: string, key: string, path: string, body?: unknown) {
  const response = await fetch(url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { data: { qrs: unknown[] } };
}

/** The list read must return a full page; the demo seed has enough codes, but make sure. */
async function ensureFullQrPage(url: string, key: string): Promise<void> {
  const listed = (await api(url, key, `/api/qr?limit=${PAGE}`)).data.qrs.length;
  for (let i = listed; i < PAGE; i++)
    await api(url, key, '/api/qr/add', { type: 'text', data: `Bench ${i}` });
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

function printMeasurements(rows: Measurement[], bare: Measurement): void {
  printTable(
    ['route', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'requests', 'failures'],
    rows.map((row) => [
      row.name,
      fixed(row.rps),
      fixed(row.p50),
      fixed(row.p99),
      `${fixed((row.rps / bare.rps) * 100, 1)} %`,
      String(row.requests),
      String(row.failures),
    ]),
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'linkdesk-bench-'));
  const bare = await startServer<{ url: string }>(join(root, 'bench/bare-server.ts'));
  const sandbox = await startSandbox('demo', dataDir);
  try {
    const { url } = sandbox.info;
    const key = sandbox.info.accounts.find((account) => account.status === 'pro')!.apiKey;
    const auth = { authorization: `Bearer ${key}` };
    await ensureFullQrPage(url, key);

    console.log(
      `Sandbox benchmark: ${CONNECTIONS} connections, ${DURATION} s per measurement after ${WARMUP} s of warm-up.\n`,
    );
    const bareRoute = await measure('bare Fastify GET /', { url: `${bare.info.url}/` });
    const qrList = await measure(`GET /api/qr (page of ${PAGE})`, { url: `${url}/api/qr`, headers: auth });
    // Every request adds a pixel with a tag of its own, so none is refused as a duplicate.
    let tag = 100_000_000_000;
    const pixelAdd = await measure('POST /api/pixel/add', {
      url: `${url}/api/pixel/add`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ type: 'fbpixel', name: 'Bench pixel', tag: String(tag++) }),
          }),
        },
      ],
    });

    const rows = [bareRoute, qrList, pixelAdd];
    printMeasurements(rows, bareRoute);
    console.log('(Latencies in whole milliseconds, the resolution autocannon records.)');
    const listShare = qrList.rps / bareRoute.rps;
    const verdict = (holds: boolean) => (holds ? 'holds' : 'MISSED');
    console.log('\nTargets');
    console.log(
      `  list reads >= 40 % of the bare route's rate: ${fixed(listShare * 100, 1)} %, ${verdict(listShare >= 0.4)}`,
    );
    console.log(
      `  list reads p99 < 10 ms at ${CONNECTIONS} connections: ${fixed(qrList.p99)} ms, ${verdict(qrList.p99 < 10)}`,
    );
    console.log(`  (writes have no target: ${fixed(pixelAdd.rps)} req/s, p99 ${fixed(pixelAdd.p99)} ms)`);
    const failed = rows.filter((row) => row.failures > 0);
    if (failed.length > 0) {
      console.log(
        `\nWarning: failed requests in ${failed.map((row) => row.name).join(', ')}; their figures are suspect.`,
      );
    }
  } finally {
    await Promise.all([bare.stop(), sandbox.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
