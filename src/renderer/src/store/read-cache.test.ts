import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../shared/ipc/api.ts';
import type { Result } from '../../../shared/ipc/errors.ts';
import {
  answerWeight,
  createReadCache,
  expiringOnChanges,
  FRESH_FOR_MS,
  MAX_KEPT_ITEMS,
  readKey,
} from './read-cache.ts';

type Answer = { data: string; stale: null | { savedAt: string } };

function setup() {
  let now = 1_000_000;
  const cache = createReadCache({ now: () => now });
  const pass = (ms: number) => (now += ms);
  return { cache, pass };
}

/** A read that answers when told, counting how often it was made. */
function controlledRead(value: Answer = { data: 'links', stale: null }) {
  const made: Array<(result: Result<Answer>) => void> = [];
  const run = () => new Promise<Result<Answer>>((resolve) => made.push(resolve));
  return { run, made, answer: (index = made.length - 1) => made[index]!({ ok: true, value }) };
}

describe('the read cache', () => {
  it('answers a read within the fresh time from memory, and asks again after it', async () => {
    const { cache, pass } = setup();
    const key = readKey('a1', 'list links', 'current', 1, 15, '');
    const read = controlledRead();
    const first = cache.read(key, read.run);
    read.answer();
    expect(await first.answer).toMatchObject({ ok: true, value: { data: 'links' } });

    pass(FRESH_FOR_MS - 1);
    expect(cache.peek(key)).toMatchObject({ fresh: true });
    expect(await cache.read(key, read.run).answer).toMatchObject({ ok: true, value: { data: 'links' } });
    expect(read.made).toHaveLength(1);

    pass(1);
    expect(cache.peek(key)).toMatchObject({ fresh: false, value: { data: 'links' } });
    cache.read(key, read.run);
    expect(read.made).toHaveLength(2);
  });

  it('shares one request between identical reads in flight, and reads again when forced', async () => {
    const { cache } = setup();
    const key = readKey('a1', 'list domains');
    const read = controlledRead();
    const one = cache.read(key, read.run);
    const two = cache.read(key, read.run);
    expect(read.made).toHaveLength(1);
    read.answer();
    expect(await one.answer).toEqual(await two.answer);
    cache.read(key, read.run, { force: true });
    expect(read.made).toHaveLength(2);
  });

  it('cancels a read only when nobody waits for it any more', () => {
    const { cache } = setup();
    const key = readKey('a1', 'list pixels');
    const read = controlledRead();
    const cancel = vi.fn();
    const one = cache.read(key, read.run, { cancel });
    const two = cache.read(key, read.run, { cancel });
    one.leave();
    expect(cancel).not.toHaveBeenCalled();
    two.leave();
    expect(cancel).toHaveBeenCalledTimes(1);
    // A later identical read starts afresh rather than sharing the cancelled one.
    cache.read(key, read.run);
    expect(read.made).toHaveLength(2);
  });

  it('keeps no offline answer and no failure', async () => {
    const { cache } = setup();
    const key = readKey('a1', 'list links');
    const offline = controlledRead({ data: 'old', stale: { savedAt: '2026-01-01T00:00:00Z' } });
    const reading = cache.read(key, offline.run);
    offline.answer();
    await reading.answer;
    expect(cache.peek(key)).toBeUndefined();
    const failed = cache.read(key, () =>
      Promise.resolve<Result<Answer>>({ ok: false, error: { code: 'network', message: 'Offline.' } }),
    );
    await failed.answer;
    expect(cache.peek(key)).toBeUndefined();
  });

  it('stops answering from memory after a change on the account, and forgets a replaced account', async () => {
    const { cache } = setup();
    const links = readKey('a1', 'list links');
    const other = readKey('a2', 'list links');
    for (const key of [links, other]) {
      const read = controlledRead();
      const reading = cache.read(key, read.run);
      read.answer();
      await reading.answer;
    }
    const calls: string[] = [];
    const api = expiringOnChanges(
      {
        addDomain: async () => (calls.push('addDomain'), { ok: true, value: {} }),
        removeAccount: async () => (calls.push('removeAccount'), { ok: true, value: {} }),
        listLinks: async () => (calls.push('listLinks'), { ok: true, value: {} }),
      } as unknown as Api,
      cache,
    );
    await api.listLinks({ accountId: 'a1' });
    expect(cache.peek(links)).toMatchObject({ fresh: true });
    await api.addDomain({ accountId: 'a1', domain: 'https://go.example' } as never);
    // Still shown while the list is read again, but no longer answered from memory.
    expect(cache.peek(links)).toMatchObject({ fresh: false });
    expect(cache.peek(other)).toMatchObject({ fresh: true });
    await api.removeAccount({ id: 'a2' });
    expect(cache.peek(other)).toBeUndefined();
    expect(calls).toEqual(['listLinks', 'addDomain', 'removeAccount']);
  });

  it('does not keep a read that was out during a change as fresh, and a forced read does not join it', async () => {
    const { cache } = setup();
    const key = readKey('a1', 'profile');
    const read = controlledRead();
    const before = cache.read(key, read.run);
    cache.expire('a1');
    // Asked again after the change: a read of its own, not the one that started before it.
    cache.read(key, read.run);
    expect(read.made).toHaveLength(2);
    read.answer(0);
    await before.answer;
    expect(cache.peek(key)).toMatchObject({ fresh: false });
    cache.read(key, read.run, { force: true });
    expect(read.made).toHaveLength(3);
  });

  it('keeps answers up to a size, counted in listed items, letting the oldest go first', async () => {
    const { cache } = setup();
    const listOf = (count: number) => ({
      data: { items: Array.from({ length: count }, (_, id) => ({ id })), total: count },
      stale: null,
    });
    const keep = async (key: string, value: unknown) =>
      cache.read(key, () => Promise.resolve<Result<unknown>>({ ok: true, value }), { force: true }).answer;
    const third = Math.floor(MAX_KEPT_ITEMS / 3);
    const profile = readKey('a1', 'profile');
    const pages = [1, 2, 3].map((page) => readKey('a1', 'list links', page));

    await keep(profile, { data: { username: 'alex' }, stale: null });
    await keep(pages[0]!, listOf(third));
    await keep(pages[1]!, listOf(third));
    // Read again, an answer replaces its earlier self rather than counting twice.
    await keep(pages[1]!, listOf(third));
    expect(cache.peek(profile)).toBeDefined();
    expect(cache.peek(pages[0]!)).toBeDefined();

    await keep(pages[2]!, listOf(third));
    expect(cache.peek(profile)).toBeUndefined();
    expect(cache.peek(pages[0]!)).toBeUndefined();
    expect(cache.peek(pages[1]!)).toBeDefined();
    expect(cache.peek(pages[2]!)).toBeDefined();
  });

  it('does not keep one answer larger than the whole size, nor its older self, and keeps the rest', async () => {
    const { cache } = setup();
    const everything = readKey('a1', 'list links', 'all');
    const domains = readKey('a1', 'list domains');
    const answer = (value: unknown) => () => Promise.resolve<Result<unknown>>({ ok: true, value });
    await cache.read(domains, answer({ data: { items: [{ id: 1 }] }, stale: null })).answer;
    await cache.read(everything, answer({ data: { items: [{ id: 1 }] }, stale: null })).answer;
    const all = Array.from({ length: MAX_KEPT_ITEMS }, (_, id) => ({ id }));
    const reading = cache.read(everything, answer({ data: { items: all }, stale: null }), { force: true });
    expect(await reading.answer).toMatchObject({ ok: true, value: { data: { items: all } } });
    expect(cache.peek(everything)).toBeUndefined();
    expect(cache.peek(domains)).toBeDefined();
  });

  it('weighs listings by their items, lists by their length, anything else as one', () => {
    expect(answerWeight({ data: { items: [1, 2, 3] }, stale: null })).toBe(4);
    expect(answerWeight([1, 2])).toBe(3);
    expect(answerWeight({ data: [1, 2] })).toBe(3);
    expect(answerWeight({ data: { username: 'alex' }, stale: null })).toBe(1);
    expect(answerWeight(null)).toBe(1);
  });
});
