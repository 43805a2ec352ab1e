import { describe, expect, it } from 'vitest';
import { readThreshold } from './history-settings-form.ts';
import { changeWords, rangeBefore, shareWords, shortChange, sizeWords } from './overview-words.ts';

describe('the Overview’s words', () => {
  it('say a change against the period before as a person reads it', () => {
    expect(changeWords(112, 100, 'the 7 days before')).toBe('+12% vs the 7 days before');
    expect(changeWords(92, 100, 'the 7 days before')).toBe('−8% vs the 7 days before');
    expect(changeWords(100, 100, 'the 7 days before')).toBe('Same as the 7 days before');
    expect(changeWords(5, 0, 'the 24 hours before')).toBe('Up from none in the 24 hours before');
    expect(changeWords(0, 0, 'the 24 hours before')).toBe('None in the 24 hours before either');
    expect(changeWords(12_000, 100, 'the 30 days before')).toBe('+11,900% vs the 30 days before');
    expect([shortChange(3, 0), shortChange(0, 0), shortChange(50, 100), shortChange(100, 100)]).toEqual([
      'new',
      '',
      '−50%',
      '',
    ]);
  });

  it('say sizes, shares and ranges in plain words', () => {
    expect([sizeWords(640), sizeWords(12_400), sizeWords(2_140_000), sizeWords(38_000_000)]).toEqual([
      '640 bytes',
      '12 kB',
      '2.1 MB',
      '38 MB',
    ]);
    expect([shareWords(0.25), shareWords(0.5), shareWords(0.3)]).toEqual(['a quarter', 'half', '30%']);
    expect(rangeBefore({ preset: '24h' })).toBe('the 24 hours before');
    expect(rangeBefore({ from: 1, to: 2 })).toBe('the same length of time before');
  });

  it('read a milestone’s total however it is written, within what main takes', () => {
    expect([
      readThreshold('1,000'),
      readThreshold(' 1 000 '),
      readThreshold('1.000'),
      readThreshold('250'),
    ]).toEqual([1000, 1000, 1000, 250]);
    expect([readThreshold(''), readThreshold('0'), readThreshold('-5'), readThreshold('2.5k')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(readThreshold('100000001')).toBeNull();
  });
});
