import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Connection, type ObservedAnswer } from '../../src/main/api/http-client.ts';
import { getProfile } from '../../src/main/api/account.ts';
import { directCall } from '../../src/main/api/call.ts';
import { failure } from '../support/failure.ts';
import { tempDir } from '../support/sandbox.ts';

type Reply = (request: IncomingMessage, response: ServerResponse) => void;
const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (_q, response) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

const connectionTo = (baseUrl: string, extra: Partial<Connection> = {}): Connection => ({
  baseUrl,
  apiKey: 'k',
  fetch: (input, init) => fetch(input, init),
  ...extra,
});

/** A hostile or broken installation: 40 MB of a JSON string, sent in chunks without a length. */
const endless: Reply = (_q, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"error":0,"data":"');
  const chunk = 'x'.repeat(1024 * 1024);
  let sent = 0;
  const more = () => {
    while (sent < 40) {
      sent++;
      if (!response.write(chunk)) return void response.once('drain', more);
    }
    response.end('"}');
  };
  more();
};

/** Answers as the installations in the wild do, one behaviour per path. */
const behaviours: Record<string, Reply> = {
  '/huge/api/account': endless,
  '/huge/api/domain/add': endless,
  '/html/api/account': (_q, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Hi</body></html>'),
  '/empty/api/account': (_q, response) => response.writeHead(200).end(),
  '/broken-json/api/account': (_q, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"error": 0, "data": {'),
  '/crash/api/account': (_q, response) =>
    response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error</h1>'),
  '/deployed-auth/api/account': json(403, {
    error: 1,
    message: 'A valid API key is required to use this service.',
  }),
  '/deployed-limit/api/account': json(200, {
    error: 429,
    message: 'Too Many API Requests.',
    'Retry-After': 42,
  }),
  '/reference-limit/api/account': json(429, { error: 1, message: 'Too many' }, { 'retry-after': '17' }),
  '/deployed-error/api/account': json(200, {
    error: true,
    message: 'You do not have access to this endpoint with this API key.',
  }),
  '/strings/api/account': json(200, {
    error: '0',
    data: {
      id: '5',
      email: 'a@b.test',
      username: 'ann',
      avatar: 'https://x.test/a.png',
      status: 'Pro',
      expires: null,
      registered: '2024-01-01 00:00:00',
      planid: '2',
    },
  }),
  '/list/api/account': json(200, [{ id: 1 }]),
  '/deployed-missing/api/account': json(200, { error: 1, message: 'Domain not found.' }),
  '/deployed-taken/api/account': json(200, {
    error: '1',
    message: 'custom: the alias "go" is already taken',
  }),
  '/deployed-invalid/api/account': json(200, { error: 1, message: 'url: is not a valid URL.' }),
  '/admin-only/api/account': json(403, { error: 1, message: 'This endpoint is for admin API keys only.' }),
  '/plan-lacks/api/account': json(403, {
    error: 1,
    message: 'You do not have permission to access this endpoint.',
  }),
  '/half/api/account': json(200, { error: 0, data: { id: 1, username: 'ann' } }),
  '/silent/api/account': () => undefined,
  '/silent/api/domain/add': () => undefined,
  // The line drops after the request has arrived: the server may have acted on it.
  '/reset/api/account': (request) => request.socket.destroy(),
  '/reset/api/domain/add': (request) => request.socket.destroy(),
  '/limited/api/account': json(200, { error: 0, data: {} }, { 'x-ratelimit-remaining': '29' }),
};

describe('installation client errors', () => {
  let server: Server;
  let base: string;
  let tlsBase: string;
  let tlsServer: Server;
  const dir = tempDir();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const behaviour = behaviours[request.url!.split('?')[0]!];
      if (behaviour) behaviour(request, response);
      else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

    // A self-signed certificate: what a misconfigured or intercepted installation presents.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=localhost',
        '-days',
        '1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    tlsServer = createTlsServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      json(200, {}),
    ).listen(0, '127.0.0.1');
    await once(tlsServer, 'listening');
    tlsBase = `https://127.0.0.1:${(tlsServer.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
    tlsServer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const connection = (path: string, extra: Partial<Connection> = {}) => connectionTo(`${base}${path}`, extra);

  it('stops reading an answer past 32 MB and says so, instead of taking main’s memory', async () => {
    const read = await failure(callApi(connection('/huge'), 'GET', 'api/account'));
    expect([read.code, read.message]).toEqual([
      'bad_response',
      expect.stringMatching(/answer larger than 32 MB, .*stopped reading it\.$/),
    ]);
    const write = await failure(callApi(connection('/huge'), 'POST', 'api/domain/add', { domain: 'x' }));
    expect([write.code, write.outcomeUnknown]).toEqual(['bad_response', true]);
  });

  it('says nothing was sent when the request itself cannot be written', async () => {
    const sent: string[] = [];
    const recording = connection('', { fetch: (input, init) => (sent.push(input), fetch(input, init)) });
    const error = await failure(callApi(recording, 'POST', 'api/domain/add', { size: 10n }));
    expect([error.code, error.outcomeUnknown, error.message]).toEqual([
      'validation',
      false,
      expect.stringMatching(/so nothing was sent\./),
    ]);
    expect(sent).toEqual([]);
  });

  it('says what came instead of the API: a web page, an empty body, broken JSON, a list', async () => {
    const expected: [string, RegExp][] = [
      ['/html', /does not look like the API.*a web page/],
      ['/empty', /does not look like the API.*an empty body/],
      ['/broken-json', /not valid JSON/],
      ['/list', /does not recognise/],
    ];
    for (const [path, message] of expected) {
      const error = await failure(callApi(connection(path), 'GET', 'api/account'));
      expect([path, error.code, error.message]).toEqual([
        path,
        'bad_response',
        expect.stringMatching(message),
      ]);
    }
  });

  it('says a change answered with an empty body was refused without a reason', async () => {
    const error = await failure(callApi(connection('/empty'), 'PUT', 'api/account', {}));
    expect([error.code, error.message]).toEqual([
      'bad_response',
      expect.stringMatching(/refused the change without saying why: it answered with an empty body/),
    ]);
  });

  it('tells deployed business errors apart by their message', async () => {
    const code = async (path: string) => {
      const error = await failure(callApi(connection(path), 'GET', 'api/account'));
      return [error.code, error.field];
    };
    expect(await code('/deployed-missing')).toEqual(['not_found', undefined]);
    expect(await code('/deployed-taken')).toEqual(['conflict', 'custom']);
    expect(await code('/deployed-invalid')).toEqual(['validation', 'url']);
    expect(await code('/deployed-error')).toEqual(['forbidden', undefined]);
    // A valid key that may not do this is not a key problem.
    expect(await code('/admin-only')).toEqual(['forbidden', undefined]);
    expect(await code('/plan-lacks')).toEqual(['forbidden', undefined]);
  });

  it('reports a server error page as a server problem', async () => {
    const error = await failure(callApi(connection('/crash'), 'GET', 'api/account'));
    expect(error.code).toBe('server');
  });

  it('reads deployed error forms: 403 for keys, 200 with error 429 or true', async () => {
    expect((await failure(callApi(connection('/deployed-auth'), 'GET', 'api/account'))).code).toBe('auth');
    const limited = await failure(callApi(connection('/deployed-limit'), 'GET', 'api/account'));
    expect([limited.code, limited.retryAfterSeconds, limited.message]).toEqual([
      'rate_limited',
      42,
      expect.stringContaining('42 s'),
    ]);
    const reference = await failure(callApi(connection('/reference-limit'), 'GET', 'api/account'));
    expect([reference.code, reference.retryAfterSeconds]).toEqual(['rate_limited', 17]);
    expect((await failure(callApi(connection('/deployed-error'), 'GET', 'api/account'))).message).toMatch(
      /do not have access/,
    );
  });

  it('normalises string ids and statuses, and refuses a half-filled account', async () => {
    expect(await getProfile(directCall(connection('/strings')))).toEqual({
      id: 5,
      email: 'a@b.test',
      username: 'ann',
      avatar: 'https://x.test/a.png',
      status: 'pro',
      expires: null,
      registered: '2024-01-01 00:00:00',
    });
    expect((await failure(getProfile(directCall(connection('/half'))))).code).toBe('bad_response');
  });

  it('gives up after the timeout with a timeout error', async () => {
    const error = await failure(callApi(connection('/silent', { timeoutMs: 150 }), 'GET', 'api/account'));
    expect([error.code, error.message]).toEqual(['timeout', expect.stringMatching(/did not answer in time/)]);
  });

  it('names an untrusted certificate as a TLS problem', async () => {
    const error = await failure(callApi({ ...connection(''), baseUrl: tlsBase }, 'GET', 'api/account'));
    expect([error.code, error.message]).toEqual(['tls', expect.stringMatching(/certificate/)]);
  });

  it('names an unknown host', async () => {
    // The resolver's own error, as Node reports it for a name that does not exist.
    const fetchUnknown = async () => {
      throw Object.assign(new TypeError('fetch failed'), {
        cause: Object.assign(new Error('getaddrinfo ENOTFOUND links.example.invalid'), { code: 'ENOTFOUND' }),
      });
    };
    const error = await failure(
      callApi(
        { baseUrl: 'https://links.example.invalid', apiKey: 'k', fetch: fetchUnknown },
        'GET',
        'api/account',
      ),
    );
    expect([error.code, error.message]).toEqual([
      'network',
      expect.stringMatching(/links\.example\.invalid was not found/),
    ]);
  });

  it('shows every answer that arrived to its observer, failures included', async () => {
    const seen: ObservedAnswer[] = [];
    const observe = (answer: ObservedAnswer) => void seen.push(answer);
    await callApi(connection('/limited', { observe }), 'GET', 'api/account');
    await failure(callApi(connection('/deployed-limit', { observe }), 'GET', 'api/account'));
    await failure(callApi(connection('/html', { observe }), 'GET', 'api/account'));
    await failure(callApi(connection('/silent', { observe, timeoutMs: 100 }), 'GET', 'api/account'));
    expect(seen.map((answer) => [answer.status, answer.body?.error])).toEqual([
      [200, 0],
      [200, 429],
      [200, undefined],
    ]);
    expect(seen[0]!.headers.get('x-ratelimit-remaining')).toBe('29');
  });
});

describe('installation client: writes that fail on the way', () => {
  let server: Server;
  let base: string;
  let closedPortBase: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const behaviour = behaviours[request.url!.split('?')[0]!];
      if (behaviour) behaviour(request, response);
      else response.writeHead(404).end();
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    // A port that was just free: nothing listens there, so connections are refused.
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    closedPortBase = `http://127.0.0.1:${(probe.address() as { port: number }).port}`;
    await new Promise((resolve) => probe.close(resolve));
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const add = (extra: Partial<Connection> = {}, baseUrl = base) =>
    callApi(connectionTo(baseUrl, extra), 'POST', 'api/domain/add', { domain: 'https://x.test' });

  it('says nothing was changed when the connection was refused', async () => {
    const write = await failure(add({}, closedPortBase));
    expect([write.code, write.outcomeUnknown, write.message]).toEqual([
      'network',
      false,
      expect.stringMatching(/refused the connection.*Nothing was changed\.$/),
    ]);
    const read = await failure(callApi(connectionTo(closedPortBase), 'GET', 'api/account'));
    expect([read.code, read.message]).toEqual(['network', expect.not.stringMatching(/Nothing was changed/)]);
  });

  it('says nothing was changed when the name is unknown', async () => {
    const fetchUnknown = async () => {
      throw Object.assign(new TypeError('fetch failed'), {
        cause: Object.assign(new Error('getaddrinfo EAI_AGAIN links.example.invalid'), { code: 'EAI_AGAIN' }),
      });
    };
    const error = await failure(add({ fetch: fetchUnknown }, 'https://links.example.invalid'));
    expect([error.code, error.outcomeUnknown, error.message]).toEqual([
      'network',
      false,
      expect.stringMatching(/was not found.*Nothing was changed\.$/),
    ]);
  });

  it('says the outcome is unknown when a write times out or the line drops', async () => {
    const timedOut = await failure(add({ timeoutMs: 150, baseUrl: `${base}/silent` }));
    expect([timedOut.code, timedOut.outcomeUnknown, timedOut.message]).toEqual([
      'timeout',
      true,
      expect.stringMatching(/may or may not have been made: check before trying again/),
    ]);
    const dropped = await failure(add({ baseUrl: `${base}/reset` }));
    expect([dropped.code, dropped.outcomeUnknown, dropped.message]).toEqual([
      'network',
      true,
      expect.stringMatching(/broke before it answered.*may or may not have been made/),
    ]);
    // A read that drops is simply not answered: reading again is safe.
    const read = await failure(callApi(connectionTo(`${base}/reset`), 'GET', 'api/account'));
    expect([read.code, read.outcomeUnknown]).toEqual(['network', false]);
  });

  it('cancels from outside: a read plainly, a write in flight with its outcome unknown', async () => {
    const cancelIn = (ms: number) => AbortSignal.timeout(ms);
    const read = await failure(
      callApi(connectionTo(`${base}/silent`, { signal: cancelIn(50) }), 'GET', 'api/account'),
    );
    expect([read.code, read.message, read.outcomeUnknown]).toEqual([
      'cancelled',
      'The request was cancelled.',
      false,
    ]);
    const write = await failure(add({ baseUrl: `${base}/silent`, signal: cancelIn(50) }));
    expect([write.code, write.outcomeUnknown, write.message]).toEqual([
      'cancelled',
      true,
      expect.stringMatching(/may or may not have been made/),
    ]);
  });

  it('sends nothing when cancelled before sending, and says nothing was changed', async () => {
    let fetched = 0;
    const counting: Connection['fetch'] = (input, init) => {
      fetched++;
      return fetch(input, init);
    };
    const error = await failure(add({ fetch: counting, signal: AbortSignal.abort() }));
    expect([error.code, error.outcomeUnknown, error.message, fetched]).toEqual([
      'cancelled',
      false,
      'The request was cancelled before it was sent. Nothing was changed.',
      0,
    ]);
  });
});
