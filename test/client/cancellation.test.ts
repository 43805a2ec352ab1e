import { createServer, type IncomingMessage, type Server } from 'node:http';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientHarness, valueOf, type ClientHarness } from '../support/client-harness.ts';

/**
 * A proxy in front of the sandbox that holds list requests once `hold` is set, as a slow installation would,
 * and remembers whether the client went away while it waited.
 */
async function startSlowProxy(target: () => string) {
  const state = { hold: false, abandoned: 0, held: 0 };
  const server: Server = createServer((request: IncomingMessage, response) => {
    const forward = async () => {
      const body = await new Promise<Buffer>((resolve) => {
        const chunks: Buffer[] = [];
        request
          .on('data', (chunk: Buffer) => chunks.push(chunk))
          .on('end', () => resolve(Buffer.concat(chunks)));
      });
      const answer = await fetch(target() + request.url, {
        method: request.method!,
        headers: request.headers as Record<string, string>,
        ...(body.length > 0 ? { body } : {}),
      });
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'text/plain',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    };
    if (state.hold && request.url?.startsWith('/api/qr')) {
      state.held++;
      response.on('close', () => {
        if (!response.writableEnded) state.abandoned++;
      });
      return;
    }
    void forward();
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe('cancelling a request from the window', () => {
  let h: ClientHarness;
  let proxy: Awaited<ReturnType<typeof startSlowProxy>>;
  let sandboxUrl = '';

  beforeAll(async () => {
    proxy = await startSlowProxy(() => sandboxUrl);
    h = await startClientHarness(
      { profile: 'reference', revision: 'current' },
      {
        baseUrlFor: (url) => {
          sandboxUrl = url;
          return proxy.url;
        },
      },
    );
  });
  afterAll(async () => {
    proxy.close();
    await h.close();
  });

  it('aborts the request in flight by its id, and the installation sees the connection go', async () => {
    proxy.state.hold = true;
    const requestId = 'qr-list-1';
    const listing = h.api.listQrCodes({ accountId: h.accounts.alex, requestId });
    await expect.poll(() => proxy.state.held).toBe(1);

    expect(valueOf(await h.api.cancelRequest({ requestId }))).toEqual({ cancelled: true });
    expect(await listing).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    await expect.poll(() => proxy.state.abandoned).toBe(1);

    // Nothing is left running under that id, and the account works on.
    expect(valueOf(await h.api.cancelRequest({ requestId }))).toEqual({ cancelled: false });
    proxy.state.hold = false;
    expect(
      valueOf(await h.api.listQrCodes({ accountId: h.accounts.alex, requestId })).data.total,
    ).toBeGreaterThan(0);
  });
});
