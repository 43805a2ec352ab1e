import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import type { ImportLink } from '../../src/shared/import/row-check.ts';
import { createImportJournal } from '../../src/main/import/import-journal.ts';
import {
  createImportRunner,
  type FindContext,
  type LostRowCheck,
  type MadeLink,
} from '../../src/main/import/import-runner.ts';
import { tempDir } from '../support/sandbox.ts';

const sheetOf = (rows: number) => ({
  format: 'csv' as const,
  sheetName: 'links',
  header: ['url'],
  rows: Array.from({ length: rows }, (_, row) => [`https://example.com/${row}`]),
});

/** A runner over a real journal, with an installation the test scripts: `create` and `find` decide answers. */
async function runnerWith(options: {
  rows: number;
  create: (link: ImportLink, call: number) => Promise<MadeLink>;
  find?: (link: ImportLink, context: FindContext) => Promise<LostRowCheck>;
  installation?: () => string | null;
  /** Each row has the password `pw-<row>`, sealed by a stand-in; `open` stands for the keychain's answer. */
  passwords?: { open: (sealed: string) => Promise<string | null> };
  /** The journal's file; in memory unless a test reads it. */
  file?: string;
}) {
  const journal = createImportJournal({ file: options.file ?? ':memory:', log: { warn: () => undefined } });
  const sent: string[] = [];
  const sentPasswords: (string | undefined)[] = [];
  const cancelled: string[] = [];
  let calls = 0;
  let ids = 0;
  const runner = createImportRunner({
    journal,
    create: (_accountId, link) => {
      sent.push(link.url);
      sentPasswords.push(link.password);
      return options.create(link, calls++);
    },
    newestLinkId: async () => 0,
    find: async (_accountId, link, context) =>
      options.find ? options.find(link, context) : { outcome: 'not-made' },
    openPassword: async (sealed) => (options.passwords ? options.passwords.open(sealed) : null),
    installationOf: async () => (options.installation ? options.installation() : 'https://go.test'),
    cancelRequest: (requestId) => void cancelled.push(requestId),
    perMinute: () => null,
    emit: () => undefined,
    newId: () => `id-${++ids}`,
    now: Date.now,
    log: { error: () => undefined },
  });
  const sheet = sheetOf(options.rows);
  await journal.create(
    {
      importId: 'import',
      accountId: 'account',
      installation: 'https://go.test',
      fileName: 'links.csv',
      sheet,
      send: sheet.rows.map((cells, row) => ({
        row,
        link: { url: cells[0]!, ...(options.passwords ? { password: `pw-${row}` } : {}) },
      })),
      skipped: new Map(),
      createdAt: Date.now(),
      owner: { username: 'alex', keyPrint: null },
    },
    new Map(options.passwords ? sheet.rows.map((_, row) => [row, `sealed:pw-${row}`]) : []),
  );
  const settled = async () => {
    await expect.poll(() => runner.summary('import')?.state, { timeout: 5_000 }).not.toBe('running');
    return runner.summary('import')!;
  };
  return { journal, runner, sent, sentPasswords, cancelled, settled };
}

const made = (call: number): MadeLink => ({ id: 100 + call, shorturl: `https://go.test/${call}` });

describe('the import runner', () => {
  let close: (() => void) | null = null;
  afterEach(() => close?.());

  it('leaves a row whose check failed unknown, and never sends it blind', async () => {
    let online = false;
    const t = await runnerWith({
      rows: 2,
      create: async (_link, call) => made(call),
      find: async () => {
        if (!online) throw new AppError('network', 'The installation could not be reached.');
        return { outcome: 'made', link: { id: 7, shorturl: 'https://go.test/found' } };
      },
    });
    close = () => t.journal.close();
    t.journal.markSending('import', 0, Date.now());
    t.runner.start('import');
    expect(await t.settled()).toMatchObject({ state: 'paused', counts: { sending: 1, pending: 1 } });
    expect(t.sent).toEqual([]);

    online = true;
    t.runner.start('import');
    expect(await t.settled()).toMatchObject({ state: 'done', counts: { created: 2 } });
    // The first row was found, not sent again.
    expect(t.sent).toEqual(['https://example.com/1']);
  });

  it('pauses, without failing a row, when the account is gone or points elsewhere', async () => {
    let installation: string | null = null;
    const t = await runnerWith({
      rows: 3,
      create: async (_link, call) => made(call),
      installation: () => installation,
    });
    close = () => t.journal.close();
    t.runner.start('import');
    const gone = await t.settled();
    expect(gone).toMatchObject({ state: 'paused', counts: { pending: 3, failed: 0 } });
    expect(gone.message).toMatch(/no longer in Linkdesk/);

    installation = 'https://elsewhere.test';
    t.runner.start('import');
    expect((await t.settled()).message).toMatch(/now points at https:\/\/elsewhere\.test/);
    expect(t.sent).toEqual([]);
  });

  it('fails a refused row and goes on, but pauses on the same refusal ten times, putting those rows back', async () => {
    const t = await runnerWith({
      rows: 14,
      create: async (link, call) => {
        if (link.url.endsWith('/0')) throw new AppError('conflict', 'That alias is taken.');
        if (call >= 2) throw new AppError('validation', 'You have reached the limit of links of your plan.');
        return made(call);
      },
    });
    close = () => t.journal.close();
    t.runner.start('import');
    const summary = await t.settled();
    expect(summary).toMatchObject({ state: 'paused', counts: { created: 1, failed: 1, pending: 12 } });
    expect(summary.message).toMatch(/refused 10 rows in a row: “You have reached the limit/);
  });

  it('keeps a row unknown after a failure that may have come after the write, and takes it as not sent after one before', async () => {
    let failure: AppError = new AppError('server', 'The installation failed (500).');
    const t = await runnerWith({
      rows: 2,
      create: async () => {
        throw failure;
      },
    });
    close = () => t.journal.close();
    t.runner.start('import');
    expect(await t.settled()).toMatchObject({ state: 'paused', counts: { sending: 1, pending: 1 } });

    failure = new AppError('network', 'The installation could not be reached.');
    t.runner.start('import');
    // The unknown row is looked for first (the stand-in finds nothing), then sent and refused before sending.
    expect(await t.settled()).toMatchObject({ state: 'paused', counts: { sending: 0, pending: 2 } });
  });

  it('lets a create already sent finish when paused, and resumes when asked while the pause finishes', async () => {
    let answer: (() => void) | null = null;
    const t = await runnerWith({
      rows: 3,
      create: (_link, call) =>
        call === 0
          ? new Promise<MadeLink>((resolve) => (answer = () => resolve(made(call))))
          : Promise.resolve(made(call)),
    });
    close = () => t.journal.close();
    t.runner.start('import');
    await expect.poll(() => answer).not.toBeNull();
    const pausing = t.runner.pause('import');
    expect(t.cancelled).toHaveLength(1);
    t.runner.start('import');
    answer!();
    await pausing;
    expect(await t.settled()).toMatchObject({ state: 'done', counts: { created: 3 } });
    expect(t.sent).toHaveLength(3);
  });

  it('leaves a cancelled import cancelled: Resume does not send its rows', async () => {
    const t = await runnerWith({ rows: 2, create: async (_link, call) => made(call) });
    close = () => t.journal.close();
    await t.runner.cancel('import');
    t.runner.start('import');
    expect(t.runner.summary('import')).toMatchObject({ state: 'cancelled', counts: { pending: 2 } });
    expect(t.sent).toEqual([]);
  });

  it('sends the others, then asks about a row whose link it cannot prove is its own', async () => {
    const t = await runnerWith({
      rows: 3,
      create: async (_link, call) => made(call),
      find: async () => ({ outcome: 'unsure', link: { id: 9, shorturl: 'https://go.test/theirs' } }),
    });
    close = () => t.journal.close();
    t.journal.markSending('import', 0, Date.now());
    t.runner.start('import');
    const asked = await t.settled();
    expect(asked).toMatchObject({
      state: 'paused',
      counts: { created: 2, sending: 1 },
      questions: [{ row: 0, rowNumber: 2, shortUrl: 'https://go.test/theirs' }],
    });
    expect(asked.message).toMatch(/cannot tell whether one row was made/);
    // Not recorded as the row's, and not sent blind either.
    expect(t.journal.results('import')[0]).toMatchObject({ state: 'sending', shortUrl: null });
    expect(t.sent).toEqual(['https://example.com/1', 'https://example.com/2']);
  });

  it('counts every row waiting for an answer, beyond the few it names', async () => {
    const t = await runnerWith({
      rows: 25,
      create: async (_link, call) => made(call),
      find: async (link) => ({ outcome: 'unsure', link: { id: 9, shorturl: `${link.url}/theirs` } }),
    });
    close = () => t.journal.close();
    for (let row = 0; row < 25; row++) t.journal.markSending('import', row, Date.now());
    t.runner.start('import');
    const asked = await t.settled();
    expect(asked).toMatchObject({ state: 'paused', counts: { sending: 25, pending: 0 }, unanswered: 25 });
    expect(asked.questions).toHaveLength(20);
  });

  it('sends each row with its own password, and keeps a refused row’s only while it may be put back', async () => {
    const folder = tempDir('linkdesk-runner-');
    const file = join(folder, 'imports.db');
    const t = await runnerWith({
      rows: 12,
      file,
      passwords: { open: async (sealed) => sealed.replace(/^sealed:/, '') },
      create: async (link, call) => {
        if (link.url.endsWith('/0')) return made(call);
        if (link.url.endsWith('/1')) throw new AppError('conflict', 'That alias is taken.');
        throw new AppError('validation', 'You have reached the limit of links of your plan.');
      },
    });
    close = () => {
      t.journal.close();
      rmSync(folder, { recursive: true, force: true });
    };
    t.runner.start('import');
    expect(await t.settled()).toMatchObject({
      state: 'paused',
      counts: { created: 1, failed: 1, pending: 10 },
    });
    expect(t.sentPasswords).toEqual(Array.from({ length: 12 }, (_, row) => `pw-${row}`));
    // The ten put back keep their passwords; the made row and the one refused for good do not.
    const reader = new DatabaseSync(file, { readOnly: true });
    const kept = reader.prepare('SELECT row, state, password FROM import_rows ORDER BY row').all();
    reader.close();
    expect(kept).toEqual([
      { row: 0, state: 'created', password: null },
      { row: 1, state: 'failed', password: null },
      ...Array.from({ length: 10 }, (_, index) => ({
        row: index + 2,
        state: 'pending',
        password: `sealed:pw-${index + 2}`,
      })),
    ]);
  });

  it('never sends a row without the password it was given: a lost key fails it, a locked keychain pauses', async () => {
    let keychain: 'locked' | 'key lost' = 'locked';
    const t = await runnerWith({
      rows: 2,
      passwords: {
        open: async () => {
          if (keychain === 'locked') throw new AppError('keychain', 'The keychain is locked.');
          return null;
        },
      },
      create: async (_link, call) => made(call),
    });
    close = () => t.journal.close();
    t.runner.start('import');
    const paused = await t.settled();
    expect(paused).toMatchObject({ state: 'paused', counts: { pending: 2 } });
    expect(paused.message).toMatch(/could not reach the system keychain/);

    keychain = 'key lost';
    t.runner.start('import');
    expect(await t.settled()).toMatchObject({ state: 'done', counts: { failed: 2 } });
    expect(t.journal.results('import')[0]!.message).toMatch(/could no longer read this row’s password/);
    expect(t.sent).toEqual([]);
  });
});
