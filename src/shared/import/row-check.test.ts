import { describe, expect, it } from 'vitest';
import { linkCreateBody } from '../api/requests.ts';
import type { ColumnMapping } from './import-fields.ts';
import { EMPTY_ROW, checkRows, isBlankRow, type ImportChoices, type RowCheck } from './row-check.ts';

const choices: ImportChoices = {
  domains: [{ address: 'https://go.brand' }],
  campaigns: [{ id: 4, name: 'Spring Sale' }],
  channels: [{ id: 3, name: 'Social' }],
};
const mapping: ColumnMapping = {
  url: 0,
  alias: 1,
  title: 2,
  domain: 3,
  campaign: 4,
  channel: 5,
  expiry: 6,
  password: 7,
};
const now = new Date('2030-01-01T12:00:00Z');
/** The API's form of a moment, as the expected value of an expiry. */
const apiOf = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

const check = (rows: string[][], map: ColumnMapping = mapping, options = {}) =>
  checkRows(rows, map, choices, now, options);
const problemsOf = (result: RowCheck) => (result.ok ? [] : result.problems);

describe('checking rows before anything is sent', () => {
  it('turns a good row into the body the API takes, which the request schema accepts', () => {
    const [result] = check([
      [
        'https://shop.example/boots',
        'boots-26',
        'Boots',
        'go.brand',
        'spring sale',
        'Social',
        '2031-06-30 18:00',
        's3cret',
      ],
    ]);
    const link = {
      url: 'https://shop.example/boots',
      custom: 'boots-26',
      metatitle: 'Boots',
      domain: 'https://go.brand',
      campaign: 4,
      channel: 3,
      expiry: apiOf(new Date(2031, 5, 30, 18, 0)),
      password: 's3cret',
    };
    expect(result).toEqual({ ok: true, link });
    expect(linkCreateBody.parse(link)).toEqual(link);
  });

  it('treats empty and blank cells and unmapped fields as not given, and trims every value', () => {
    const results = check(
      [
        ['  https://shop.example/hats  ', ' ', '', '\t', '', '', '', ''],
        ['https://shop.example/caps', ' caps ', ' Caps ', '', '', '', '', ' pass '],
        ['https://shop.example/short'],
      ],
      mapping,
    );
    expect(results).toEqual([
      { ok: true, link: { url: 'https://shop.example/hats' } },
      {
        ok: true,
        link: { url: 'https://shop.example/caps', custom: 'caps', metatitle: 'Caps', password: 'pass' },
      },
      { ok: true, link: { url: 'https://shop.example/short' } },
    ]);
    expect(check([['https://shop.example/a', 'not an alias!']], { url: 0 })).toEqual([
      { ok: true, link: { url: 'https://shop.example/a' } },
    ]);
  });

  it('requires a long URL that is an http or https address', () => {
    const results = check([
      ['', 'alias-1'],
      ['ftp://files.example/a'],
      ['shop.example/boots'],
      ['not a url'],
    ]);
    expect(results.map(problemsOf)).toEqual([
      [{ field: 'url', message: 'Long URL is required' }],
      [
        {
          field: 'url',
          message: 'Long URL “ftp://files.example/a” must be a full URL starting with http:// or https://',
        },
      ],
      [
        {
          field: 'url',
          message:
            'Long URL “shop.example/boots” must be a full URL starting with http:// or https:// (such as “https://shop.example/boots”)',
        },
      ],
      [
        {
          field: 'url',
          message: 'Long URL “not a url” must be a full URL starting with http:// or https://',
        },
      ],
    ]);
  });

  it('holds aliases to the API’s rule', () => {
    expect(problemsOf(check([['https://a.example', 'ab']])[0]!)).toEqual([
      { field: 'alias', message: 'Alias “ab” must be 3 to 50 letters, digits, - or _' },
    ]);
    expect(problemsOf(check([['https://a.example', 'spring sale']])[0]!)).toEqual([
      { field: 'alias', message: 'Alias “spring sale” must be 3 to 50 letters, digits, - or _' },
    ]);
  });

  it('refuses an alias used again on a later row, whatever its case, naming the row where it first appears', () => {
    const results = check([
      ['https://a.example', 'Boots'],
      ['https://b.example', 'hats'],
      ['https://c.example', 'boots'],
      ['https://d.example', 'BOOTS'],
    ]);
    expect(results[0]!.ok).toBe(true);
    expect(results[1]!.ok).toBe(true);
    expect(problemsOf(results[2]!)).toEqual([
      { field: 'alias', message: 'Alias “boots” is already used on row 2' },
    ]);
    expect(problemsOf(results[3]!)).toEqual([
      { field: 'alias', message: 'Alias “BOOTS” is already used on row 2' },
    ]);
    // Row numbers follow the sheet: a header on its third row puts the first data row on the fourth.
    const later = check(
      [
        ['https://a.example', 'boots'],
        ['https://b.example', 'boots'],
      ],
      mapping,
      { firstRowNumber: 4 },
    );
    expect(problemsOf(later[1]!)).toEqual([
      { field: 'alias', message: 'Alias “boots” is already used on row 4' },
    ]);
  });

  it('counts rows in the order given, blank ones included, and says a blank row is empty', () => {
    const results = check([
      ['https://a.example', 'boots'],
      ['', ' ', '\t'],
      [],
      ['https://b.example', 'boots'],
    ]);
    expect(results[1]).toEqual({ ok: false, problems: [{ field: 'url', message: EMPTY_ROW }] });
    expect(results[2]).toEqual({ ok: false, problems: [{ field: 'url', message: EMPTY_ROW }] });
    expect(problemsOf(results[3]!)).toEqual([
      { field: 'alias', message: 'Alias “boots” is already used on row 2' },
    ]);
  });

  it('stops titles and passwords at 255 characters, and never quotes a password back', () => {
    const title = 't'.repeat(256);
    const password = 'p'.repeat(256);
    expect(problemsOf(check([['https://a.example', '', title, '', '', '', '', password]])[0]!)).toEqual([
      {
        field: 'title',
        // Quoted whole: the preview wraps its problems rather than cutting them.
        message: `Title “${'t'.repeat(256)}” must be at most 255 characters (it has 256)`,
      },
      { field: 'password', message: 'Password must be at most 255 characters (it has 256)' },
    ]);
    expect(check([['https://a.example', '', 't'.repeat(255), '', '', '', '', 'p'.repeat(255)]])[0]!.ok).toBe(
      true,
    );
  });

  it('quotes a long address whole, tracking tail included, and cuts only a cell past any real address', () => {
    const address = `shop.example.com/autumn/hats?${'utm_campaign=autumn-newsletter&'.repeat(6)}utm_source=email`;
    const [problem] = problemsOf(check([[address]])[0]!);
    expect(problem!.message).toContain(`“${address}”`);
    const pasted = `not an address ${'x'.repeat(400)}`;
    expect(problemsOf(check([[pasted]])[0]!)[0]!.message).toContain(`“${pasted.slice(0, 299)}…”`);
  });

  it('reports unknown domains, campaigns and channels on every row that names them', () => {
    const results = check([
      ['https://a.example', '', '', 'go.other', 'Autumn', 'Print'],
      ['https://b.example', '', '', 'go.other', 'Autumn', 'Print'],
    ]);
    for (const result of results) {
      expect(problemsOf(result).map((problem) => problem.field)).toEqual(['domain', 'campaign', 'channel']);
    }
    expect(problemsOf(results[1]!)[1]).toEqual({
      field: 'campaign',
      message:
        'Campaign “Autumn” is not the name or id of one of the account’s campaigns: the only one is Spring Sale',
    });
  });

  it('takes an expiry in the future only', () => {
    const expiryOf = (text: string) => check([['https://a.example', '', '', '', '', '', text]])[0]!;
    expect(expiryOf('2030-01-01T12:00:01Z')).toEqual({
      ok: true,
      link: { url: 'https://a.example', expiry: '2030-01-01 12:00:01' },
    });
    expect(problemsOf(expiryOf('2030-01-01T12:00:00Z'))).toEqual([
      {
        field: 'expiry',
        message: 'Expiry “2030-01-01T12:00:00Z” has passed: installations refuse an expiry in the past',
      },
    ]);
    expect(problemsOf(expiryOf('45000'))).toEqual([
      {
        field: 'expiry',
        message:
          'Expiry “45000” (read as 2023-03-15 00:00) has passed: installations refuse an expiry in the past',
      },
    ]);
    expect(problemsOf(expiryOf('next week'))).toEqual([
      {
        field: 'expiry',
        message:
          'Expiry “next week” is not a date Linkdesk can read: write it as YYYY-MM-DD or YYYY-MM-DD HH:MM',
      },
    ]);
    expect(expiryOf('47664.75')).toEqual({
      ok: true,
      link: { url: 'https://a.example', expiry: apiOf(new Date(2030, 5, 30, 18, 0)) },
    });
  });

  it('reports every problem of a row at once, in the order of the fields', () => {
    const [result] = check([['', 'x', '', 'go.other', '', 'Print', 'soon']]);
    expect(problemsOf(result!).map((problem) => problem.field)).toEqual([
      'url',
      'alias',
      'domain',
      'channel',
      'expiry',
    ]);
  });

  it('answers nothing for no rows', () => {
    expect(check([])).toEqual([]);
  });
});

describe('blank rows', () => {
  it('are rows of nothing but empty or whitespace cells', () => {
    expect(isBlankRow([])).toBe(true);
    expect(isBlankRow(['', ' ', '\t', '\n'])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
    expect(isBlankRow(['0'])).toBe(false);
  });
});
