import { describe, expect, it } from 'vitest';
import { formatApiDay, formatCount } from './format.ts';

describe('formatCount', () => {
  it('groups digits as the reader’s language does', () => {
    expect(formatCount(1234567)).toBe(new Intl.NumberFormat().format(1234567));
    expect(formatCount(0)).toBe('0');
  });
});

describe('formatApiDay', () => {
  it('reads the API’s UTC date and says the day, and the day and time for a tooltip', () => {
    const date = new Date(Date.UTC(2025, 2, 5, 14, 2, 0));
    expect(formatApiDay('2025-03-05 14:02:00')).toEqual({
      day: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date),
      dayAndTime: new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(date),
    });
  });

  it('answers the same text again from memory, and null for what is not the API’s format', () => {
    expect(formatApiDay('2025-03-05 14:02:00')).toBe(formatApiDay('2025-03-05 14:02:00'));
    expect(formatApiDay('yesterday')).toBeNull();
    expect(formatApiDay('2025-13-45 99:99:99')).toBeNull();
  });
});
