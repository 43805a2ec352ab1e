import { describe, expect, it } from 'vitest';
import type { Link } from '../../../shared/ipc/resources.ts';
import { textOn } from './badge-colour.ts';
import { channelTotals } from './channel-totals.ts';
import { addedOn } from './item-date.ts';
import { channelFormValues, channelSchema, sixDigitColour } from './channel-form.ts';

describe('textOn', () => {
  it('writes black on light colours and white on dark ones', () => {
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#fde047')).toBe('#000000');
    expect(textOn('#0f766e')).toBe('#ffffff');
    expect(textOn('#000')).toBe('#ffffff');
  });
});

describe('the channel form', () => {
  it('gives the colour picker six digits, whatever the installation stored', () => {
    expect(sixDigitColour('#AbC')).toBe('#aabbcc');
    expect(sixDigitColour('#0F766E')).toBe('#0f766e');
    expect(sixDigitColour('')).toBe('#2563eb');
    expect(channelFormValues(null)).toEqual({ name: '', description: '', color: '#2563eb', starred: false });
  });

  it('leaves out an empty description and refuses the names installations refuse or ignore', () => {
    const values = { name: 'News', description: ' ', color: '#0f766e', starred: true };
    expect(channelSchema(false).parse(values)).toEqual({ name: 'News', color: '#0f766e', starred: true });
    expect(channelSchema(false).safeParse({ ...values, description: 'x' }).success).toBe(false);
    expect(channelSchema(false).safeParse({ ...values, name: 'N' }).success).toBe(false);
    expect(channelSchema(true).safeParse({ ...values, name: 'Ne' }).success).toBe(false);
  });
});

describe('channelTotals', () => {
  const link = (id: number, channel: number[], clicks: number, uniqueclicks: number) =>
    ({ id, channel, clicks, uniqueclicks }) as unknown as Link;

  it('sums the links of each channel once, however many times a link lists it', () => {
    const totals = channelTotals([link(1, [4, 4, 7], 10, 6), link(2, [4], 5, 5), link(3, [], 99, 99)]);
    expect(totals.get(4)).toEqual({ links: 2, clicks: 15, uniqueClicks: 11 });
    expect(totals.get(7)).toEqual({ links: 1, clicks: 10, uniqueClicks: 6 });
    expect(totals.size).toBe(2);
  });
});

describe('addedOn', () => {
  it('writes the day an item went in as the lists write dates, without moving it across time zones', () => {
    const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date('2026-11-19T00:00:00Z'),
    );
    expect(addedOn('2026-11-19')).toBe(`Added ${day}`);
    expect(addedOn('2026-11-19')).not.toContain('2026-11-19');
    expect(addedOn('')).toBe('');
    expect(addedOn('yesterday')).toBe('Added yesterday');
  });
});
