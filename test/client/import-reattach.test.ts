import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsToSend } from '../support/import-rows.ts';
import type { ImportSummary } from '../../src/shared/ipc/imports.ts';
import { ApiClient } from '../support/sandbox.ts';
import { failureOf, startClientHarness, valueOf, type ClientHarness } from '../support/client-harness.ts';

const ROWS = 200;
const PREFIX = 'https://example.com/r9/';

/** Round r9 of the review: an account removed while its import runs, added again, and the import finished. */
describe('an import whose account is removed half-way', () => {
  let h: ClientHarness;
  beforeAll(async () => {
    h = await startClientHarness(
      { profile: 'deployed', revision: 'current' },
      {
        // A few milliseconds per create, as a real installation takes: the removal lands mid-import.
        fetch: async (input, init) => {
          if ((init?.method ?? 'GET') === 'POST') await sleep(5);
          return fetch(input, init);
        },
      },
    );
  });
  afterAll(() => h.close());

  const summaryOf = async (importId: string): Promise<ImportSummary> =>
    valueOf(await h.api.listImports({})).find((item) => item.importId === importId)!;

  it('goes on with the account added again, making every row once', { timeout: 60_000 }, async () => {
    h.chooseFile({
      name: 'r9.csv',
      bytes: new TextEncoder().encode(
        ['url', ...Array.from({ length: ROWS }, (_, row) => `${PREFIX}${row}`)].join('\n'),
      ),
    });
    const opened = valueOf(await h.api.openImportFile({}));
    if (opened.cancelled) throw new Error('The sheet was not opened.');
    const rows = rowsToSend(opened.sheet.rows, opened.guess);
    const { importId } = valueOf(
      await h.api.startImport({ accountId: h.accounts.alex, token: opened.sheet.token, rows, skipped: [] }),
    );

    await expect
      .poll(async () => (await summaryOf(importId)).counts.created, { timeout: 20_000 })
      .toBeGreaterThan(20);
    valueOf(await h.api.removeAccount({ id: h.accounts.alex }));
    await expect.poll(async () => (await summaryOf(importId)).state, { timeout: 10_000 }).toBe('paused');
    const stranded = await summaryOf(importId);
    expect(stranded.message).toMatch(/no longer in Linkdesk/);
    expect(stranded).toMatchObject({ installation: h.sandbox.url, username: 'alex' });
    expect(stranded.counts.pending + stranded.counts.sending).toBeGreaterThan(0);

    // Another user's account on the same installation may not take the rows over.
    expect(failureOf(await h.api.reattachImport({ importId, accountId: h.accounts.admin })).message).toMatch(
      /another user’s account/,
    );

    // Added again: a new account in Linkdesk, the same user on the installation.
    const alex = h.sandbox.accounts.find((account) => account.username === 'alex')!;
    const again = valueOf(
      await h.api.addAccount({ name: 'Alex again', baseUrl: h.sandbox.url, apiKey: alex.apiKey }),
    );
    expect(again.id).not.toBe(h.accounts.alex);
    expect(valueOf(await h.api.reattachImport({ importId, accountId: again.id })).accountId).toBe(again.id);
    valueOf(await h.api.resumeImport({ importId }));
    await expect.poll(async () => (await summaryOf(importId)).state, { timeout: 30_000 }).toBe('done');
    expect((await summaryOf(importId)).counts).toMatchObject({
      created: ROWS,
      pending: 0,
      sending: 0,
      failed: 0,
    });

    // What the installation holds, read over HTTP with the user's key: every row once, none twice.
    const listed = await new ApiClient(h.sandbox.url, alex.apiKey).get<{
      data: { urls: { longurl: string }[] };
    }>('/api/urls?limit=1000');
    const made = listed.body.data.urls.map((link) => link.longurl).filter((url) => url.startsWith(PREFIX));
    expect(made).toHaveLength(ROWS);
    expect(new Set(made).size).toBe(ROWS);
  });
});
