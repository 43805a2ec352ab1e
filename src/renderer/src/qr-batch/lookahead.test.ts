import { describe, expect, it } from 'vitest';
import { lookahead } from './lookahead.ts';

describe('loading a batch’s codes ahead', () => {
  it('starts the next few loads with each one asked for, each item once', async () => {
    const started: string[] = [];
    const load = (item: string) => {
      started.push(item);
      return Promise.resolve(item.toUpperCase());
    };
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    const loaded = lookahead(items, load, 2);
    expect(await loaded(0)).toBe('A');
    expect(started).toEqual(['a', 'b', 'c']);
    expect(await loaded(1)).toBe('B');
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    for (let index = 2; index < items.length; index++)
      expect(await loaded(index)).toBe(items[index]!.toUpperCase());
    expect(started).toEqual(items);
  });

  it('holds no more than the window: a cancelled batch leaves at most that many loads behind', () => {
    let loads = 0;
    const loaded = lookahead(
      Array.from({ length: 100 }, (_, index) => index),
      () => Promise.resolve(++loads),
      4,
    );
    void loaded(0);
    expect(loads).toBe(5);
  });
});
