import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getProfile } from '../../src/main/api/account.ts';
import type { Call } from '../../src/main/api/call.ts';
import { createGateway, type AccountTarget, type Gateway } from '../../src/main/api/gateway.ts';
import type { Fetch } from '../../src/main/api/http-client.ts';
import { createOfflineCache, type OfflineCache } from '../../src/main/cache/offline-cache.ts';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.ts';
import type { AppEvent } from '../../src/shared/ipc/events.ts';
import type { Profile } from '../../src/shared/ipc/models.ts';
import type { Cached } from '../../src/shared/ipc/resources.ts';
import { failure } from '../support/failure.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { recordingFetch } from '../support/recording-fetch.ts';
import { tempDir } from '../support/sandbox.ts';

const SAVED_AT = '2026-03-01T10:00:00.000Z';

const readProfile = (call: Call) => getProfile(call);
const addQr = (call: Call) => call('POST', 'api/qr/add', { type: 'text', data: 'Hello' });

describe.each(['reference', 'deployed'] as const)('gateway under a rate limit (%s answers)', (profile) => {
  let clock: ManualClock;
  let sandbox: RunningSandbox;
  let cache: OfflineCache;
  let events: AppEvent[];
  let gateway: Gateway;
  let network: ReturnType<typeof recordingFetch>;
  let target: AccountTarget;

  beforeEach(async () => {
    // On a whole second, as X-RateLimit-Reset counts in whole seconds: each window then ends exactly 60 s on.
    clock = new ManualClock(Math.ceil(Date.now() / 1000) * 1000);
    sandbox = await startSandbox({ memory: true, seed: 'empty', rateLimit: 30, now: clock.now, profile });
    cache = createOfflineCache({ file: ':memory:', now: clock.now, log: { warn: () => undefined } });
    events = [];
    gateway = createGateway({
      cache,
      emit: (event) => void events.push(event),
      now: clock.now,
      sleep: clock.sleep,
    });
    network = recordingFetch();
    target = {
      accountId: 'acc',
      connection: { baseUrl: sandbox.url, apiKey: sandbox.accounts[0]!.apiKey, fetch: network.fetch },
    };
  });
  afterEach(async () => {
    await sandbox.close();
    cache.close();
  });

  it('answers a burst of 100 reads against 30 a minute with no refusal sent or shown', async () => {
    const reads = Array.from({ length: 100 }, (_, i) =>
      gateway.read(target, `account ${i}`, (call) => call('GET', `api/qr?limit=1&n=${i}`)),
    );
    const { value: results, skippedMs } = await clock.runUntilSettled(
      Promise.allSettled(reads),
      network.busy,
    );

    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(network.log).toHaveLength(100);
    expect(network.log.filter((record) => record.refused || record.status !== 200)).toEqual([]);
    const perWindow = new Map<string, number>();
    for (const { reset } of network.log) perWindow.set(reset!, (perWindow.get(reset!) ?? 0) + 1);
    expect([...perWindow.values()]).toEqual([30, 30, 30, 10]);
    expect(skippedMs).toBe(180_000);
    // The renderer heard each wait begin and end, and nothing of waits that never happened.
    const waits = events.filter((event) => event.type === 'rate-limit');
    expect(waits.filter((event) => event.waitSeconds > 0)).toHaveLength(3);
    expect(waits.at(-1)).toMatchObject({ accountId: 'acc', waitSeconds: 0 });
  });

  it('says how long a request sent now would wait: 0 until the window is spent, then the seconds to its reset', async () => {
    expect(gateway.waitSeconds('acc')).toBe(0);
    for (let i = 0; i < 30; i++)
      await gateway.read(target, `spend ${i}`, (call) => call('GET', `api/qr?limit=1&n=${i}`));
    const seconds = gateway.waitSeconds('acc');
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(network.sent.length).toBe(30);
    // Once the window has reset, a request goes at once again.
    await clock.advance(61_000);
    expect(gateway.waitSeconds('acc')).toBe(0);
    expect(gateway.waitSeconds('never-used')).toBe(0);
  });

  it('lets requests a person waits for overtake queued background ones', async () => {
    await clock.runUntilSettled(
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          gateway.read(target, `warm ${i}`, (call) => call('GET', 'api/account')),
        ),
      ),
      network.busy,
    );
    const order: string[] = [];
    const read = (name: string, background: boolean) =>
      gateway
        .read(target, name, (call) => call('GET', `api/account?n=${name}`), { background })
        .then(() => order.push(name));
    const later = [
      read('b1', true),
      read('b2', true),
      read('b3', true),
      read('f1', false),
      read('b4', true),
      read('f2', false),
    ];
    await clock.runUntilSettled(Promise.all(later), network.busy);
    const sentAfterWarmUp = network.sent.slice(30).map((url) => new URL(url).searchParams.get('n'));
    expect(sentAfterWarmUp).toEqual(['f1', 'f2', 'b1', 'b2', 'b3', 'b4']);
    expect(order.slice(0, 2).sort()).toEqual(['f1', 'f2']);
  });
});

// Every other rate-limit test moves time; this one waits a real window's end once, to prove that the gateway's
// default clock (system time and timers) holds a refused request for the time the installation gave, then sends it.
describe('gateway under a rate limit on the system clock', () => {
  it('holds a refused read for the rest of the window, then answers it, with no refusal shown', async () => {
    // One request a minute, and the installation's clock three seconds short of its window's end.
    let shift = 0;
    const sandbox = await startSandbox({
      memory: true,
      seed: 'empty',
      rateLimit: 1,
      now: () => Date.now() + shift,
    });
    const cache = createOfflineCache({ file: ':memory:', now: Date.now, log: { warn: () => undefined } });
    try {
      const events: AppEvent[] = [];
      const gateway = createGateway({ cache, emit: (event) => void events.push(event), now: Date.now });
      const network = recordingFetch();
      const key = sandbox.accounts[0]!.apiKey;
      // Another client spends the window, as the key check of a new account does.
      expect(
        (await fetch(`${sandbox.url}/api/account`, { headers: { authorization: `Bearer ${key}` } })).status,
      ).toBe(200);
      shift = 57_000;

      const started = Date.now();
      const profile = await gateway.read(
        { accountId: 'acc', connection: { baseUrl: sandbox.url, apiKey: key, fetch: network.fetch } },
        'account',
        readProfile,
      );
      const waitedMs = Date.now() - started;

      expect(profile).toMatchObject({ data: { username: sandbox.accounts[0]!.username }, stale: null });
      expect(network.log.map((record) => record.refused)).toEqual([true, false]);
      const waits = events.filter((event) => event.type === 'rate-limit');
      expect(waits[0]).toMatchObject({ accountId: 'acc' });
      const announced = (waits[0] as { waitSeconds: number }).waitSeconds;
      expect(announced).toBeGreaterThanOrEqual(1);
      expect(announced).toBeLessThanOrEqual(5);
      expect(waits.at(-1)).toMatchObject({ waitSeconds: 0 });
      // Waited out for real: about the three seconds left, give or take the headers' whole seconds.
      expect(waitedMs).toBeGreaterThanOrEqual(1_000);
      expect(waitedMs).toBeLessThan(8_000);
    } finally {
      await sandbox.close();
      cache.close();
    }
  });
});

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface StandIn {
  url: string;
  arrivals: string[];
  closed: Promise<void>[];
  set: (handler: Handler) => void;
  stop: () => Promise<void>;
}

/** A local server whose behaviour the test changes as it goes; it records arrivals and closed sockets. */
async function startStandIn(): Promise<StandIn> {
  let handler: Handler = () => undefined;
  const arrivals: string[] = [];
  const closed: Promise<void>[] = [];
  const server: Server = createServer((request, response) => {
    arrivals.push(`${request.method} ${request.url}`);
    closed.push(once(response, 'close').then(() => undefined));
    handler(request, response);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    arrivals,
    closed,
    set: (next) => (handler = next),
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const standInTarget = (standIn: StandIn): AccountTarget => ({
  accountId: 'acc',
  connection: { baseUrl: standIn.url, apiKey: 'k', fetch },
});

const jsonAnswer =
  (status: number, body: unknown): Handler =>
  (_request, response) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const ACCOUNT = {
  error: 0,
  data: {
    id: 7,
    username: 'alex',
    email: 'alex@example.test',
    avatar: '',
    status: 'pro',
    expires: null,
    registered: '2026-01-01 00:00:00',
  },
};

describe('gateway cancellation', () => {
  let standIn: StandIn;
  let gateway: Gateway;
  let cache: OfflineCache;
  let target: AccountTarget;

  beforeEach(async () => {
    standIn = await startStandIn();
    cache = createOfflineCache({ file: ':memory:', now: Date.now, log: { warn: () => undefined } });
    gateway = createGateway({ cache, emit: () => undefined, now: Date.now });
    target = standInTarget(standIn);
  });
  afterEach(async () => {
    await standIn.stop();
    cache.close();
  });

  const arrived = async (count: number) => {
    while (standIn.arrivals.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('aborts a request in flight: the caller hears `cancelled` and the server sees the socket close', async () => {
    // The server holds its answer; the person gives up waiting.
    const read = gateway.read(target, 'account', readProfile, { requestId: 'r1' });
    await arrived(1);
    expect(gateway.cancel('r1')).toBe(true);
    const error = await failure(read);
    expect([error.code, error.message]).toEqual(['cancelled', 'The request was cancelled.']);
    await standIn.closed[0];
    expect(gateway.cancel('r1')).toBe(false);
  });

  it('says a write cancelled in flight may or may not have been made', async () => {
    const write = gateway.write(target, addQr, { requestId: 'w1' });
    await arrived(1);
    gateway.cancel('w1');
    const error = await failure(write);
    expect([error.code, error.outcomeUnknown, error.message]).toEqual([
      'cancelled',
      true,
      expect.stringMatching(/may or may not have been made/),
    ]);
  });

  it('takes a queued request out before it is sent, and stops a multi-call run between calls', async () => {
    // Before the limit is known one request goes alone, so the second waits in the queue.
    const first = gateway.read(target, 'account', readProfile, { requestId: 'first' });
    await arrived(1);
    const queued = gateway.read(target, 'domains', (call) => call('GET', 'api/domains'), {
      requestId: 'queued',
    });
    gateway.cancel('queued');
    expect((await failure(queued)).code).toBe('cancelled');

    // Every page of one run shares its request id: cancelling stops the pages not yet sent.
    standIn.set(jsonAnswer(200, { error: 0, data: {} }));
    standIn.closed.length = 0;
    const pages = gateway.read(
      target,
      'pages',
      async (call) => {
        await call('GET', 'api/qr?page=1');
        gateway.cancel('pages');
        return call('GET', 'api/qr?page=2');
      },
      { requestId: 'pages' },
    );
    gateway.cancel('first');
    expect((await failure(first)).code).toBe('cancelled');
    expect((await failure(pages)).code).toBe('cancelled');
    expect(standIn.arrivals).toEqual(['GET /api/account', 'GET /api/qr?page=1']);
  });
});

describe('gateway when the installation stops answering', () => {
  let dir: string;
  let cache: OfflineCache;
  let gateway: Gateway;

  beforeEach(() => {
    dir = tempDir();
    cache = createOfflineCache({
      file: join(dir, 'offline-cache.db'),
      now: () => Date.parse(SAVED_AT),
      log: { warn: () => undefined },
    });
    gateway = createGateway({ cache, emit: () => undefined, now: Date.now, timeoutMs: 300 });
  });
  afterEach(() => {
    cache.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers reads from the cache, marked stale, once the sandbox is gone; writes fail saying nothing changed', async () => {
    const sandbox = await startSandbox({ memory: true, seed: 'empty', rateLimit: 0 });
    const target: AccountTarget = {
      accountId: 'acc',
      connection: { baseUrl: sandbox.url, apiKey: sandbox.accounts[0]!.apiKey, fetch },
    };
    const fresh = await gateway.read(target, 'account', readProfile);
    expect(fresh.stale).toBeNull();
    await sandbox.close();

    const stale = await gateway.read(target, 'account', readProfile);
    expect(stale).toEqual({
      data: fresh.data,
      stale: {
        savedAt: SAVED_AT,
        reason: { code: 'network', message: expect.stringMatching(/refused the connection/) },
      },
    });
    const neverRead = await failure(gateway.read(target, 'domains', (call) => call('GET', 'api/domains')));
    expect(neverRead.code).toBe('network');
    const write = await failure(gateway.write(target, addQr));
    expect([write.code, write.outcomeUnknown, write.message]).toEqual([
      'network',
      false,
      expect.stringMatching(/refused the connection.*Nothing was changed\.$/),
    ]);

    await gateway.forget('acc');
    expect((await failure(gateway.read(target, 'account', readProfile))).code).toBe('network');
  });

  /**
   * Runs `test` against a stand-in server that has answered the account once, so the cache holds it, and stops
   * the server afterwards.
   */
  async function withCachedAccount(
    test: (standIn: StandIn, target: AccountTarget, fresh: Cached<Profile>) => Promise<void>,
  ): Promise<void> {
    const standIn = await startStandIn();
    try {
      const target = standInTarget(standIn);
      standIn.set(jsonAnswer(200, ACCOUNT));
      await test(standIn, target, await gateway.read(target, 'account', readProfile));
    } finally {
      await standIn.stop();
    }
  }

  it('answers reads from the cache when a server accepts but never answers; a write there has an unknown outcome', () =>
    withCachedAccount(async (standIn, target, fresh) => {
      standIn.set(() => undefined);

      const stale = await gateway.read(target, 'account', readProfile);
      expect([stale.data, stale.stale?.savedAt, stale.stale?.reason.code]).toEqual([
        fresh.data,
        SAVED_AT,
        'timeout',
      ]);
      const write = await failure(gateway.write(target, addQr));
      expect([write.code, write.outcomeUnknown, write.message]).toEqual([
        'timeout',
        true,
        expect.stringMatching(/may or may not have been made: check before trying again/),
      ]);
    }));

  it('answers reads from the cache behind a certificate it cannot trust, as a captive portal presents', () =>
    withCachedAccount(async (_standIn, target, fresh) => {
      // Node's own words for a certificate chain it cannot verify.
      const untrusted: Fetch = async () => {
        throw Object.assign(new TypeError('fetch failed'), {
          cause: Object.assign(new Error('unable to verify the first certificate'), {
            code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
          }),
        });
      };
      const portal = { ...target, connection: { ...target.connection, fetch: untrusted } };
      const stale = await gateway.read(portal, 'account', readProfile);
      expect([stale.data, stale.stale?.reason.code]).toEqual([fresh.data, 'tls']);
      const write = await failure(gateway.write(portal, addQr));
      expect([write.code, write.outcomeUnknown, write.message]).toEqual([
        'tls',
        false,
        expect.stringMatching(/certificate.*Nothing was changed\.$/),
      ]);
    }));

  it('answers from the cache for a proxy that cannot reach the installation, never for a refusal', () =>
    withCachedAccount(async (standIn, target) => {
      const page =
        (status: number, html: string): Handler =>
        (_request, response) =>
          response.writeHead(status, { 'content-type': 'text/html' }).end(html);
      standIn.set(page(502, '<h1>502 Bad Gateway</h1>'));
      expect((await gateway.read(target, 'account', readProfile)).stale?.reason.code).toBe('server');
      standIn.set(page(503, '<h1>Service Unavailable</h1>'));
      expect((await gateway.read(target, 'account', readProfile)).stale).not.toBeNull();

      // The installation's own answers are about the request: they reach the screen as they are.
      const refusals: [Handler, string][] = [
        [page(500, '<h1>Whoops</h1>'), 'server'],
        [page(200, '<html>Welcome</html>'), 'bad_response'],
        [jsonAnswer(403, { error: 1, message: 'A valid API key is required to use this service.' }), 'auth'],
        [jsonAnswer(200, { error: 1, message: 'url: is not a valid URL.' }), 'validation'],
        [jsonAnswer(404, { error: 1, message: 'Not found.' }), 'not_found'],
      ];
      for (const [handler, code] of refusals) {
        standIn.set(handler);
        expect((await failure(gateway.read(target, 'account', readProfile))).code).toBe(code);
      }
    }));
});
