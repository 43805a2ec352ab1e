import { describe, expect, it } from 'vitest';
import { refusalInWords } from '../../src/main/import/refusal-words.ts';

describe('an installation’s refusal of an imported row, in the import’s words', () => {
  const link = { url: 'https://example.com/a', custom: 'summer-ux', password: 'secret-1' };

  it('names the column and quotes the row’s value instead of the API’s field name', () => {
    expect(refusalInWords('custom: is already taken by another link', 'custom', link)).toBe(
      'Alias “summer-ux” is already taken by another link',
    );
    expect(refusalInWords('url: is not a valid URL', 'url', link)).toBe(
      'Long URL “https://example.com/a” is not a valid URL',
    );
  });

  it('never quotes a password, and keeps a refusal that names no field as it came', () => {
    expect(refusalInWords('password: is too short', 'password', link)).toBe('Password is too short');
    expect(refusalInWords('The installation refused the link.', undefined, link)).toBe(
      'The installation refused the link.',
    );
    expect(refusalInWords('data: is odd', 'data', link)).toBe('data: is odd');
  });
});
