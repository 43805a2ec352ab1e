import { describe, expect, it } from 'vitest';
import { utmValueProblem, withUtm } from './utm.ts';

describe('UTM parameters in a destination', () => {
  it('sets values and keeps every other part of the address byte for byte', () => {
    expect(withUtm('https://a.example/p?x=a%20b&y=1+2#top', 'set', { utm_source: 'news' })).toBe(
      'https://a.example/p?x=a%20b&y=1+2&utm_source=news#top',
    );
  });

  it('replaces a value already there rather than adding it twice, in any case of its name', () => {
    expect(withUtm('https://a.example/?UTM_SOURCE=old&utm_medium=mail', 'set', { utm_source: 'new' })).toBe(
      'https://a.example/?utm_medium=mail&utm_source=new',
    );
  });

  it('replaces every utm_ parameter, or removes them all, leaving the others', () => {
    const url = 'https://a.example/?utm_source=a&keep=1&utm_term=b&utm_custom=c';
    expect(withUtm(url, 'replace', { utm_medium: 'email' })).toBe(
      'https://a.example/?keep=1&utm_medium=email',
    );
    expect(withUtm(url, 'remove', {})).toBe('https://a.example/?keep=1');
    expect(withUtm('https://a.example/?utm_source=a', 'remove', {})).toBe('https://a.example/');
  });

  it('encodes what it adds', () => {
    expect(withUtm('https://a.example/', 'set', { utm_campaign: 'a&b' })).toBe(
      'https://a.example/?utm_campaign=a%26b',
    );
  });

  it('checks values by the naming rules', () => {
    expect(utmValueProblem('spring-sale_2026')).toBeNull();
    expect(utmValueProblem('Spring')).toMatch(/lower case/);
    expect(utmValueProblem('spring sale')).toMatch(/no spaces/);
    expect(utmValueProblem('sale!')).toMatch(/only letters/);
    expect(utmValueProblem('x'.repeat(101))).toMatch(/at most 100/);
  });
});
