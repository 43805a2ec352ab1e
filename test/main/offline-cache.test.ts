import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOfflineCache, type OfflineCacheOptions } from '../../src/main/cache/offline-cache.ts';
import { tempDir } from '../support/sandbox.ts';

describe('offline cache', () => {
  let dir: string;
  let file: string;
  let time: number;
  let warnings: string[];
  const open = (extra: Partial<OfflineCacheOptions> = {}) =>
    createOfflineCache({
      file,
      now: () => time,
      log: { warn: (message) => void warnings.push(message) },
      ...extra,
    });

  beforeEach(() => {
    dir = tempDir();
    file = join(dir, 'user-data', 'offline-cache.db');
    time = Date.parse('2026-03-01T10:00:00.000Z');
    warnings = [];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('answers what was saved per account and key, with the time it was saved', () => {
    const cache = open();
    expect(cache.get('a', 'domains')).toBeNull();
    cache.put('a', 'domains', { data: [{ id: 1, name: 'x.test' }] });
    time += 5_000;
    cache.put('a', 'pixels', { data: [] });
    cache.put('b', 'domains', { data: [] });
    expect(cache.get('a', 'domains')).toEqual({
      value: { data: [{ id: 1, name: 'x.test' }] },
      savedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(cache.get('a', 'pixels')?.savedAt).toBe('2026-03-01T10:00:05.000Z');
    expect(cache.get('b', 'domains')?.value).toEqual({ data: [] });
    cache.put('a', 'domains', { data: [] });
    expect(cache.get('a', 'domains')).toEqual({ value: { data: [] }, savedAt: '2026-03-01T10:00:05.000Z' });
    cache.close();
    expect(warnings).toEqual([]);
  });

  it('forgets the answers of one channel group of one account, the prefix read as plain text', () => {
    const cache = open();
    cache.put('a', 'users:list', { data: 1 });
    cache.put('a', 'users:get?[["id",3]]', { data: 2 });
    cache.put('a', 'links:list', { data: 3 });
    cache.put('a', 'usersXlist', { data: 4 });
    cache.put('b', 'users:list', { data: 5 });
    cache.forgetKeys('a', 'users:');
    // `_` and `%` mean nothing special: no LIKE pattern is built from the prefix.
    cache.forgetKeys('a', 'user_%');
    expect(
      ['users:list', 'users:get?[["id",3]]', 'links:list', 'usersXlist'].map(
        (key) => cache.get('a', key)?.value ?? null,
      ),
    ).toEqual([null, null, { data: 3 }, { data: 4 }]);
    expect(cache.get('b', 'users:list')?.value).toEqual({ data: 5 });
    cache.close();
  });

  it('forgets one account without touching the others', () => {
    const cache = open();
    cache.put('a', 'domains', { data: 1 });
    cache.put('a', 'pixels', { data: 2 });
    cache.put('b', 'domains', { data: 3 });
    cache.forgetAccount('a');
    expect([cache.get('a', 'domains'), cache.get('a', 'pixels'), cache.get('b', 'domains')?.value]).toEqual([
      null,
      null,
      { data: 3 },
    ]);
    cache.close();
  });

  it('keeps its answers across a restart, in a WAL database file', () => {
    const first = open();
    first.put('a', 'account', { data: { username: 'alex' } });
    first.close();
    const db = new DatabaseSync(file);
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
    const second = open();
    expect(second.get('a', 'account')?.value).toEqual({ data: { username: 'alex' } });
    second.close();
  });

  it('moves a damaged file aside and starts afresh', () => {
    open().close();
    writeFileSync(file, 'this is not a database, whatever it once was'.repeat(200));
    const cache = open();
    expect(warnings).toEqual([
      expect.stringMatching(/could not be opened .* moved to .*offline-cache\.db\.corrupt/),
    ]);
    expect(readFileSync(`${file}.corrupt`, 'utf8')).toMatch(/^this is not a database/);
    expect(cache.get('a', 'account')).toBeNull();
    cache.put('a', 'account', { data: 1 });
    expect(cache.get('a', 'account')?.value).toEqual({ data: 1 });
    cache.close();
  });

  it('answers nothing rather than failing when the file is damaged inside, and replaces it', () => {
    const first = open();
    for (let i = 0; i < 50; i++) first.put('a', `k${i}`, { data: 'x'.repeat(2_000) });
    first.close();
    // The header stays readable (the file opens); the pages holding the rows do not.
    const bytes = readFileSync(file);
    bytes.fill(0xa5, 4096);
    writeFileSync(file, bytes);
    const cache = open();
    expect(cache.get('a', 'k1')).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/is damaged .*moved aside and started afresh/)]);
    expect(existsSync(`${file}.corrupt`)).toBe(true);
    cache.put('a', 'k1', { data: 'fresh' });
    expect(cache.get('a', 'k1')?.value).toEqual({ data: 'fresh' });
    cache.close();
  });

  it('drops the least recently saved answers of an account beyond its cap', () => {
    const cache = open({ maxEntriesPerAccount: 3 });
    for (const key of ['k1', 'k2', 'k3']) cache.put('a', key, { data: key });
    cache.put('b', 'k1', { data: 'other account' });
    // Saving k1 again makes it the most recent: k2 is now the oldest.
    cache.put('a', 'k1', { data: 'again' });
    cache.put('a', 'k4', { data: 'k4' });
    expect(['k1', 'k2', 'k3', 'k4'].map((key) => cache.get('a', key)?.value ?? null)).toEqual([
      { data: 'again' },
      null,
      { data: 'k3' },
      { data: 'k4' },
    ]);
    expect(cache.get('b', 'k1')?.value).toEqual({ data: 'other account' });
    cache.close();
    const db = new DatabaseSync(file);
    expect(db.prepare("SELECT count(*) AS n FROM answers WHERE account_id = 'a'").get()).toEqual({ n: 3 });
    db.close();
  });

  it('works in memory, leaving no file behind', () => {
    const cache = open({ file: ':memory:' });
    cache.put('a', 'k', { data: true });
    expect(cache.get('a', 'k')?.value).toEqual({ data: true });
    cache.close();
    expect(existsSync(join(dir, 'user-data'))).toBe(false);
  });
});
