import { describe, expect, it } from 'vitest';
import { readAnswer, readItems } from '../../src/main/api/normalise/answer.ts';
import {
  counter,
  datetime,
  decimal,
  flag,
  id,
  integer,
  nested,
  nullableDatetime,
  nullableText,
  nullableUrl,
  object,
  optionalId,
  optionalText,
  pageCount,
  text,
  Unreadable,
  url,
} from '../../src/main/api/normalise/values.ts';
import { AppError } from '../../src/shared/ipc/app-error.ts';

/** The problem a primitive reports, or null when it accepted the value. */
function problem(read: () => unknown): { field: string; expected: string | null } | null {
  try {
    read();
    return null;
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    return { field: error.field, expected: error.expected };
  }
}

function appError(read: () => unknown): AppError {
  try {
    read();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the read to fail');
}

describe('value primitives', () => {
  it('reads whole numbers from numbers and numeric strings, and nothing else', () => {
    expect([integer(5, 'n'), integer('5', 'n'), integer('-3', 'n'), integer(JSON.parse('2.0'), 'n')]).toEqual(
      [5, 5, -3, 2],
    );
    for (const bad of ['5a', '', ' 5', '5.5', 5.5, true, [], {}, Number.NaN, '99999999999999999999']) {
      expect(
        problem(() => integer(bad, 'n')),
        String(bad),
      ).toEqual({ field: 'n', expected: 'a whole number' });
    }
    expect(problem(() => integer(undefined, 'n'))).toEqual({ field: 'n', expected: null });
    expect(problem(() => integer(null, 'n'))).toEqual({ field: 'n', expected: null });
  });

  it('wants ids above zero and counters of zero or more', () => {
    expect([id('7'), id(7), counter('0', 'clicks'), counter(13, 'clicks')]).toEqual([7, 7, 0, 13]);
    expect(problem(() => id(0))).toEqual({ field: 'id', expected: 'a positive whole number' });
    expect(problem(() => id('abc'))).toEqual({ field: 'id', expected: 'a whole number' });
    expect(problem(() => counter(-1, 'clicks'))).toEqual({
      field: 'clicks',
      expected: 'a count of zero or more',
    });
  });

  it('reads "none" in every way installations say it as a null id', () => {
    for (const none of [undefined, null, false, '', 0, '0']) expect(optionalId(none, 'campaign')).toBeNull();
    expect(optionalId('4', 'campaign')).toBe(4);
    expect(problem(() => optionalId('four', 'campaign'))).not.toBeNull();
  });

  it('reads flags from booleans, 1/0 and "1"/"0"', () => {
    const truthy = [true, 1, '1', 'true'].map((value) => flag(value, 'f'));
    const falsy = [false, 0, '0', 'false'].map((value) => flag(value, 'f'));
    expect([...truthy, ...falsy]).toEqual([true, true, true, true, false, false, false, false]);
    for (const bad of ['yes', 2, 'on', {}]) expect(problem(() => flag(bad, 'f'))).not.toBeNull();
  });

  it('reads numbers and page counts, rounding a fractional page count up', () => {
    expect([decimal('9.99', 'p'), decimal(29, 'p')]).toEqual([9.99, 29]);
    expect(problem(() => decimal('nine', 'p'))).toEqual({ field: 'p', expected: 'a number' });
    expect(problem(() => decimal('', 'p'))).toEqual({ field: 'p', expected: 'a number' });
    expect([
      pageCount(JSON.parse('2.0'), 'm'),
      pageCount('2.0', 'm'),
      pageCount(2.4, 'm'),
      pageCount(0, 'm'),
    ]).toEqual([2, 2, 3, 0]);
    expect(problem(() => pageCount(-1, 'm'))).toEqual({ field: 'm', expected: 'a page count' });
  });

  it('reads text, with null and missing as empty only where the field may be empty', () => {
    expect([text('Menu', 'name'), text('', 'name'), text(2024, 'name')]).toEqual(['Menu', '', '2024']);
    expect(problem(() => text(null, 'name'))).toEqual({ field: 'name', expected: null });
    expect(problem(() => text({}, 'name'))).toEqual({ field: 'name', expected: 'text' });
    expect([optionalText(null, 'd'), optionalText(undefined, 'd'), optionalText('x', 'd')]).toEqual([
      '',
      '',
      'x',
    ]);
    expect([
      nullableText('', 'd'),
      nullableText(false, 'd'),
      nullableText(null, 'd'),
      nullableText('a', 'd'),
    ]).toEqual([null, null, null, 'a']);
  });

  it('reads dates and datetimes, with the zero date as none', () => {
    expect(datetime('2025-03-01 10:00:00', 'date')).toBe('2025-03-01 10:00:00');
    expect(datetime('2025-03-01', 'date')).toBe('2025-03-01');
    expect(problem(() => datetime('yesterday', 'date'))).toEqual({ field: 'date', expected: 'a date' });
    expect(nullableDatetime('0000-00-00 00:00:00', 'expiry')).toBeNull();
    expect(nullableDatetime(null, 'expiry')).toBeNull();
    expect(nullableDatetime('2030-01-01 00:00:00', 'expiry')).toBe('2030-01-01 00:00:00');
  });

  it('reads web addresses, with false as no address where one is optional', () => {
    expect(url('https://go.example.com/abc', 'link')).toBe('https://go.example.com/abc');
    expect(problem(() => url('ftp://example.com', 'link'))).toEqual({
      field: 'link',
      expected: 'a web address',
    });
    expect(problem(() => url('/r/abc', 'link'))).not.toBeNull();
    expect([nullableUrl(false, 'r'), nullableUrl('', 'r'), nullableUrl(undefined, 'r')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('names fields of nested objects from the enclosing one', () => {
    expect(problem(() => nested('details', () => id(undefined)))).toEqual({
      field: 'details.id',
      expected: null,
    });
    expect(problem(() => nested('details', () => object('x', '')))).toEqual({
      field: 'details',
      expected: 'an object',
    });
  });
});

describe('unreadable answers', () => {
  it('become bad_response errors that say what was wrong', () => {
    // One odd item among readable ones is left out and counted; a list of nothing readable fails.
    const oneOdd = readItems('the pixel list', [{ id: 1 }, { name: 'x' }], (raw) => id(object(raw, '').id));
    expect(oneOdd).toEqual({
      items: [1],
      skipped: {
        count: 1,
        reason: "The installation's answer to the pixel list could not be read: an item has no id.",
      },
    });
    const missing = appError(() =>
      readItems('the pixel list', [{ name: 'x' }], (raw) => id(object(raw, '').id)),
    );
    expect([missing.code, missing.message]).toEqual([
      'bad_response',
      "The installation's answer to the pixel list could not be read: an item has no id.",
    ]);
    const wrong = appError(() =>
      readItems('the pixel list', [{ id: 'five' }], (raw) => id(object(raw, '').id)),
    );
    expect(wrong.message).toBe(
      'The installation\'s answer to the pixel list could not be read: an item\'s id is not a whole number (it is "five").',
    );
    const notAnObject = appError(() => readItems('the pixel list', [7], (raw) => object(raw, '')));
    expect(notAnObject.message).toMatch(/: an item is not an object\.$/);
    const whole = appError(() => readAnswer('the QR code', () => nested('details', () => id(undefined))));
    expect(whole.message).toBe(
      "The installation's answer to the QR code could not be read: the answer has no details.id.",
    );
  });

  it('keep a long received value short', () => {
    const error = appError(() => readAnswer('the link', () => id('x'.repeat(500))));
    expect(error.message.length).toBeLessThan(150);
    expect(error.message).toContain('...');
  });

  it('leave other failures alone', () => {
    const boom = new TypeError('not ours');
    expect(() =>
      readAnswer('the link', () => {
        throw boom;
      }),
    ).toThrow(boom);
  });
});
