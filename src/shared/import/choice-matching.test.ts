import { describe, expect, it } from 'vitest';
import { createChoiceMatcher, type ImportChoices } from './choice-matching.ts';

const choices: ImportChoices = {
  domains: [
    { address: 'https://go.brand' },
    { address: 'http://Links.Example/' },
    { address: 'https://t.co.test' },
  ],
  campaigns: [
    { id: 4, name: 'Spring Sale' },
    { id: 7, name: '2026' },
    { id: 9, name: 'Newsletter' },
    { id: 12, name: 'newsletter ' },
  ],
  channels: [{ id: 3, name: 'Social' }],
};
const matcher = createChoiceMatcher(choices);

describe('matching cells to the account’s domains, campaigns and channels', () => {
  it('finds a domain with or without its scheme and trailing slash, in any case, and sends it as the account has it', () => {
    for (const text of [
      'go.brand',
      'GO.BRAND',
      'https://go.brand',
      'https://go.brand/',
      'http://go.brand',
      ' go.brand// ',
    ]) {
      expect({ text, match: matcher.domain(text) }).toEqual({ text, match: { value: 'https://go.brand' } });
    }
    expect(matcher.domain('links.example')).toEqual({ value: 'http://Links.Example/' });
  });

  it('prefers the domain whose scheme the cell names when the account has both', () => {
    const both = createChoiceMatcher({
      ...choices,
      domains: [{ address: 'http://go.brand' }, { address: 'https://go.brand' }],
    });
    expect(both.domain('https://go.brand')).toEqual({ value: 'https://go.brand' });
    expect(both.domain('http://go.brand/')).toEqual({ value: 'http://go.brand' });
    expect(both.domain('go.brand')).toEqual({ value: 'http://go.brand' });
  });

  it('names a few of the account’s domains when a cell names another', () => {
    expect(matcher.domain('go.other')).toEqual({
      problem:
        'Domain “go.other” is not one of the account’s branded domains: go.brand, links.example or t.co.test',
    });
    const many = createChoiceMatcher({
      ...choices,
      domains: ['a.test', 'b.test', 'c.test', 'd.test', 'e.test'].map((host) => ({
        address: `https://${host}`,
      })),
    });
    expect(many.domain('x.test')).toEqual({
      problem:
        'Domain “x.test” is not one of the account’s branded domains: such as a.test, b.test, c.test (and 2 more)',
    });
    const one = createChoiceMatcher({ ...choices, domains: [{ address: 'https://go.brand' }] });
    expect(one.domain('x.test')).toEqual({
      problem: 'Domain “x.test” is not one of the account’s branded domains: the only one is go.brand',
    });
    const none = createChoiceMatcher({ ...choices, domains: [] });
    expect(none.domain('go.brand')).toEqual({
      problem:
        'Domain “go.brand” cannot be used: the account has no branded domains. Leave it empty for the installation’s own domain',
    });
  });

  it('finds a campaign or channel by its name in any case and spacing, or by its id', () => {
    expect(matcher.campaign('spring sale')).toEqual({ value: 4 });
    expect(matcher.campaign('  SPRING   SALE ')).toEqual({ value: 4 });
    expect(matcher.campaign('4')).toEqual({ value: 4 });
    expect(matcher.campaign('#9')).toEqual({ value: 9 });
    expect(matcher.channel('social')).toEqual({ value: 3 });
    expect(matcher.channel('3')).toEqual({ value: 3 });
  });

  it('takes a number as a name first, since a campaign may be called by one', () => {
    expect(matcher.campaign('2026')).toEqual({ value: 7 });
    expect(matcher.campaign('7')).toEqual({ value: 7 });
  });

  it('asks for the id when a name belongs to more than one', () => {
    expect(matcher.campaign('Newsletter')).toEqual({
      problem: 'Campaign “Newsletter” is the name of 2 campaigns: write the id of the one you mean (9, 12)',
    });
    expect(matcher.campaign('12')).toEqual({ value: 12 });
  });

  it('says what exists when a campaign or channel is unknown', () => {
    expect(matcher.campaign('Autumn')).toEqual({
      problem:
        'Campaign “Autumn” is not the name or id of one of the account’s campaigns: such as Spring Sale, 2026, Newsletter (and 1 more)',
    });
    expect(matcher.channel('99')).toEqual({
      problem: 'Channel “99” is not the name or id of one of the account’s channels: the only one is Social',
    });
    const none = createChoiceMatcher({ domains: [], campaigns: [], channels: [] });
    expect(none.channel('Social')).toEqual({
      problem: 'Channel “Social” cannot be used: the account has no channels',
    });
  });
});
