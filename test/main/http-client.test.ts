import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Connection } from '../../src/main/api/http-client.ts';
import { getProfile } from '../../src/main/api/account.ts';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import { tempDir } from '../support/sandbox.ts';

type Reply = (request: IncomingMessage, response: ServerResponse) => void;
const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (_q, response) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

/** Answers as the installations in the wild do, one behaviour per path. */
const behaviours: Record<string, Reply> = {
  '/html/api/account': (_q, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Hi</body></html>'),
  '/empty/api/account': (_q, response) => response.writeHead(200).end(),
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
  '/half/api/account': json(200, { error: 0, data: { id: 1, username: 'ann' } }),
  '/silent/api/account': () => undefined,
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

  const connection = (path: string, extra: Partial<Connection> = {}): Connection => ({
    baseUrl: `${base}${path}`,
    apiKey: 'k',
    fetch: (input, init) => fetch(input, init),
    ...extra,
  });
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('says a web page or an empty body is not the API', async () => {
    for (const path of ['/html', '/empty']) {
      const error = await failure(callApi(connection(path), 'GET', 'api/account'));
      expect([error.code, error.message]).toEqual([
        'bad_response',
        expect.stringMatching(/does not look like the API/),
      ]);
    }
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
    expect(await getProfile(connection('/strings'))).toEqual({
      id: 5,
      email: 'a@b.test',
      username: 'ann',
      avatar: 'https://x.test/a.png',
      status: 'pro',
      expires: null,
      registered: '2024-01-01 00:00:00',
    });
    expect((await failure(getProfile(connection('/half')))).code).toBe('bad_response');
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
});
