import { describe, expect, it } from 'vitest';
import { fitName, namesAxisWidth } from './chart-labels.ts';

/** Every character 7 px wide: easy sums. */
const measure = (text: string) => [...text].length * 7;

describe('the names beside a bar chart', () => {
  it('get the room the longest needs, within a share of the chart', () => {
    // "United Kingdom": 14 characters, 98 px, and the gap before the bars.
    expect(namesAxisWidth(['France', 'United Kingdom'], 360, measure)).toBe(106);
    expect(namesAxisWidth(['a'.repeat(60)], 360, measure)).toBe(162);
    // A fraction of a pixel more than whole pixels hold: rounded up, so the name still fits.
    const wide = namesAxisWidth(['x'], 360, () => 90.4);
    expect(fitName('x', wide, () => 90.4)).toBe('x');
    expect(namesAxisWidth(['UK'], 360, measure)).toBe(40);
  });

  it('are whole when they fit and cut with an ellipsis when they do not', () => {
    expect(fitName('duckduckgo.com', 106, measure)).toBe('duckduckgo.com');
    const cut = fitName('a-very-long-referrer-host.example.com', 106, measure);
    expect(cut.endsWith('…')).toBe(true);
    expect(measure(cut)).toBeLessThanOrEqual(98);
    expect(cut.startsWith('a-very-long')).toBe(true);
  });
});
