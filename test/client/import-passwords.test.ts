import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/main/api/gateway.ts';
import type { Fetch } from '../../src/main/api/http-client.ts';
import { createOfflineCache } from '../../src/main/cache/offline-cache.ts';
import { createMemoryClipboard } from '../../src/main/clipboard/memory-clipboard.ts';
import { registerHandlers } from '../../src/main/handlers.ts';
import { createImportJournal } from '../../src/main/import/import-journal.ts';
import { createQrDesignStore } from '../../src/main/qr/design-store.ts';
import { SOURCE_SPREADSHEET_WORKER } from '../../src/main/spreadsheet/source-worker.ts';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.ts';
import { checkRows } from '../../src/shared/import/row-check.ts';
import type { ImportSummary } from '../../src/shared/ipc/imports.ts';
import { valueOf } from '../support/client-harness.ts';
import { MapCredentials, MemoryRecords } from '../support/fakes.ts';
import { createTestIpc } from '../support/ipc.ts';
import { ApiClient, tempDir } from '../support/sandbox.ts';

const PASSWORDS = ['LINKPW-0-s3cr3t', 'LINKPW-1-s3cr3t', 'LINKPW-2-s3cr3t'];
const SHEET = [
  'url,alias,password',
  `https://example.com/pw/0,,${PASSWORDS[0]}`,
  `https://example.com/pw/1,pw-one,${PASSWORDS[1]}`,
  // Skipped (not a web address): its password must not stay in the journal either.
  `not a web address,,${PASSWORDS[2]}`,
  'https://example.com/pw/3,,',
].join('\r\n');

/** Every file of the journal (the database and its WAL), as raw bytes, and how often `text` is in them. */
function hitsInJournal(folder: string, text: string): number {
  let hits = 0;
  for (const suffix of ['', '-wal', '-shm']) {
    const file = join(folder, `imports.db${suffix}`);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    for (let at = bytes.indexOf(text); at !== -1; at = bytes.indexOf(text, at + 1)) hits++;
  }
  return hits;
}

/**
 * One launch of main's handlers, with its journal in `folder`. The records and the keychain stand-in are
 * handed from launch to launch, as accounts.json and the OS keychain outlive a restart.
 */
function launch(folder: string, keychain: MapCredentials, records: MemoryRecords, fetchWith: Fetch) {
  const ipc = createTestIpc();
  const log = { warn: () => undefined };
  const cache = createOfflineCache({ file: ':memory:', now: Date.now, log });
  const designs = createQrDesignStore({ file: ':memory:', log });
  const journal = createImportJournal({ file: join(folder, 'imports.db'), log });
  const chosen: { name: string; bytes: Uint8Array }[] = [];
  const emit = () => undefined;
  const { imports } = registerHandlers(ipc.registrar, {
    records,
    credentials: keychain,
    fetch: fetchWith,
    sandbox: { ensure: () => Promise.reject(new Error('Not used.')) },
    openExternal: async () => undefined,
    newId: randomUUID,
    now: () => new Date(),
    gateway: createGateway({ cache, emit, now: Date.now }),
    emit,
    designs,
    importJournal: journal,
    openFile: async () => chosen.shift() ?? null,
    spreadsheetWorker: SOURCE_SPREADSHEET_WORKER,
    saveFile: async () => ({ saved: false }),
    copyImage: async () => undefined,
    clipboard: createMemoryClipboard(),
  });
  return {
    api: ipc.api,
    journal,
    choose: (file: { name: string; bytes: Uint8Array }) => void chosen.push(file),
    close: async () => {
      await imports.stopAll();
      journal.close();
      cache.close();
      designs.close();
    },
  };
}

/** The installation refuses every create's connection, as one that went down would: the rows wait, unsent. */
const createsRefused: Fetch = async (input, init) => {
  if ((init?.method ?? 'GET') === 'POST' && String(input).endsWith('/api/url/add')) {
    throw new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1'), { code: 'ECONNREFUSED' }),
    });
  }
  return fetch(input, init);
};

describe('link passwords in the import journal', () => {
  let sandbox: RunningSandbox;
  const folder = tempDir('linkdesk-import-passwords-');
  beforeAll(async () => {
    sandbox = await startSandbox({ memory: true, seed: 'demo', rateLimit: 0 });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('are never in imports.db in plain text, are sent right after a restart, and are gone after Remove', async () => {
    const keychain = new MapCredentials();
    const records = new MemoryRecords();
    const alex = sandbox.accounts.find((account) => account.username === 'alex')!;

    // First launch: the rows are recorded, but no create gets through.
    const first = launch(folder, keychain, records, createsRefused);
    const accountId = valueOf(
      await first.api.addAccount({ name: 'Work', baseUrl: sandbox.url, apiKey: alex.apiKey }),
    ).id;
    first.choose({ name: 'protected.csv', bytes: new TextEncoder().encode(SHEET) });
    const opened = valueOf(await first.api.openImportFile({}));
    if (opened.cancelled) throw new Error('The sheet was not opened.');
    const checks = checkRows(
      opened.sheet.rows,
      opened.guess,
      { domains: [], campaigns: [], channels: [] },
      new Date(),
    );
    const started = valueOf(
      await first.api.startImport({
        accountId,
        token: opened.sheet.token,
        rows: checks.flatMap((check, row) => (check.ok ? [{ row, link: check.link }] : [])),
        skipped: checks.flatMap((check, row) => (check.ok ? [] : [{ row, message: 'Not a web address' }])),
        passwordColumn: opened.guess.password!,
      }),
    );
    expect(started.passwordsLeftOut).toBe(true);
    const { importId } = started;
    await expect.poll(() => first.journal.get(importId)?.state, { timeout: 10_000 }).toBe('paused');
    expect(first.journal.counts(importId)).toMatchObject({ pending: 3, skipped: 1 });

    // While the rows wait, the file holds their passwords sealed, never in plain text.
    for (const password of PASSWORDS) expect(hitsInJournal(folder, password)).toBe(0);
    const reader = new DatabaseSync(join(folder, 'imports.db'), { readOnly: true });
    const sealed = (
      reader.prepare('SELECT password FROM import_rows WHERE password IS NOT NULL').all() as {
        password: string;
      }[]
    ).map((row) => row.password);
    reader.close();
    expect(sealed).toHaveLength(2);
    await first.close();

    // Restart: the journal and the keychain are all there is.
    const second = launch(folder, keychain, records, (input, init) => fetch(input, init));
    valueOf(await second.api.resumeImport({ importId }));
    await expect
      .poll(
        async () =>
          valueOf(await second.api.listImports({})).find((item: ImportSummary) => item.importId === importId)
            ?.state,
        { timeout: 10_000 },
      )
      .toBe('done');
    expect(second.journal.counts(importId)).toMatchObject({ created: 3, skipped: 1 });

    // Each link asks for its own password, read from the installation's public pages.
    const results = second.journal.results(importId);
    const visit = (shortUrl: string, password?: string) =>
      fetch(shortUrl, {
        method: password === undefined ? 'GET' : 'POST',
        redirect: 'manual',
        ...(password === undefined
          ? {}
          : {
              body: new URLSearchParams({ password }),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            }),
      });
    for (const row of [0, 1]) {
      const shortUrl = results[row]!.shortUrl!;
      expect((await visit(shortUrl)).status).toBe(200);
      expect((await visit(shortUrl, 'not the password')).status).toBe(403);
      const opened = await visit(shortUrl, PASSWORDS[row]);
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBe(`https://example.com/pw/${row}`);
    }
    expect((await visit(results[3]!.shortUrl!)).status).toBe(302);
    // The row's note is on the link, for the lost-row check.
    const listed = await new ApiClient(sandbox.url, alex.apiKey).get<{
      data: { urls: { alias: string; description: string }[] };
    }>('/api/urls?limit=100');
    expect(listed.body.data.urls.find((link) => link.alias === 'pw-one')?.description).toMatch(
      /^Imported by Linkdesk from row 3 \(import [0-9a-f]{8}\)$/,
    );

    // Made: the sealed passwords are erased from the file and its WAL; the sheet kept has no password column.
    for (const text of [...PASSWORDS, ...sealed]) expect(hitsInJournal(folder, text)).toBe(0);
    expect(second.journal.rowsWithResults(importId).map((row) => row.cells[2])).toEqual(['', '', '', '']);

    valueOf(await second.api.forgetImport({ importId }));
    await second.close();
    for (const text of [...PASSWORDS, ...sealed]) expect(hitsInJournal(folder, text)).toBe(0);
  });
});
