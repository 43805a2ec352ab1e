import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { createHealthStore } from '../src/main/health/health-store.ts';
import { startClientHarness, valueOf } from '../test/support/client-harness.ts';
import { wholeFromEnv } from './env.ts';
import { seedThroughApi } from './seed.ts';

/**
 * `npm run bench:health`: prints one line per figure, asserts nothing.
 *
 * BENCH_DESTINATIONS (5,000) links, each to a page of its own on one of BENCH_HOSTS (50) local sites with a real
 * site's latency (`health-sites.ts`, another process), on a sandbox; then link health's first full run through
 * the app's handlers, from turning checks on to every verdict settled. The second check of a changed verdict
 * waits no time here (two minutes in the app), so the time is that of the checks themselves. Memory is the
 * benchmark process's resident size at its peak during the run (the sandbox is in it too, idle by then).
 */
const DESTINATIONS = wholeFromEnv('BENCH_DESTINATIONS', 5_000);
const HOSTS = wholeFromEnv('BENCH_HOSTS', 50);

const sites = spawn(process.execPath, [resolve(import.meta.dirname, 'health-sites.ts'), String(HOSTS)], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
const lines = createInterface({ input: sites.stdout })[Symbol.asyncIterator]();
const { ports } = JSON.parse((await lines.next()).value as string) as { ports: number[] };

const notApi: string[] = [];
const h = await startClientHarness(
  { profile: 'reference', revision: 'current' },
  {
    observeSandbox: (request) => {
      if (!request.path.startsWith('/api/')) notApi.push(request.path);
    },
    health: {
      store: createHealthStore({ file: ':memory:', log: { warn: () => undefined } }),
      // Each site by a name of its own, resolved to this computer; the seeded links' names resolve nowhere.
      resolve: async (host) => {
        if (host.endsWith('.bench.test')) return ['127.0.0.1'];
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      },
      confirmAfterMs: 0,
      startDelayMs: 3_600_000,
    },
  },
);
const alex = h.sandbox.accounts.find((account) => account.username === 'alex')!;
await seedThroughApi(
  h.sandbox.url,
  alex.apiKey,
  Array.from({ length: DESTINATIONS }, (_, n) => ({
    path: '/api/url/add',
    body: { url: `http://site-${n % HOSTS}.bench.test:${ports[n % HOSTS]}/page/${n}` },
  })),
);

const rssBefore = process.memoryUsage().rss;
let peakRss = rssBefore;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const started = performance.now();
valueOf(await h.api.setHealthSettings({ accountId: h.accounts.alex, enabled: true }));
await h.health.settled(h.accounts.alex);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);

const status = valueOf(await h.api.getHealthStatus({ accountId: h.accounts.alex }));
sites.stdin.write('report\n');
const counts = JSON.parse((await lines.next()).value as string) as {
  mostInFlightOnOneHost: number;
  requests: number;
};
await h.close();

console.log(
  `checked in ${seconds.toFixed(1)} s (${DESTINATIONS} destinations on ${HOSTS} hosts, ${counts.requests} requests)`,
);
console.log(`max in flight per host ${counts.mostInFlightOnOneHost}`);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
console.log(`peak memory ${mb(peakRss)} MB (${mb(rssBefore)} MB before the run)`);
console.log(`short URLs requested ${notApi.length}`);
console.log(
  `verdicts: ${Object.entries(status.counts)
    .map(([verdict, count]) => `${verdict} ${count}`)
    .join(', ')}`,
);
