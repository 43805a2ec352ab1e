import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRIDGE_SCRIPT_PATH,
  EVENTS_PATH,
  IPC_PATH,
  TOKEN_HEADER,
  TOKEN_PARAMETER,
} from '../../src/dev-browser/bridge-script.ts';
import { startDevBrowser, type DevBrowser } from '../../src/dev-browser/dev-browser.ts';
import { createMemoryCredentialStore } from '../../src/main/credentials/memory-store.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/main/window/content-security-policy.ts';
import { PERMISSIONS_POLICY } from '../../src/main/window/permissions-policy.ts';
import { CHANNELS } from '../../src/shared/ipc/contract.ts';
import { UNDO_WINDOW_MS } from '../../src/shared/ipc/deletes.ts';
import type { AppEvent } from '../../src/shared/ipc/events.ts';
import { ApiClient, tempDir } from '../support/sandbox.ts';
import { useAppBuild } from './support/renderer-build.ts';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** node:http rather than fetch: the tests must set the Host and Origin headers as a hostile page could. */
async function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<RawReply> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const request = httpRequest(url, {
    method: options.method ?? 'GET',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
  });
  request.end(body);
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  let text = '';
  for await (const chunk of response) text += chunk;
  return { status: response.statusCode!, headers: response.headers, text };
}

interface EventStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The next Server-Sent Events message, as its raw text without the blank line that ends it. */
  next: () => Promise<string>;
  /** Everything received so far. */
  received: () => string;
  ended: Promise<void>;
  close: () => void;
}

/** Opens the event stream as EventSource would: a GET, with the token in the query. */
async function openEvents(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const request = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } });
  request.end();
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  response.setEncoding('utf8');
  let text = '';
  let wake: (() => void) | null = null;
  response.on('data', (chunk: string) => {
    text += chunk;
    wake?.();
  });
  // Closing our end on purpose aborts the response: that is how a page leaves, not a failure.
  response.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => response.on('close', resolve));
  let read = 0;
  return {
    status: response.statusCode!,
    headers: response.headers,
    received: () => text,
    ended,
    close: () => request.destroy(),
    async next() {
      for (;;) {
        const end = text.indexOf('\n\n', read);
        if (end >= 0) {
          const message = text.slice(read, end);
          read = end + 2;
          return message;
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}

/** The token with its last character changed: right length, wrong secret. */
const almost = (token: string) => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');

const build = useAppBuild();

describe('dev:browser', () => {
  let devBrowser: DevBrowser;
  const logs: string[] = [];
  const call = (channel: string, request: unknown, headers: Record<string, string> = {}) =>
    raw(devBrowser.origin + IPC_PATH, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: devBrowser.token, ...headers },
      body: { channel, request },
    });

  beforeAll(async () => {
    devBrowser = await startDevBrowser({
      outDir: build.outDir,
      credentials: createMemoryCredentialStore(),
      log: (line) => logs.push(line),
    });
  });
  afterAll(() => devBrowser?.close());

  it('serves the built renderer with its Content-Security-Policy as a header and the bridge loaded first', async () => {
    expect(devBrowser.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43}$/);
    const page = await raw(devBrowser.url);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    // The app's permission policy too: the page is refused what Electron's session refuses it.
    expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('clipboard-write=()');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const bridge = page.text.indexOf(`<script src="${BRIDGE_SCRIPT_PATH}"></script>`);
    expect(bridge).toBeGreaterThan(0);
    expect(bridge).toBeLessThan(page.text.indexOf('<script type="module"'));
    // The page itself never holds the token; only its address does.
    expect(page.text).not.toContain(devBrowser.token);

    const script = await raw(devBrowser.origin + BRIDGE_SCRIPT_PATH);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.text).not.toContain(devBrowser.token);
    for (const channel of CHANNELS) expect(script.text).toContain(`"${channel}"`);

    const asset = /src="\.?\/(assets\/[^"]+\.js)"/.exec(page.text)![1]!;
    const served = await raw(`${devBrowser.origin}/${asset}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers a call with the token through the real handlers and the contract', async () => {
    const listed = await call('accounts:list', {});
    expect(listed.status).toBe(200);
    expect(JSON.parse(listed.text)).toEqual({ ok: true, value: { accounts: [], activeId: null } });

    const invalid = JSON.parse((await call('accounts:switch', { id: 'not-an-id' })).text);
    expect(invalid).toEqual({
      ok: false,
      error: { code: 'validation', field: 'id', message: 'id: must be an account id' },
    });
  });

  it('refuses calls without the token, with a wrong one, or from another page', async () => {
    const attempts = [
      call('accounts:list', {}, { [TOKEN_HEADER]: '' }),
      call('accounts:list', {}, { [TOKEN_HEADER]: almost(devBrowser.token) }),
      raw(devBrowser.origin + IPC_PATH, { method: 'POST', body: { channel: 'accounts:list', request: {} } }),
      call('accounts:list', {}, { origin: 'http://evil.example' }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(403);
      expect(JSON.parse(reply.text)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
  });

  it('refuses requests for any other host name, as a DNS-rebinding page would send', async () => {
    const port = new URL(devBrowser.origin).port;
    for (const host of [`evil.example:${port}`, `localhost:${port}`, '127.0.0.1']) {
      const page = await raw(devBrowser.url, { headers: { host } });
      expect(page.status).toBe(421);
      const ipc = await call('accounts:list', {}, { host });
      expect(ipc.status).toBe(421);
      expect(ipc.text).not.toContain('accounts');
    }
  });

  it('answers an unknown channel with a Result, not a crash', async () => {
    const reply = await call('accounts:steal', {});
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.text)).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('streams main’s events to the page that holds the token', async () => {
    const url = `${devBrowser.origin}${EVENTS_PATH}?${TOKEN_PARAMETER}=${devBrowser.token}`;
    const [first, second] = [await openEvents(url), await openEvents(url)];
    try {
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(first.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(first.headers['cache-control']).toBe('no-store');
      // The stream says it is open before any event, so a page knows it is listening.
      expect(await first.next()).toBe(': connected');
      expect(await second.next()).toBe(': connected');

      const wait: AppEvent = { type: 'rate-limit', accountId: 'a', waitSeconds: 12, queued: 3 };
      const progress: AppEvent = { type: 'progress', requestId: 'r-1', loaded: 100, total: 1000 };
      devBrowser.emit(wait);
      devBrowser.emit(progress);

      for (const stream of [first, second]) {
        expect(await stream.next()).toBe(`data: ${JSON.stringify(wait)}`);
        expect(await stream.next()).toBe(`data: ${JSON.stringify(progress)}`);
      }
    } finally {
      first.close();
      second.close();
    }
  });

  it('streams nothing without the right token, from another page, or for another host', async () => {
    const events = `${devBrowser.origin}${EVENTS_PATH}`;
    const port = new URL(devBrowser.origin).port;
    const attempts = await Promise.all([
      openEvents(events),
      openEvents(`${events}?${TOKEN_PARAMETER}=`),
      openEvents(`${events}?${TOKEN_PARAMETER}=${almost(devBrowser.token)}`),
      openEvents(`${events}?${TOKEN_PARAMETER}=${devBrowser.token}`, { origin: 'http://evil.example' }),
      openEvents(`${events}?${TOKEN_PARAMETER}=${devBrowser.token}`, { host: `localhost:${port}` }),
    ]);
    devBrowser.emit({ type: 'rate-limit', accountId: 'a', waitSeconds: 12, queued: 3 });
    for (const [index, attempt] of attempts.entries()) {
      await attempt.ended;
      expect(attempt.status).toBe(index === attempts.length - 1 ? 421 : 403);
      expect(attempt.received()).not.toContain('rate-limit');
      if (attempt.status === 403) {
        expect(JSON.parse(attempt.received())).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      }
    }
  });

  it('writes saved exports and copied images to files, byte for byte', async () => {
    const png = PNG.sync.write(new PNG({ width: 3, height: 3 }));
    const saved = await call('files:save', {
      suggestedName: 'qr.png',
      content: png.toString('base64'),
      encoding: 'base64',
    });
    expect(JSON.parse(saved.text)).toEqual({ ok: true, value: { saved: true, savedId: expect.any(String) } });
    expect((await readFile(join(devBrowser.downloadsDir, 'qr.png'))).equals(png)).toBe(true);

    await call('files:save', { suggestedName: 'qr.svg', content: '<svg/>' });
    expect(await readFile(join(devBrowser.downloadsDir, 'qr.svg'), 'utf8')).toBe('<svg/>');

    const copied = await call('clipboard:writeImage', { pngBase64: png.toString('base64') });
    expect(JSON.parse(copied.text)).toEqual({ ok: true, value: { copied: true } });
    expect((await readFile(devBrowser.clipboardFile)).equals(png)).toBe(true);
  });

  it('adds the built-in sandbox account and never logs a key', async () => {
    const added = JSON.parse((await call('accounts:addSandbox', {})).text);
    expect(added).toMatchObject({ ok: true, value: { kind: 'sandbox', username: 'alex' } });
    const builtIn = await devBrowser.sandbox.ensure();
    expect(logs.some((line) => line.startsWith('accounts:addSandbox → ok'))).toBe(true);
    for (const account of builtIn.accounts) expect(logs.join('\n')).not.toContain(account.apiKey);
  });

  // Every other end-to-end file ends undo windows on demand; this one waits the real eight seconds once, to prove
  // that the app's own timers hold a delete for its window and then send it.
  it('holds a delete for the real undo window, then sends it', async () => {
    const builtIn = await devBrowser.sandbox.ensure();
    const alex = new ApiClient(builtIn.url, builtIn.accounts.find((one) => one.username === 'alex')!.apiKey);
    const made = await alex.post('/api/url/add', { url: 'https://example.com/held-for-real' });
    expect(made.body).toMatchObject({ error: 0 });
    const id = made.body.id as number;
    const { activeId } = JSON.parse((await call('accounts:list', {})).text).value as { activeId: string };

    const started = Date.now();
    const scheduled = JSON.parse(
      (await call('deletes:schedule', { accountId: activeId, kind: 'links', ids: [id] })).text,
    ).value as { dueAt: string };
    expect(Date.parse(scheduled.dueAt) - started).toBeGreaterThanOrEqual(UNDO_WINDOW_MS - 50);
    expect(Date.parse(scheduled.dueAt) - started).toBeLessThan(UNDO_WINDOW_MS + 1_000);

    await delay(UNDO_WINDOW_MS - 1_000);
    expect((await alex.get(`/api/url/${id}`)).status).toBe(200);
    await expect
      .poll(async () => (await alex.get(`/api/url/${id}`)).status, { timeout: 6_000, interval: 100 })
      .toBe(404);
    expect(Date.now() - started).toBeGreaterThanOrEqual(UNDO_WINDOW_MS);
  });
});

describe('npm run dev:browser', () => {
  it('prints the address as its first stdout line, serves it, and stops on SIGTERM with a page listening', async () => {
    const dataDir = tempDir('linkdesk-dev-browser-cli-');
    const cli = new URL('../../src/dev-browser/cli.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, [cli, '--out', build.outDir, '--data', dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const exited = once(child, 'exit');
      const lines = createInterface({ input: child.stdout });
      const first = await Promise.race([
        once(lines, 'line').then(([line]) => line as string),
        exited.then(([code]) => {
          throw new Error(`dev:browser exited (${code}) before printing its address: ${stderr}`);
        }),
      ]);
      const { url } = JSON.parse(first) as { url: string };
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43}$/);
      expect((await raw(url)).status).toBe(200);
      expect(stderr).toContain(dataDir);
      // A page listening to events keeps a response open for good; stopping must end it, not wait for it.
      const { origin, searchParams } = new URL(url);
      const events = await openEvents(`${origin}${EVENTS_PATH}?${searchParams}`);
      expect(await events.next()).toBe(': connected');

      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      await events.ended;
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
