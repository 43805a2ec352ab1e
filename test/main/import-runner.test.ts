import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import type { ImportLink } from '../../src/shared/import/row-check.ts';
import { createImportJournal } from '../../src/main/import/import-journal.ts';
import { createImportRunner, type FindContext, type MadeLink } from '../../src/main/import/import-runner.ts';

const sheetOf = (rows: number) => ({
  format: 'csv' as const,
  sheetName: 'links',
  header: ['url'],
  rows: Array.from({ length: rows }, (_, row) => [`https://example.com/${row}`]),
});

/** A runner over a real journal, with an installation the test scripts: `create` and `find` decide answers. */
function runnerWith(options: {
  rows: number;
  create: (link: ImportLink, call: number) => Promise<MadeLink>;
  find?: (link: ImportLink, context: FindContext) => Promise<MadeLink | null>;
  installation?: () => string | null;
}) {
  const journal = createImportJournal({ file: ':memory:', log: { warn: () => undefined } });
  const sent: string[] = [];
  const cancelled: string[] = [];
  let calls = 0;
  let ids = 0;
  const runner = createImportRunner({
    journal,
    create: (_accountId, link) => {
      sent.push(link.url);
      return options.create(link, calls++);
    },
    find: async (_accountId, link, context) => (options.find ? options.find(link, context) : null),
    installationOf: async () => (options.installation ? options.installation() : 'https://go.test'),
    cancelRequest: (requestId) => void cancelled.push(requestId),
    perMinute: () => null,
    emit: () => undefined,
    newId: () => `id-${++ids}`,
    now: Date.now,
    log: { error: () => undefined },
  });
  const sheet = sheetOf(options.rows);
  journal.create({
    importId: 'import',
    accountId: 'account',
    installation: 'https://go.test',
    fileName: 'links.csv',
    sheet,
    send: sheet.rows.map((cells, row) => ({ row, link: { url: cells[0]! } })),
    skipped: new Map(),
    createdAt: Date.now(),
  });
  const settled = async () => {
    await expect.poll(() => runner.summary('import')?.state, { timeout: 5_000 }).not.toBe('running');
    return runner.summary('import')!;
  };
  return { journal, runner, sent, cancelled, settled };
}

const made = (call: number): MadeLink => ({ id: 100 + call, shorturl: `https://go.test/${call}` });

describe('the import runner', () => {
  let close: (() => void) | null = null;
  afterEach(() => close?.());

  it('leaves a row whose check failed unknown, and never sends it blind', async () => {
    let online = false;
    const t = runnerWith({
      rows: 2,
      create: async (_link, call) => made(call),
      find: async () => {
        if (!online) throw new AppError('network', 'The installation could not be reached.');
        return { id: 7, shorturl: 'https://go.test/found' };
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
    const t = runnerWith({
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
    const t = runnerWith({
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
    const t = runnerWith({
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
    const t = runnerWith({
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
    const t = runnerWith({ rows: 2, create: async (_link, call) => made(call) });
    close = () => t.journal.close();
    await t.runner.cancel('import');
    t.runner.start('import');
    expect(t.runner.summary('import')).toMatchObject({ state: 'cancelled', counts: { pending: 2 } });
    expect(t.sent).toEqual([]);
  });
});
