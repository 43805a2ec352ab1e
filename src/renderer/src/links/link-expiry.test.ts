import { describe, expect, it } from 'vitest';
import { formatApiDay } from '../components/format.ts';
import { expiryText } from './link-expiry.ts';

describe('a link’s expiry, in words', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('says Never for a link without one', () => {
    expect(expiryText(null, now)).toBe('Never');
    expect(expiryText('', now)).toBe('Never');
  });

  it('gives the day and time, and says when it has passed', () => {
    const later = '2026-06-30 23:59:00';
    expect(expiryText(later, now)).toBe(formatApiDay(later)!.dayAndTime);
    const earlier = '2026-02-01 08:00:00';
    expect(expiryText(earlier, now)).toBe(`Expired ${formatApiDay(earlier)!.dayAndTime}`);
  });

  it('shows what the installation wrote when it is not a date it knows', () => {
    expect(expiryText('soon', now)).toBe('soon');
  });
});
