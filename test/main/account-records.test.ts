import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountRecord, AccountsFile } from '../../src/main/accounts/account-record.ts';
import { createAccountRecords } from '../../src/main/accounts/account-records.ts';
import { AppError } from '../../src/shared/ipc/app-error.ts';
import { tempDir } from '../support/sandbox.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function account(id: string, extra: Partial<AccountRecord> = {}): AccountRecord {
  return {
    id,
    name: `Account ${id}`,
    baseUrl: 'https://links.example.com',
    kind: 'remote',
    username: `user-${id}`,
    email: `${id}@example.com`,
    status: 'pro',
    revision: 'current',
    revisionCheckedAt: '2026-01-02T03:04:05.000Z',
    isAdmin: false,
    unreachable: {},
    addedAt: '2026-01-02T03:04:05.000Z',
    ...extra,
  };
}

const fileWith = (...accounts: AccountRecord[]): AccountsFile => ({
  version: 1,
  activeId: accounts[0]?.id ?? null,
  accounts,
});

function setup() {
  const dir = (dirs[dirs.length] = tempDir());
  const warnings: string[] = [];
  const records = createAccountRecords({
    dir,
    log: { warn: (message) => warnings.push(message) },
    now: () => new Date('2026-03-04T05:06:07.089Z'),
  });
  return { dir, path: join(dir, 'accounts.json'), records, warnings };
}

describe('account records', () => {
  it('reads the file once and hands out copies that cannot change the list', async () => {
    const { path, records } = setup();
    await records.save(fileWith(account('a')));
    const loaded = await records.load();
    loaded.accounts[0]!.name = 'Changed without saving';
    loaded.accounts.push(account('b'));
    // Nothing but this object writes the file; a change behind its back is not read again.
    writeFileSync(path, 'not json');
    expect(await records.load()).toEqual(fileWith(account('a')));
  });

  it('starts empty and gives back what was saved, from a new instance too', async () => {
    const { dir, path, records } = setup();
    expect(await records.load()).toEqual({ version: 1, activeId: null, accounts: [] });
    const file = fileWith(account('a'), account('b', { kind: 'sandbox', baseUrl: '', revision: null }));
    await records.save(file);
    expect(await records.load()).toEqual(file);
    const again = createAccountRecords({ dir, log: { warn: () => undefined } });
    expect(await again.load()).toEqual(file);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(file);
    if (process.platform !== 'win32') expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('creates its folder when the user-data folder does not exist yet', async () => {
    const parent = (dirs[dirs.length] = tempDir());
    const records = createAccountRecords({ dir: join(parent, 'Linkdesk'), log: { warn: () => undefined } });
    await records.save(fileWith(account('a')));
    expect(readdirSync(join(parent, 'Linkdesk'))).toEqual(['accounts.json']);
  });

  it('saves what the file was at the call, not later changes to the object', async () => {
    const { records } = setup();
    const file = fileWith(account('a'));
    const saved = records.save(file);
    file.accounts[0]!.name = 'changed afterwards';
    await saved;
    expect((await records.load()).accounts[0]!.name).toBe('Account a');
  });

  it('leaves no temp files behind', async () => {
    const { dir, records } = setup();
    for (let round = 0; round < 5; round += 1) await records.save(fileWith(account(`a${round}`)));
    expect(readdirSync(dir)).toEqual(['accounts.json']);
  });

  it('never lets a reader see half a file while it is being replaced', async () => {
    const { path, records } = setup();
    const many = (tag: string) =>
      fileWith(...Array.from({ length: 400 }, (_, index) => account(`${tag}-${index}`)));
    await records.save(many('start'));
    let saving = true;
    const reads: unknown[] = [];
    const reader = (async () => {
      while (saving) reads.push(JSON.parse(await readFile(path, 'utf8')));
    })();
    for (let round = 0; round < 30; round += 1) await records.save(many(`round${round}`));
    saving = false;
    await reader;
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect((read as AccountsFile).accounts).toHaveLength(400);
  });

  it('runs saves made at the same time one after another, the last one winning', async () => {
    const { dir, records } = setup();
    const files = Array.from({ length: 25 }, (_, index) =>
      fileWith(...Array.from({ length: index + 1 }, (_, n) => account(`s${index}-${n}`))),
    );
    const loadedMidway = await Promise.all([
      ...files.slice(0, 12).map((file) => records.save(file)),
      records.load(),
      ...files.slice(12).map((file) => records.save(file)),
    ]);
    expect(loadedMidway[12]).toEqual(files[11]);
    expect(await records.load()).toEqual(files[24]);
    expect(readdirSync(dir)).toEqual(['accounts.json']);
  });

  it('sets a file that is not JSON aside, says so, and starts empty', async () => {
    const { dir, path, records, warnings } = setup();
    writeFileSync(path, '{"version":1,"activeId":"a","accounts":[{"id":');
    expect(await records.load()).toEqual({ version: 1, activeId: null, accounts: [] });
    const kept = join(dir, 'accounts.json.corrupt-2026-03-04T05-06-07-089Z');
    expect(readdirSync(dir)).toEqual(['accounts.json.corrupt-2026-03-04T05-06-07-089Z']);
    expect(readFileSync(kept, 'utf8')).toBe('{"version":1,"activeId":"a","accounts":[{"id":');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('not valid JSON');
    expect(warnings[0]).toContain(kept);

    await records.load();
    expect(warnings).toHaveLength(1);
    await records.save(fileWith(account('new')));
    expect(readdirSync(dir).sort()).toEqual([
      'accounts.json',
      'accounts.json.corrupt-2026-03-04T05-06-07-089Z',
    ]);
    expect(readFileSync(kept, 'utf8')).toBe('{"version":1,"activeId":"a","accounts":[{"id":');
  });

  it('sets aside a file whose records do not have the expected shape, naming the problem', async () => {
    const { dir, path, records, warnings } = setup();
    const text = JSON.stringify(fileWith(account('a'), { ...account('b'), status: 'gold' } as never));
    writeFileSync(path, text);
    expect((await records.load()).accounts).toEqual([]);
    expect(warnings[0]).toMatch(/expected shape at accounts\.1\.status/);
    expect(readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8')).toBe(text);
  });

  it('sets aside a file it cannot read at all', async () => {
    const { dir, path, records, warnings } = setup();
    mkdirSync(path);
    expect(await records.load()).toEqual({ version: 1, activeId: null, accounts: [] });
    expect(warnings[0]).toMatch(/could not be read: EISDIR/);
    expect(readdirSync(dir)).toEqual(['accounts.json.corrupt-2026-03-04T05-06-07-089Z']);
  });

  it('refuses a file from a newer Linkdesk without touching it', async () => {
    const { path, records } = setup();
    writeFileSync(path, JSON.stringify({ version: 2, accounts: [] }));
    const error = await records.load().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('unsupported');
    expect((error as AppError).message).toMatch(/newer version of Linkdesk.*Update Linkdesk/);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ version: 2, accounts: [] });
  });

  it('points a stale active id at an account that exists', async () => {
    const { path, records, warnings } = setup();
    writeFileSync(path, JSON.stringify({ ...fileWith(account('a'), account('b')), activeId: 'gone' }));
    expect((await records.load()).activeId).toBe('a');
    expect(warnings).toEqual([]);
  });
});
