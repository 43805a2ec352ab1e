import { describe, expect, it } from 'vitest';
import {
  advancedInUse,
  advancedWithErrors,
  bareDomain,
  ownDomainOf,
  shortUrlPreview,
} from './link-form-sections.ts';
import { EMPTY_LINK_FORM } from './link-form-values.ts';

describe('the short URL preview', () => {
  it('writes domains as people read them, without scheme or trailing slash', () => {
    expect(bareDomain('https://go.brand.com/')).toBe('go.brand.com');
    expect(bareDomain('http://127.0.0.1:5173')).toBe('127.0.0.1:5173');
    expect(bareDomain('go.brand.com')).toBe('go.brand.com');
    expect(bareDomain('https://example.com/s/')).toBe('example.com/s');
  });

  it('finds the installation’s own domain in a short URL, path included', () => {
    expect(ownDomainOf('https://links.example.com/spring26', 'spring26')).toBe('links.example.com');
    expect(ownDomainOf('http://127.0.0.1:4000/s/abc', 'abc')).toBe('127.0.0.1:4000/s');
    expect(ownDomainOf('https://links.example.com/other', 'spring26')).toBeNull();
    expect(ownDomainOf('https://links.example.com/', '')).toBeNull();
  });

  it('shows the chosen domain or the own one, then the alias or that one is picked at random', () => {
    expect(
      shortUrlPreview({ domain: 'https://go.brand.com', custom: 'summer-ux' }, 'links.example.com'),
    ).toEqual({
      domain: 'go.brand.com/',
      alias: 'summer-ux',
    });
    expect(shortUrlPreview({ domain: '', custom: '  ' }, 'links.example.com')).toEqual({
      domain: 'links.example.com/',
      alias: null,
    });
    expect(shortUrlPreview({ domain: '', custom: 'a' }, null)).toEqual({
      domain: 'your default domain/',
      alias: 'a',
    });
  });
});

describe('the Advanced section', () => {
  const upFront = { passwordUpFront: false };

  it('starts open only for a link that uses one of its fields', () => {
    expect(advancedInUse(EMPTY_LINK_FORM, upFront)).toBe(false);
    // The redirect of a link the installation did not describe is not a value the person set.
    expect(advancedInUse({ ...EMPTY_LINK_FORM, type: 'keep' }, upFront)).toBe(false);
    expect(advancedInUse({ ...EMPTY_LINK_FORM, type: 'frame' }, upFront)).toBe(true);
    expect(advancedInUse({ ...EMPTY_LINK_FORM, pixels: ['4'] }, upFront)).toBe(true);
    expect(advancedInUse({ ...EMPTY_LINK_FORM, pixels: '4' }, upFront)).toBe(true);
    expect(advancedInUse({ ...EMPTY_LINK_FORM, pixels: false }, upFront)).toBe(false);
    expect(advancedInUse({ ...EMPTY_LINK_FORM, metaimage: 'https://example.com/a.png' }, upFront)).toBe(true);
    expect(advancedInUse({ ...EMPTY_LINK_FORM, description: 'Launch' }, upFront)).toBe(true);
    expect(advancedInUse({ ...EMPTY_LINK_FORM, password: 'secret' }, upFront)).toBe(true);
    // A password asked for up front is not in the section.
    expect(advancedInUse({ ...EMPTY_LINK_FORM, password: 'secret' }, { passwordUpFront: true })).toBe(false);
  });

  it('names the fields inside it that have an error', () => {
    const errors = { url: {}, type: {}, metaimage: {}, password: {} };
    expect(advancedWithErrors(errors, upFront)).toEqual(['password', 'type', 'metaimage']);
    expect(advancedWithErrors(errors, { passwordUpFront: true })).toEqual(['type', 'metaimage']);
    expect(advancedWithErrors({ url: {} }, upFront)).toEqual([]);
  });
});
