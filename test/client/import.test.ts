import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRows } from '../../src/shared/import/row-check.ts';
import type { ImportSummary } from '../../src/shared/ipc/imports.ts';
import { readSpreadsheet } from '../../src/main/spreadsheet/read-spreadsheet.ts';
import { ApiClient } from '../support/sandbox.ts';
import { startClientHarness, valueOf, type ClientHarness } from '../support/client-harness.ts';

const csv = (lines: string[]) => ({
  name: 'spring.csv',
  bytes: new TextEncoder().encode(lines.join('\r\n')),
});
const noChoices = { domains: [], campaigns: [], channels: [] };

/** Importing links from a spreadsheet through the real handlers, journal and client, against a sandbox. */
describe('importing links from a spreadsheet', () => {
  let h: ClientHarness;
  const posts: string[] = [];
  beforeAll(async () => {
    h = await startClientHarness(
      { profile: 'deployed', revision: 'current' },
      {
        // Counts what reaches the installation: one create per link is the promise.
        fetch: (input, init) => {
          const url = new URL(String(input));
          if ((init?.method ?? 'GET') === 'POST') posts.push(url.pathname);
          return fetch(input, init);
        },
      },
    );
  });
  afterAll(() => h.close());

  const linksOnServer = async () => {
    const admin = h.sandbox.accounts.find((account) => account.username === 'admin')!;
    const reply = await new ApiClient(h.sandbox.url, admin.apiKey).get<{
      data: { urls: { id: number; alias: string; longurl: string; shorturl: string }[] };
    }>('/api/urls?limit=1000');
    return reply.body.data.urls;
  };

  /** Opens the file, checks its rows as the window does, and starts the import. */
  async function importFile(file: { name: string; bytes: Uint8Array }) {
    h.chooseFile(file);
    const opened = valueOf(await h.api.openImportFile({}));
    if (opened.cancelled) throw new Error('The file was not opened.');
    const checks = checkRows(opened.sheet.rows, opened.guess, noChoices, new Date());
    const rows = checks.flatMap((check, row) => (check.ok ? [{ row, link: check.link }] : []));
    const skipped = checks.flatMap((check, row) =>
      check.ok ? [] : [{ row, message: check.problems.map((problem) => problem.message).join('; ') }],
    );
    return {
      opened,
      started: valueOf(
        await h.api.startImport({ accountId: h.accounts.admin, token: opened.sheet.token, rows, skipped }),
      ),
    };
  }

  const finished = async (importId: string): Promise<ImportSummary> => {
    await expect
      .poll(
        async () => valueOf(await h.api.listImports({})).find((item) => item.importId === importId)?.state,
        {
          timeout: 10_000,
        },
      )
      .toBe('done');
    return valueOf(await h.api.listImports({})).find((item) => item.importId === importId)!;
  };

  it('guesses the columns, makes one link per valid row with one request each, and exports the sheet', async () => {
    const before = (await linksOnServer()).length;
    posts.length = 0;
    const { opened, started } = await importFile(
      csv([
        'Destination,Slug,Name',
        'https://example.com/a,spring-a,Spring A',
        'https://example.com/b,,Spring B',
        'not a web address,spring-c,Spring C',
        'https://example.com/d,spring-d,',
      ]),
    );
    expect(opened.guess).toEqual({ url: 0, alias: 1, title: 2 });
    expect(started.total).toBe(4);
    const done = await finished(started.importId);
    expect(done.counts).toMatchObject({ created: 3, skipped: 1, failed: 0, pending: 0, sending: 0 });

    const links = await linksOnServer();
    expect(links).toHaveLength(before + 3);
    expect(links.find((link) => link.alias === 'spring-a')?.longurl).toBe('https://example.com/a');
    expect(posts.filter((path) => path === '/api/url/add')).toHaveLength(3);

    valueOf(await h.api.exportImport({ importId: started.importId }));
    const saved = h.savedFiles.at(-1)!;
    expect(saved.suggestedName).toBe('spring with short URLs.csv');
    const sheet = await readSpreadsheet(saved.suggestedName, saved.content as Uint8Array);
    expect(sheet.header).toEqual(['Destination', 'Slug', 'Name', 'Short URL', 'Import result']);
    const shortOf = (alias: string) => links.find((link) => link.alias === alias)!.shorturl;
    expect(sheet.rows[0]).toEqual([
      'https://example.com/a',
      'spring-a',
      'Spring A',
      shortOf('spring-a'),
      'Created',
    ]);
    expect(sheet.rows[2]?.[4]).toMatch(/^Not sent: /);
  });

  it('tells which rows of a sheet chosen again an earlier import already made, on that account only', async () => {
    h.chooseFile(
      csv([
        'Destination,Slug',
        'https://example.com/a,SPRING-A',
        'https://example.com/b,',
        'https://example.com/new,spring-new',
        'https://example.com/d,other-alias',
      ]),
    );
    const opened = valueOf(await h.api.openImportFile({}));
    if (opened.cancelled) throw new Error('The file was not opened.');
    const earlier = valueOf(
      await h.api.findEarlierImports({
        accountId: h.accounts.admin,
        token: opened.sheet.token,
        urlColumn: 0,
        aliasColumn: 1,
      }),
    );
    // The first test's import made spring-a and the link to /b without an alias.
    expect(earlier).toMatchObject({ rows: [0, 1], withAlias: 1, imports: [{ fileName: 'spring.csv' }] });
    const elsewhere = Object.values(h.accounts).find((id) => id !== h.accounts.admin)!;
    const forOther = valueOf(
      await h.api.findEarlierImports({ accountId: elsewhere, token: opened.sheet.token, urlColumn: 0 }),
    );
    expect(forOther.rows).toEqual([]);
  });

  it('reads a drop through the preload’s path only, and refuses a drop that is not a file on disk', async () => {
    // The harness's preload knows no paths, as a file dragged out of a web page has none.
    const dropped = await h.api.openImportFile({ dropped: { name: 'spring.csv' } });
    expect(dropped.ok).toBe(false);
    if (dropped.ok) return;
    expect(dropped.error.message).toMatch(/it is not a file on this computer’s disk/);
  });

  it('records a refused row with the reason and goes on with the others', async () => {
    const { started } = await importFile(
      csv(['url,alias', 'https://example.com/taken,spring-a', 'https://example.com/e,spring-e']),
    );
    const done = await finished(started.importId);
    expect(done.counts).toMatchObject({ created: 1, failed: 1 });
    const results = valueOf(await h.api.importResults({ importId: started.importId }));
    expect(results[0]).toMatchObject({ state: 'failed', message: expect.stringMatching(/alias|taken|use/i) });
    // In the import's words, with the row's value: never the API's field name.
    expect(results[0]!.message).toMatch(/^Alias “spring-a” /);
    expect(results[0]!.message).not.toMatch(/custom:/);
  });

  it('looks for a row whose answer was lost before sending it again: found ones are not made twice', async () => {
    const { started } = await importFile(
      csv(['url,alias', 'https://example.com/f,spring-f', 'https://example.com/g,spring-g']),
    );
    await finished(started.importId);
    // As if the app had died after sending both rows and before recording the answers, and had made only one.
    const made = (await linksOnServer()).find((link) => link.alias === 'spring-g')!;
    const admin = h.sandbox.accounts.find((account) => account.username === 'admin')!;
    await new ApiClient(h.sandbox.url, admin.apiKey).delete(`/api/url/${made.id}/delete`);
    for (const row of [0, 1]) h.importJournal.markSending(started.importId, row, Date.now());
    h.importJournal.setState(started.importId, 'running');
    const before = (await linksOnServer()).length;

    h.imports.resumeInterrupted();
    const done = await finished(started.importId);
    expect(done.counts).toMatchObject({ created: 2, sending: 0, pending: 0 });
    const links = await linksOnServer();
    expect(links).toHaveLength(before + 1);
    expect(links.filter((link) => link.alias === 'spring-f')).toHaveLength(1);
    expect(links.filter((link) => link.alias === 'spring-g')).toHaveLength(1);
  });
});
