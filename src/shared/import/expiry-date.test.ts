import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATETIME_PATTERN } from '../api/constants.ts';
import { apiDatetime, localDatetime, readExpiry } from './expiry-date.ts';

// A zone half an hour off UTC and without daylight saving, so that reading local time as UTC (or the other way
// round) cannot pass unnoticed on a machine that runs in UTC.
beforeAll(() => {
  vi.stubEnv('TZ', 'Asia/Kolkata');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const apiOf = (text: string) => {
  const reading = readExpiry(text);
  return reading && apiDatetime(reading.instant);
};

describe('expiry dates from spreadsheet cells', () => {
  it('reads a date alone as the start of that day in the person’s own time', () => {
    expect(apiOf('2031-06-30')).toBe('2031-06-29 18:30:00');
    expect(apiOf('2031-6-3')).toBe('2031-06-02 18:30:00');
  });

  it('reads a date and time without a zone as the person’s own time', () => {
    expect(apiOf('2031-06-30 18:00')).toBe('2031-06-30 12:30:00');
    expect(apiOf('2031-06-30 18:00:59')).toBe('2031-06-30 12:30:59');
    expect(apiOf('2031-06-30T18:00:00')).toBe('2031-06-30 12:30:00');
    expect(apiOf('2031-06-30T18:00:00.750')).toBe('2031-06-30 12:30:00');
  });

  it('takes a zone written in the cell at its word', () => {
    expect(apiOf('2031-06-30T18:00:00Z')).toBe('2031-06-30 18:00:00');
    expect(apiOf('2031-06-30T18:00:00.000Z')).toBe('2031-06-30 18:00:00');
    expect(apiOf('2031-06-30T18:00:00+02:00')).toBe('2031-06-30 16:00:00');
    expect(apiOf('2031-06-30T18:00-0330')).toBe('2031-06-30 21:30:00');
    expect(apiOf('2031-06-30 18:00 +01')).toBe('2031-06-30 17:00:00');
    expect(apiOf('2031-12-31T23:30:00-01:00')).toBe('2032-01-01 00:30:00');
  });

  it('reads spreadsheet serial numbers as dates in the person’s own time, with the day’s fraction as time', () => {
    expect(apiOf('47664')).toBe('2030-06-29 18:30:00'); // 2030-06-30 00:00 local
    expect(apiOf('47664.75')).toBe('2030-06-30 12:30:00'); // 18:00 local
    expect(apiOf('47664,5')).toBe('2030-06-30 06:30:00');
    expect(readExpiry('47664')?.fromSerial).toBe(true);
    expect(readExpiry('2030-06-30')?.fromSerial).toBe(false);
    // Serial 1 is 1 January 1900, and 61 is 1 March 1900: the count skips a 29 February that never was.
    expect(localDatetime(readExpiry('1')!.instant)).toBe('1900-01-01 00:00');
    expect(localDatetime(readExpiry('59')!.instant)).toBe('1900-02-28 00:00');
    expect(localDatetime(readExpiry('61')!.instant)).toBe('1900-03-01 00:00');
    // A fraction that rounds up to midnight is the next day.
    expect(localDatetime(readExpiry('47664.9999999')!.instant)).toBe('2030-07-01 00:00');
  });

  it('refuses what is no date, or no real one', () => {
    for (const text of [
      'tomorrow',
      '30/06/2031',
      '06/30/2031',
      '2031-13-01',
      '2031-02-29',
      '2031-04-31',
      '2031-06-30 24:00',
      '2031-06-30 18:60',
      '2031-06-30 18:00:60',
      '2031-06-30Z',
      '2031-06-30 18',
      '0',
      '-5',
      '99999999',
      '',
    ]) {
      expect({ text, reading: readExpiry(text) }).toEqual({ text, reading: null });
    }
    expect(apiOf('2032-02-29')).toBe('2032-02-28 18:30:00');
  });

  it('writes the API’s own form, which the request schema accepts', () => {
    const written = apiDatetime(new Date(Date.UTC(2031, 0, 2, 3, 4, 5)));
    expect(written).toBe('2031-01-02 03:04:05');
    expect(written).toMatch(DATETIME_PATTERN);
    expect(apiDatetime(new Date(Date.UTC(10000, 0, 1)))).toBeNull();
  });
});
