import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsToSend } from '../support/import-rows.ts';
import type { ImportSummary } from '../../src/shared/ipc/imports.ts';
import { ApiClient } from '../support/sandbox.ts';
import {
  CLIENT_SET_UPS,
  startClientHarness,
  valueOf,
  type ClientHarness,
} from '../support/client-harness.ts';

/**
 * A proxy in front of the installation that, once `dropNextCreate` is set, reads the next create and closes
 * the connection without passing it on: the client cannot tell whether the link was made.
 */
async function startDroppingProxy() {
  const state = { target: '', dropNextCreate: false, dropped: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.dropNextCreate && request.method === 'POST' && request.url === '/api/url/add') {
        state.dropNextCreate = false;
        state.dropped++;
        request.socket.destroy();
        return;
      }
      const body = Buffer.concat(chunks);
      void fetch(state.target + request.url, {
        method: request.method!,
        headers: request.headers as Record<string, string>,
        ...(body.length > 0 ? { body } : {}),
      }).then(async (answer) => {
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
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

const URL_OF_ROW_0 = 'https://example.com/claim/0';

/** The review's claim round: a row's create lost before the installation, and another client's link to the same address. */
describe.each(CLIENT_SET_UPS)('a lost row on $profile ($revision)', (setUp) => {
  let h: ClientHarness;
  let proxy: Awaited<ReturnType<typeof startDroppingProxy>>;
  beforeAll(async () => {
    proxy = await startDroppingProxy();
    h = await startClientHarness(setUp, {
      baseUrlFor: (sandboxUrl) => {
        proxy.state.target = sandboxUrl;
        return proxy.url;
      },
    });
  });
  afterAll(async () => {
    await h.close();
    proxy.close();
  });

  const summaryOf = async (importId: string): Promise<ImportSummary> =>
    valueOf(await h.api.listImports({})).find((item) => item.importId === importId)!;
  const settled = async (importId: string) => {
    await expect.poll(async () => (await summaryOf(importId)).state, { timeout: 10_000 }).not.toBe('running');
    return summaryOf(importId);
  };

  /** Imports three rows to `https://example.com/<name>/<row>`; the first row's create is lost on the way. */
  const startLosingRow0 = async (name: string) => {
    h.chooseFile({
      name: `${name}.csv`,
      bytes: new TextEncoder().encode(
        [
          'url,title',
          ...[0, 1, 2].map((row) => `https://example.com/${name}/${row},IMPORTED ROW ${row}`),
        ].join('\n'),
      ),
    });
    const opened = valueOf(await h.api.openImportFile({}));
    if (opened.cancelled) throw new Error('The sheet was not opened.');
    proxy.state.dropNextCreate = true;
    const { importId } = valueOf(
      await h.api.startImport({
        accountId: h.accounts.alex,
        token: opened.sheet.token,
        rows: rowsToSend(opened.sheet.rows, opened.guess),
        skipped: [],
      }),
    );
    return importId;
  };
  const installationOfAlex = () => {
    const alex = h.sandbox.accounts.find((account) => account.username === 'alex')!;
    return new ApiClient(h.sandbox.url, alex.apiKey);
  };

  it('is never recorded as another client’s link to the same address', async () => {
    const installation = installationOfAlex();
    const importId = await startLosingRow0('claim');
    expect(await settled(importId)).toMatchObject({ state: 'paused', counts: { sending: 1, pending: 2 } });
    expect(proxy.state.dropped).toBe(1);

    // Meanwhile someone makes a link to the same address by hand.
    const byHand = await installation.post<{ id: number; shorturl: string }>('/api/url/add', {
      url: URL_OF_ROW_0,
      metatitle: 'MADE BY HAND ELSEWHERE',
    });
    expect(byHand.status).toBe(200);

    valueOf(await h.api.resumeImport({ importId }));
    let summary = await settled(importId);
    if (setUp.revision === 'legacy') {
      // No description kept, so no proof: the person is asked, with the link in question.
      expect(summary).toMatchObject({
        state: 'paused',
        counts: { created: 2, sending: 1 },
        questions: [{ row: 0, rowNumber: 2, shortUrl: byHand.body.shorturl }],
      });
      valueOf(await h.api.decideImportRow({ importId, row: 0, mine: false }));
      summary = await settled(importId);
    }
    expect(summary).toMatchObject({ state: 'done', counts: { created: 3, sending: 0, pending: 0 } });

    const results = valueOf(await h.api.importResults({ importId }));
    expect(results.map((row) => row.shortUrl)).not.toContain(byHand.body.shorturl);
    const listed = await installation.get<{
      data: { urls: { shorturl: string; longurl: string; title: string }[] };
    }>('/api/urls?limit=1000');
    const toRow0 = listed.body.data.urls.filter((link) => link.longurl === URL_OF_ROW_0);
    // The hand-made link and the row's own, each once.
    expect(toRow0.map((link) => link.title).sort()).toEqual(['IMPORTED ROW 0', 'MADE BY HAND ELSEWHERE']);
    expect(toRow0.find((link) => link.title === 'IMPORTED ROW 0')?.shorturl).toBe(results[0]!.shortUrl);
  });

  it('never offers a link to the same address made before the import began', async () => {
    const url = 'https://example.com/before/0';
    const byHand = await installationOfAlex().post<{ id: number; shorturl: string }>('/api/url/add', {
      url,
      metatitle: 'MADE BY HAND BEFORE',
    });
    expect(byHand.status).toBe(200);
    const dropped = proxy.state.dropped;
    const importId = await startLosingRow0('before');
    expect(await settled(importId)).toMatchObject({ state: 'paused', counts: { sending: 1, pending: 2 } });
    expect(proxy.state.dropped).toBe(dropped + 1);

    valueOf(await h.api.resumeImport({ importId }));
    // Older than the import, so not the row's: sent again without a question, on every revision.
    expect(await settled(importId)).toMatchObject({
      state: 'done',
      counts: { created: 3, sending: 0, pending: 0 },
      questions: [],
    });
    const results = valueOf(await h.api.importResults({ importId }));
    expect(results[0]!.shortUrl).not.toBe(byHand.body.shorturl);
  });
});
