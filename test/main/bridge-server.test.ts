import { writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPC_PATH, TOKEN_HEADER } from '../../src/dev-browser/bridge-script.ts';
import { startBridgeServer, type BridgeServer } from '../../src/dev-browser/bridge-server.ts';
import { HttpIpcHost } from '../../src/dev-browser/http-ipc-host.ts';
import { tempDir } from '../support/sandbox.ts';

const TOKEN = 'bridge-test-token';

/** dev:browser's bridge on its own, with a host whose channels echo their request or throw. */
describe('dev:browser bridge server', () => {
  let server: BridgeServer;
  let rendererDir: string;
  const logged: string[] = [];
  const received: unknown[] = [];

  beforeAll(async () => {
    rendererDir = tempDir('linkdesk-bridge-');
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const host = new HttpIpcHost(() => `${server.origin}/`);
    host.handle('test:echo', async (_event, request) => {
      received.push(request);
      return { ok: true, value: request };
    });
    host.handle('test:crash', async () => {
      throw new Error('secret detail from /home/someone/.config');
    });
    server = await startBridgeServer({
      rendererDir,
      token: TOKEN,
      policy: "default-src 'self'",
      host,
      events: () => () => undefined,
      log: (line) => logged.push(line),
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(rendererDir, { recursive: true, force: true });
  });

  const call = async (body: string, contentType = 'application/json') => {
    const response = await fetch(server.origin + IPC_PATH, {
      method: 'POST',
      headers: { 'content-type': contentType, [TOKEN_HEADER]: TOKEN },
      body,
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as unknown };
  };

  /** The bridge's own refusal: a `Result` with an error code and a message, nothing of Fastify's or a stack. */
  const expectRefusal = (
    reply: { status: number; text: string; body: unknown },
    status: number,
    code: string,
    message: RegExp,
  ) => {
    expect(reply.status, reply.text).toBe(status);
    expect(reply.body).toEqual({ ok: false, error: { code, message: expect.stringMatching(message) } });
    expect(reply.text).not.toMatch(/statusCode|FST_|stack|at .*\.js/);
  };

  it('answers a call as a Result', async () => {
    const reply = await call(JSON.stringify({ channel: 'test:echo', request: { a: 1 } }));
    expect(reply).toMatchObject({ status: 200, body: { ok: true, value: { a: 1 } } });
  });

  it('refuses malformed, empty, oversized and non-JSON bodies in its own shape', async () => {
    expectRefusal(await call('{"channel": "test:echo",'), 400, 'validation', /JSON/);
    expectRefusal(await call(''), 400, 'validation', /empty/);
    const huge = JSON.stringify({ channel: 'test:echo', request: 'x'.repeat(1024 * 1024) });
    expectRefusal(await call(huge), 413, 'validation', /1 MB/);
    expectRefusal(await call('a=1', 'application/x-www-form-urlencoded'), 415, 'validation', /JSON/);
  });

  it('refuses __proto__ and constructor.prototype keys before any handler sees them', async () => {
    const before = received.length;
    expectRefusal(
      await call('{"channel": "test:echo", "request": {"__proto__": {"polluted": true}}}'),
      400,
      'validation',
      /__proto__/,
    );
    expectRefusal(
      await call('{"channel": "test:echo", "request": {"constructor": {"prototype": {"polluted": true}}}}'),
      400,
      'validation',
      /constructor/,
    );
    expect(received.length).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a handler that throws as internal, without its details', async () => {
    const reply = await call(JSON.stringify({ channel: 'test:crash' }));
    expectRefusal(reply, 500, 'internal', /dev:browser/);
    expect(reply.text).not.toContain('secret detail');
    // The details go to the terminal that runs dev:browser.
    expect(logged.join('\n')).toContain('secret detail');
  });
});
