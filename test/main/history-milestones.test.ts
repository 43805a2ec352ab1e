import { describe, expect, it } from 'vitest';
import { findMilestones, SURGE_FACTOR, SURGE_MIN_CLICKS } from '../../src/main/history/milestones.ts';
import { milestoneNotice } from '../../src/main/history/milestone-words.ts';
import type { SnapshotChanges } from '../../src/main/history/snapshot-diff.ts';

const HOUR = 3_600_000;
const at = Date.UTC(2026, 11, 1, 12);

function rose(key: number, total: number, delta: number): SnapshotChanges {
  return {
    added: [],
    changed: [
      {
        key,
        item: {
          kind: 'link',
          id: key,
          address: `https://sho.rt/${key}`,
          name: 'Spring',
          clicks: total,
          uniques: total,
          campaign: null,
          channels: [],
        },
        delta,
        uniqueDelta: delta,
      },
    ],
    gone: [],
    clicks: delta,
    scans: 0,
    dropped: 0,
    droppedItems: 0,
  };
}

const settings = { enabled: true, thresholds: [100, 1000], surges: true };

describe('milestones', () => {
  it('finds the highest threshold a total crossed, and none when it was already past', () => {
    const history = { since: at - 30 * 24 * HOUR, riseOf: () => 0, lastSurge: () => null };
    expect(findMilestones(rose(7, 1005, 950), [], at, settings, history)).toEqual([
      { key: 7, type: 'threshold', value: 1000, usual: null },
    ]);
    expect(findMilestones(rose(7, 1010, 5), [], at, settings, history)).toEqual([]);
    expect(findMilestones(rose(7, 1005, 950), [], at, { ...settings, enabled: false }, history)).toEqual([]);
  });

  it('finds a surge: several times the usual hour, at least the minimum, told once in six hours', () => {
    const usualPerHour = 3;
    const lastHour = Math.max(SURGE_MIN_CLICKS, SURGE_FACTOR * usualPerHour);
    const weekBefore = usualPerHour * 7 * 24;
    const riseOf = (_key: number, from: number, to: number) => (to - from === HOUR ? lastHour : weekBefore);
    const history = { since: at - 30 * 24 * HOUR, riseOf, lastSurge: () => null };
    expect(findMilestones(rose(7, 50, 10), [], at, { ...settings, thresholds: [] }, history)).toEqual([
      { key: 7, type: 'surge', value: lastHour, usual: usualPerHour },
    ]);
    const justTold = { ...history, lastSurge: () => at - HOUR };
    expect(findMilestones(rose(7, 50, 10), [], at, { ...settings, thresholds: [] }, justTold)).toEqual([]);
    const quietHour = {
      ...history,
      riseOf: (_k: number, from: number, to: number) => (to - from === HOUR ? lastHour - 1 : weekBefore),
    };
    expect(findMilestones(rose(7, 50, 10), [], at, { ...settings, thresholds: [] }, quietHour)).toEqual([]);
    // Less than a day of history: nothing is usual yet.
    const young = { ...history, since: at - 2 * HOUR };
    expect(findMilestones(rose(7, 50, 10), [], at, { ...settings, thresholds: [] }, young)).toEqual([]);
  });

  it('says one milestone, or the first and how many more', () => {
    const one = {
      id: 1,
      at,
      kind: 'link' as const,
      itemId: 7,
      name: 'Spring',
      type: 'threshold' as const,
      value: 1000,
      quiet: false,
    };
    expect(milestoneNotice([one])).toEqual({
      title: 'A milestone was reached',
      body: '“Spring” passed 1,000 clicks.',
    });
    expect(milestoneNotice([{ ...one, type: 'surge', value: 40, usual: 3 }, one]).body).toBe(
      '“Spring” got 40 clicks in the last hour, against 3 in a usual hour. And 1 more in the Overview.',
    );
  });
});
