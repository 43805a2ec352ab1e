import { X509Certificate } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe, type ProbeOptions } from '../../src/main/health/probe.ts';
import type { Resolve } from '../../src/main/qr/public-address.ts';
import { makeAuthority, makeServerCertificate } from './support/certificates.ts';
import { closedPort, startSite, type Route, type TestSite } from './support/test-site.ts';

const USER_AGENT = 'Linkdesk-LinkHealth-Test/1 (+https://linkdesk.app/link-health)';

function resolverError(code: string): Error {
  return Object.assign(new Error(`lookup failed: ${code}`), { code });
}

/**
 * Names resolve here, never by the machine's resolver: the test sites' names to loopback, `inside.test` to a
 * private address nothing listens on, and two names that fail as a resolver does. Every name asked is kept.
 */
function testResolver() {
  const asked: string[] = [];
  const resolve: Resolve = async (host) => {
    asked.push(host);
    if (host === 'site.test' || host === 'other.test') return ['127.0.0.1'];
    if (host === 'inside.test') return ['10.0.0.1'];
    if (host === 'missing.test') throw resolverError('ENOTFOUND');
    if (host === 'flaky.test') throw resolverError('EAI_AGAIN');
    throw new Error(`unexpected lookup of ${host}`);
  };
  return { resolve, asked };
}

const answer =
  (status: number, headers: Record<string, string> = {}): Route =>
  (_request, response) =>
    response.writeHead(status, headers).end('<html><body>page</body></html>');

const redirect =
  (status: number, location: string): Route =>
  (_request, response) =>
    response.writeHead(status, { location }).end();

/** Answers HEAD one way and GET another, as servers without a HEAD route do. */
const byMethod =
  (head: Route, get: Route): Route =>
  (request, response) =>
    (request.method === 'HEAD' ? head : get)(request, response);

const dropConnection: Route = (request) => request.socket.destroy();

/** Answers after two seconds, unless the connection is gone by then. */
const slow: Route = (_request, response: ServerResponse) => {
  const timer = setTimeout(() => response.writeHead(200).end(), 2_000);
  response.on('close', () => clearTimeout(timer));
};

/** A page without end, sent as fast as it is read, until the connection is gone. */
const endless: Route = (_request, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  const chunk = Buffer.alloc(4 * 1024, 'a');
  const timer = setInterval(() => response.write(chunk), 5);
  response.on('close', () => clearInterval(timer));
};

const plainRoutes: Record<string, Route> = {
  '/ok': answer(200),
  '/not-found': answer(404),
  '/gone': answer(410),
  '/error': answer(500),
  '/down': answer(503),
  '/sign-in': answer(401),
  '/forbidden': answer(403),
  '/busy': answer(429),
  '/teapot': answer(418),
  '/linkedin': answer(999),
  '/challenge': answer(403, { server: 'cloudflare', 'cf-mitigated': 'challenge' }),
  '/challenge-behind-proxy': answer(503, { 'cf-mitigated': 'challenge' }),
  '/cloudflare-unavailable': answer(503, { server: 'cloudflare' }),
  '/maintenance': answer(503, { 'retry-after': '120' }),
  '/no-head': byMethod(answer(405), answer(200)),
  '/endless': byMethod(answer(405), endless),
  '/head-not-found': byMethod(answer(404), answer(200)),
  '/head-reset': byMethod(dropConnection, answer(200)),
  '/always-reset': dropConnection,
  '/temporary': redirect(302, '/ok'),
  '/see-other': redirect(303, '/temporary'),
  '/permanent': redirect(301, '/ok'),
  '/permanent-then-temporary': redirect(308, '/temporary'),
  '/permanent-to-missing': redirect(301, '/not-found'),
  '/loop-a': redirect(302, '/loop-b'),
  '/loop-b': redirect(307, '/loop-a'),
  '/cookie-loop': (_request, response) =>
    response.writeHead(302, { location: '/cookie-loop', 'set-cookie': 'visited=1' }).end(),
  '/to-mail': redirect(302, 'mailto:x@y.z'),
  '/slow': slow,
};
for (let step = 0; step < 10; step += 1) plainRoutes[`/chain/${step}`] = redirect(302, `/chain/${step + 1}`);
plainRoutes['/chain/10'] = answer(200);

describe('probe over http', () => {
  let site: TestSite;
  let origin: string;
  const { resolve, asked } = testResolver();
  const options = (more: Partial<ProbeOptions> = {}): ProbeOptions => ({
    resolve,
    allowPrivate: true,
    userAgent: USER_AGENT,
    timeoutMs: 2_000,
    now: () => Date.now(),
    ...more,
  });

  beforeAll(async () => {
    site = await startSite(plainRoutes);
    origin = `http://127.0.0.1:${site.port}`;
  });
  afterAll(() => site.close());

  it('calls a page that answers 200 ok, with one HEAD carrying the user agent and nothing else of ours', async () => {
    expect(await probe(`${origin}/ok`, options())).toEqual({
      verdict: 'ok',
      reason: 'answered',
      status: 200,
      finalUrl: null,
      certificateEndsAt: null,
      requests: 1,
    });
    const [request] = site.seen.filter((seen) => seen.path === '/ok');
    expect(request?.method).toBe('HEAD');
    expect(request?.headers['user-agent']).toBe(USER_AGENT);
    expect(request?.headers.accept).toBe('text/html,application/xhtml+xml,*/*;q=0.8');
    expect(request?.headers.connection).toBe('close');
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers.range).toBeUndefined();
  });

  it('calls 404 and 410 broken on the HEAD alone', async () => {
    for (const [path, status] of [
      ['/not-found', 404],
      ['/gone', 410],
    ] as const) {
      expect(await probe(`${origin}${path}`, options()), path).toEqual({
        verdict: 'broken',
        reason: 'not-found',
        status,
        finalUrl: null,
        certificateEndsAt: null,
        requests: 1,
      });
      expect(site.methodsAt(path)).toEqual(['HEAD']);
    }
  });

  it('believes a HEAD that says 404 even when GET would answer', async () => {
    const result = await probe(`${origin}/head-not-found`, options());
    expect(result).toMatchObject({ verdict: 'broken', reason: 'not-found', status: 404, requests: 1 });
    expect(site.methodsAt('/head-not-found')).toEqual(['HEAD']);
  });

  it('calls server errors broken once a GET agrees', async () => {
    expect(await probe(`${origin}/error`, options())).toEqual({
      verdict: 'broken',
      reason: 'server-error',
      status: 500,
      finalUrl: null,
      certificateEndsAt: null,
      requests: 2,
    });
    expect(site.methodsAt('/error')).toEqual(['HEAD', 'GET']);
    expect(await probe(`${origin}/down`, options())).toMatchObject({
      verdict: 'broken',
      reason: 'server-error',
    });
    expect(await probe(`${origin}/teapot`, options())).toMatchObject({
      verdict: 'broken',
      reason: 'client-error',
    });
  });

  it('says nothing of pages behind a sign-in, a refusal or a rate limit', async () => {
    expect(await probe(`${origin}/sign-in`, options())).toMatchObject({
      verdict: 'unknown',
      reason: 'sign-in',
      status: 401,
      requests: 2,
    });
    expect(await probe(`${origin}/forbidden`, options())).toMatchObject({
      verdict: 'unknown',
      reason: 'bot-wall',
      status: 403,
      requests: 2,
    });
    // A rate limit is not asked again.
    expect(await probe(`${origin}/busy`, options())).toMatchObject({
      verdict: 'unknown',
      reason: 'rate-limited',
      status: 429,
      requests: 1,
    });
    expect(site.methodsAt('/busy')).toEqual(['HEAD']);
  });

  it('knows a bot wall when it sees one', async () => {
    for (const [path, status] of [
      ['/challenge', 403],
      ['/challenge-behind-proxy', 503],
      ['/cloudflare-unavailable', 503],
      ['/maintenance', 503],
      ['/linkedin', 999],
    ] as const) {
      expect(await probe(`${origin}${path}`, options()), path).toMatchObject({
        verdict: 'unknown',
        reason: 'bot-wall',
        status,
      });
    }
  });

  it('asks with a GET for the first byte when HEAD is not allowed, and the GET decides', async () => {
    expect(await probe(`${origin}/no-head`, options())).toEqual({
      verdict: 'ok',
      reason: 'answered',
      status: 200,
      finalUrl: null,
      certificateEndsAt: null,
      requests: 2,
    });
    const requests = site.seen.filter((seen) => seen.path === '/no-head');
    expect(requests.map((request) => [request.method, request.headers.range])).toEqual([
      ['HEAD', undefined],
      ['GET', 'bytes=0-0'],
    ]);
    expect(requests[1]?.headers['user-agent']).toBe(USER_AGENT);
  });

  it('reads no more of a page than it needs', async () => {
    const started = Date.now();
    expect(await probe(`${origin}/endless`, options())).toMatchObject({
      verdict: 'ok',
      reason: 'answered',
      status: 200,
      requests: 2,
    });
    // The time limit (2 s) would end the reading too; the 16 KB cap ends it long before.
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('asks again with a GET when HEAD drops the connection, and calls it reset when GET does too', async () => {
    expect(await probe(`${origin}/head-reset`, options())).toMatchObject({
      verdict: 'ok',
      reason: 'answered',
      status: 200,
      requests: 2,
    });
    expect(site.methodsAt('/head-reset')).toEqual(['HEAD', 'GET']);
    expect(await probe(`${origin}/always-reset`, options())).toEqual({
      verdict: 'unknown',
      reason: 'reset',
      status: null,
      finalUrl: null,
      certificateEndsAt: null,
      requests: 2,
    });
  });

  it('follows temporary redirects and says where they end', async () => {
    expect(await probe(`${origin}/see-other`, options())).toEqual({
      verdict: 'ok',
      reason: 'redirected',
      status: 200,
      finalUrl: `${origin}/ok`,
      certificateEndsAt: null,
      requests: 3,
    });
  });

  it('calls a page moved when any redirect on the way was permanent', async () => {
    // Where it moved for good is what a new destination should be, not a later temporary detour (a sign-in page).
    for (const [path, movedTo] of [
      ['/permanent', '/ok'],
      ['/permanent-then-temporary', '/temporary'],
    ] as const) {
      expect(await probe(`${origin}${path}`, options()), path).toEqual({
        verdict: 'moved',
        reason: 'moved-permanently',
        status: 200,
        finalUrl: `${origin}${movedTo}`,
        certificateEndsAt: null,
        requests: path === '/permanent' ? 2 : 3,
      });
    }
    // Where a permanent redirect leads to a missing page, the missing page is what counts.
    expect(await probe(`${origin}/permanent-to-missing`, options())).toMatchObject({
      verdict: 'broken',
      reason: 'not-found',
      status: 404,
      finalUrl: `${origin}/not-found`,
    });
  });

  it('stops at a redirect loop and at too many redirects', async () => {
    expect(await probe(`${origin}/loop-a`, options())).toMatchObject({
      verdict: 'broken',
      reason: 'redirect-loop',
      status: 307,
      requests: 2,
    });
    // A site that sets a cookie and comes back to itself waits for the cookie, which a browser sends.
    expect(await probe(`${origin}/cookie-loop`, options())).toMatchObject({
      verdict: 'unknown',
      reason: 'cookie-loop',
    });
    expect(await probe(`${origin}/chain/0`, options({ maxRedirects: 3 }))).toMatchObject({
      verdict: 'broken',
      reason: 'too-many-redirects',
      status: 302,
      requests: 4,
    });
    expect(site.methodsAt('/chain/4')).toEqual([]);
    // Ten redirects are allowed by default.
    expect(await probe(`${origin}/chain/0`, options())).toMatchObject({
      verdict: 'ok',
      reason: 'redirected',
      finalUrl: `${origin}/chain/10`,
      requests: 11,
    });
  });

  it('leaves addresses that are not web pages unchecked, without a request', async () => {
    const before = site.seen.length;
    for (const url of [
      'mailto:x@y.z',
      `http://user:secret@127.0.0.1:${site.port}/ok`,
      'not a url',
      'ftp://site.test/',
    ]) {
      expect(await probe(url, options()), url).toEqual({
        verdict: 'unchecked',
        reason: 'not-web',
        status: null,
        finalUrl: null,
        certificateEndsAt: null,
        requests: 0,
      });
    }
    expect(site.seen.length).toBe(before);
    expect(await probe(`${origin}/to-mail`, options())).toMatchObject({
      verdict: 'unchecked',
      reason: 'not-web',
      requests: 1,
    });
  });

  it('never asks private addresses unless allowed', async () => {
    const before = site.seen.length;
    const privately = options({ allowPrivate: false });
    const unchecked = {
      verdict: 'unchecked',
      reason: 'private-address',
      status: null,
      finalUrl: null,
      certificateEndsAt: null,
      requests: 0,
    };
    expect(await probe(`${origin}/ok`, privately)).toEqual(unchecked);
    expect(await probe(`http://localhost:${site.port}/ok`, privately)).toEqual(unchecked);
    expect(await probe(`http://site.test:${site.port}/ok`, privately)).toEqual(unchecked);
    // A private address nothing here listens on: refused before any connection is tried.
    asked.length = 0;
    expect(await probe('http://inside.test/', privately)).toEqual(unchecked);
    expect(asked).toEqual(['inside.test']);
    expect(site.seen.length).toBe(before);
    // Allowed, the same name reaches the site, connecting to the address resolved.
    expect(await probe(`http://site.test:${site.port}/ok`, options())).toMatchObject({ verdict: 'ok' });
    expect(site.seen.at(-1)?.headers.host).toBe(`site.test:${site.port}`);
  });

  it('gives up on a server that does not answer in time', async () => {
    const started = Date.now();
    expect(await probe(`${origin}/slow`, options({ timeoutMs: 300 }))).toEqual({
      verdict: 'unknown',
      reason: 'timeout',
      status: null,
      finalUrl: null,
      certificateEndsAt: null,
      requests: 1,
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('rejects with the reason when the check is ended', async () => {
    const controller = new AbortController();
    const reason = new Error('quitting');
    setTimeout(() => controller.abort(reason), 100);
    await expect(probe(`${origin}/slow`, options({ signal: controller.signal }))).rejects.toBe(reason);
  });

  it('calls a refused connection and a name that does not exist broken, a failing resolver unknown', async () => {
    const port = await closedPort();
    expect(await probe(`http://127.0.0.1:${port}/`, options())).toEqual({
      verdict: 'broken',
      reason: 'refused',
      status: null,
      finalUrl: null,
      certificateEndsAt: null,
      requests: 1,
    });
    expect(await probe('https://missing.test/', options())).toEqual({
      verdict: 'broken',
      reason: 'no-such-host',
      status: null,
      finalUrl: null,
      certificateEndsAt: null,
      requests: 0,
    });
    expect(await probe('https://flaky.test/', options())).toMatchObject({
      verdict: 'unknown',
      reason: 'dns-failure',
      requests: 0,
    });
  });
});

describe('probe over https', () => {
  const { resolve } = testResolver();
  const sites: TestSite[] = [];
  let authority: string;
  let longEnds: number;
  let shortEnds: number;
  const port: Record<'long' | 'short' | 'selfSigned' | 'expired', number> = {
    long: 0,
    short: 0,
    selfSigned: 0,
    expired: 0,
  };
  const options = (): ProbeOptions => ({
    resolve,
    allowPrivate: true,
    userAgent: USER_AGENT,
    timeoutMs: 2_000,
    ca: [authority],
    now: () => Date.now(),
  });
  const endOf = (pem: string) => Date.parse(new X509Certificate(pem).validTo);
  const longPage = () => `https://site.test:${port.long}/ok`;

  beforeAll(async () => {
    const ca = await makeAuthority();
    authority = ca.cert;
    const host = 'site.test';
    const [long, short, selfSigned, expired] = await Promise.all([
      makeServerCertificate({ host, fromDays: -1, toDays: 100, authority: ca }),
      makeServerCertificate({ host, fromDays: -1, toDays: 5, authority: ca }),
      makeServerCertificate({ host, fromDays: -1, toDays: 100 }),
      makeServerCertificate({ host, fromDays: -30, toDays: -1, authority: ca }),
    ]);
    longEnds = endOf(long.cert);
    shortEnds = endOf(short.cert);
    // The short-lived certificate comes first on the way: the one that counts is not the last one met.
    const shortSite = await startSite(
      { '/ok': answer(200), '/to-long': (request, response) => redirect(302, longPage())(request, response) },
      short,
    );
    port.short = shortSite.port;
    const longSite = await startSite({ '/ok': answer(200) }, long);
    port.long = longSite.port;
    const selfSignedSite = await startSite({ '/ok': answer(200) }, selfSigned);
    port.selfSigned = selfSignedSite.port;
    const expiredSite = await startSite({ '/ok': answer(200) }, expired);
    port.expired = expiredSite.port;
    sites.push(shortSite, longSite, selfSignedSite, expiredSite);
  });
  afterAll(() => Promise.all(sites.map((site) => site.close())));

  it('calls a certificate good for months ok, and says when it ends', async () => {
    expect(await probe(`https://site.test:${port.long}/ok`, options())).toEqual({
      verdict: 'ok',
      reason: 'answered',
      status: 200,
      finalUrl: null,
      certificateEndsAt: longEnds,
      requests: 1,
    });
  });

  it('calls a certificate that ends within days expiring', async () => {
    expect(await probe(`https://site.test:${port.short}/ok`, options())).toEqual({
      verdict: 'expiring',
      reason: 'certificate-expiring',
      status: 200,
      finalUrl: null,
      certificateEndsAt: shortEnds,
      requests: 1,
    });
    expect(shortEnds - Date.now()).toBeGreaterThan(4 * 24 * 60 * 60 * 1000);
  });

  it('keeps the earliest certificate met on the way, and where the redirects end', async () => {
    expect(await probe(`https://site.test:${port.short}/to-long`, options())).toEqual({
      verdict: 'expiring',
      reason: 'certificate-expiring',
      status: 200,
      finalUrl: longPage(),
      certificateEndsAt: shortEnds,
      requests: 2,
    });
  });

  it('calls an untrusted, an expired and a mismatched certificate broken', async () => {
    const broken = (reason: string) => ({
      verdict: 'broken',
      reason,
      status: null,
      finalUrl: null,
      certificateEndsAt: null,
      requests: 1,
    });
    expect(await probe(`https://site.test:${port.selfSigned}/ok`, options())).toEqual(
      broken('certificate-invalid'),
    );
    expect(await probe(`https://site.test:${port.expired}/ok`, options())).toEqual(
      broken('certificate-expired'),
    );
    expect(await probe(`https://other.test:${port.long}/ok`, options())).toEqual(
      broken('certificate-invalid'),
    );
    // Without the test authority, the chain stops short of a root: a server that left out an intermediate looks
    // the same, and browsers get through to it, so nothing is called broken.
    const { ca: _trusted, ...everyday } = options();
    expect(await probe(`https://site.test:${port.long}/ok`, everyday)).toEqual({
      ...broken('certificate-unverified'),
      verdict: 'unknown',
    });
  });
});
