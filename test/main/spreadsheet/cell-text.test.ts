import { describe, expect, it } from 'vitest';
import { cellText } from '../../../src/main/spreadsheet/cell-text.ts';

describe('workbook cells as text', () => {
  it('keeps text and empties', () => {
    expect(cellText('  x  ')).toBe('  x  ');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });

  it('writes numbers to the 15 digits spreadsheets keep', () => {
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(1.005 * 1000)).toBe('1005');
    expect(cellText(46143)).toBe('46143');
    expect(cellText(-0.5)).toBe('-0.5');
    expect(cellText(Number.NaN)).toBe('');
  });

  it('writes dates as ISO text, rounded to the second', () => {
    expect(cellText(new Date(Date.UTC(2031, 5, 30)))).toBe('2031-06-30');
    expect(cellText(new Date(Date.UTC(2031, 5, 30, 18, 0, 0)))).toBe('2031-06-30T18:00:00');
    // A time stored as a fraction of a day lands a hair before the second it shows.
    expect(cellText(new Date(Date.UTC(2031, 5, 30, 17, 59, 59, 999)))).toBe('2031-06-30T18:00:00');
    expect(cellText(new Date(Date.UTC(2031, 5, 30, 23, 59, 59, 700)))).toBe('2031-07-01');
    expect(cellText(new Date(Number.NaN))).toBe('');
  });

  it('writes booleans as a spreadsheet shows them', () => {
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(false)).toBe('FALSE');
  });
});
