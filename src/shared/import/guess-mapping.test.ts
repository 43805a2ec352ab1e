import { describe, expect, it } from 'vitest';
import { guessMapping } from './guess-mapping.ts';

describe('guessing the mapping from the header', () => {
  it('maps the app’s own field names', () => {
    expect(
      guessMapping(['Long URL', 'Alias', 'Title', 'Domain', 'Campaign', 'Channel', 'Expiry', 'Password']),
    ).toEqual({
      url: 0,
      alias: 1,
      title: 2,
      domain: 3,
      campaign: 4,
      channel: 5,
      expiry: 6,
      password: 7,
    });
  });

  it('ignores case, spaces, punctuation, accents and camelCase', () => {
    expect(guessMapping(['LONG_URL', 'short-code', 'Expiry Date', 'longUrl'])).toEqual({
      url: 0,
      alias: 1,
      expiry: 2,
    });
    expect(guessMapping(['destinationURL', 'Custom Alias', 'Méta title', 'EXPIRES-AT'])).toEqual({
      url: 0,
      alias: 1,
      title: 2,
      expiry: 3,
    });
  });

  it('knows the names other tools give each field', () => {
    expect(guessMapping(['Destination', 'Slug', 'Name', 'Expiration date', 'Pass'])).toEqual({
      url: 0,
      alias: 1,
      title: 2,
      expiry: 3,
      password: 4,
    });
    expect(
      guessMapping(['Target', 'Back-half', 'Link title', 'Branded domain', 'Campaign name', 'Channel ID']),
    ).toEqual({
      url: 0,
      alias: 1,
      title: 2,
      domain: 3,
      campaign: 4,
      channel: 5,
    });
  });

  it('uses each column once and prefers the stronger name', () => {
    // "Title" wins over "Name" for the title, and "Long URL" over "Link" for the URL, whatever their order.
    expect(guessMapping(['Name', 'Link', 'Title', 'Long URL'])).toEqual({ title: 2, url: 3 });
    // The same name twice: the first column takes the field, the second stays unmapped.
    expect(guessMapping(['URL', 'url'])).toEqual({ url: 0 });
  });

  it('takes a header that starts with a field’s name when none names it exactly', () => {
    expect(guessMapping(['Long URL (required)', 'Expiry date (UTC)', 'Title of the page'])).toEqual({
      url: 0,
      expiry: 1,
      title: 2,
    });
    // The longest name wins: this is a domain, though "custom" alone would be an alias.
    expect(guessMapping(['URL', 'Custom domain (optional)', 'Custom slug here'])).toEqual({
      url: 0,
      domain: 1,
      alias: 2,
    });
    // Whole words only: "LinkedIn" is not "link", and "Short URL" does not start with a URL synonym.
    expect(guessMapping(['LinkedIn profile', 'Short URL', 'Passport'])).toEqual({});
  });

  it('takes the first column of web addresses for the URL when no header names it', () => {
    const header = ['Product', 'Page', 'Short URL', 'Where'];
    const rows = [
      ['Boots', 'n/a', 'https://go.brand/a', 'https://shop.example/boots'],
      ['Hats', 'https://shop.example/hats', 'https://go.brand/b', 'www.shop.example/hats'],
      ['Scarves', 'https://shop.example/scarves', 'https://go.brand/c', ''],
    ];
    expect(guessMapping(header, rows)).toEqual({ url: 1 });
    expect(guessMapping(header, rows.slice(0, 1))).toEqual({ url: 3 });
    expect(guessMapping(header)).toEqual({});
    expect(guessMapping(['a', 'b'], [['plain', 'text']])).toEqual({});
  });

  it('does not take a column that only starts like a URL header when its values are no addresses', () => {
    const header = ['Link clicks', 'Page'];
    expect(guessMapping(header, [['12', 'https://shop.example/a']])).toEqual({ url: 1 });
    expect(guessMapping(header)).toEqual({ url: 0 });
  });

  it('leaves out what no header names', () => {
    expect(guessMapping([])).toEqual({});
    expect(guessMapping(['', ' ', 'Notes'])).toEqual({});
  });
});
