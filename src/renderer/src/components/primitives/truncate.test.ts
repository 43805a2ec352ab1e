import { describe, expect, it } from 'vitest';
import { displayUrl, middleCut } from './truncate.ts';

/** Every character 8 px wide, the ellipsis too. */
const measure = (text: string) => text.length * 8;

describe('middleCut', () => {
  it('leaves a text that fits, or a width not known yet, whole', () => {
    expect(middleCut('example.com/spring', 18 * 8, measure)).toBe('example.com/spring');
    expect(middleCut('example.com/spring', 0, measure)).toBe('example.com/spring');
  });

  it('keeps as much as fits, more of the start than of the end, around an ellipsis', () => {
    const url = 'ads.example.net/landing/retargeting-spring?utm_source=adtracking';
    const cut = middleCut(url, 21 * 8, measure);
    expect(cut).toBe('ads.example.…tracking');
    expect(measure(cut)).toBeLessThanOrEqual(21 * 8);
  });

  it('keeps a URL’s domain whole once six characters of its end fit beside it', () => {
    const url = 'www.example.com/spring/landing-pages/2026/offer?utm_campaign=spring-sale-2026';
    // 22 characters: 60 % of them would cut the domain ("www.example.co…ale-2026").
    expect(middleCut(url, 23 * 8, measure)).toBe('www.example.com/…e-2026');
    // Less room: the usual share, rather than an end too short to tell pages apart.
    expect(middleCut(url, 22 * 8, measure)).toBe('www.example.c…ale-2026');
    expect(middleCut(`https://${url}`, 31 * 8, measure)).toBe('https://www.example.com/…e-2026');
  });

  it('comes down to the ellipsis alone in no room at all', () => {
    expect(middleCut('example.com/spring', 4, measure)).toBe('…');
  });
});

describe('displayUrl', () => {
  it('drops https:// only: another scheme is worth seeing', () => {
    expect(displayUrl('https://example.com/a')).toBe('example.com/a');
    expect(displayUrl('http://example.com/a')).toBe('http://example.com/a');
  });
});
