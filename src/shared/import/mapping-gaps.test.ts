import { describe, expect, it } from 'vitest';
import { mappingGaps } from './mapping-gaps.ts';

describe('what a mapping lacks, for the mapping screen', () => {
  const header = ['Destination', 'Alias', 'Title'];

  it('has nothing to say about a usable mapping', () => {
    expect(mappingGaps({ url: 0 }, header)).toEqual([]);
    expect(mappingGaps({ url: 0, alias: 1, title: 2 }, header)).toEqual([]);
  });

  it('asks for a long URL column', () => {
    expect(mappingGaps({ alias: 1 }, header)).toEqual([
      'No column is chosen for the long URL: choose the column with the addresses the links lead to.',
    ]);
  });

  it('refuses a column chosen for two fields, or one the sheet does not have', () => {
    expect(mappingGaps({ url: 0, alias: 1, title: 1 }, header)).toEqual([
      'Column “Alias” is chosen for both Alias and Title: a column fills one field.',
    ]);
    expect(mappingGaps({ url: 0, alias: 2, title: 2, password: 2 }, ['URL', '', ' '])).toEqual([
      'Column number 3 is chosen for Alias, Title and Password: a column fills one field.',
    ]);
    expect(mappingGaps({ url: 0, expiry: 3, channel: -1 }, header)).toEqual([
      'Channel is set to a column the sheet does not have: choose another.',
      'Expiry is set to a column the sheet does not have: choose another.',
    ]);
  });

  it('warns that a first row of web addresses is data, not column names', () => {
    expect(mappingGaps({ url: 0 }, ['https://shop.example/boots', 'boots'])).toEqual([
      'The first row holds a web address (“https://shop.example/boots”), not column names: add a row of column names above it, or that row is not imported.',
    ]);
  });
});
