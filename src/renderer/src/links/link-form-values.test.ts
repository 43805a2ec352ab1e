import { describe, expect, it } from 'vitest';
import {
  changedFields,
  EMPTY_LINK_FORM,
  expiryFromApi,
  expiryToApi,
  linkBodyOf,
  linkFormSchema,
  type LinkFormFields,
} from './link-form-values.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const form = (changes: Partial<LinkFormFields>): LinkFormFields => ({ ...EMPTY_LINK_FORM, ...changes });

function issuesOf(fields: LinkFormFields, mode: 'create' | 'edit' = 'create', initial = EMPTY_LINK_FORM) {
  const parsed = linkFormSchema({ mode, revision: 'current', initial, now: () => NOW }).safeParse(fields);
  return Object.fromEntries(
    (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the link form’s values', () => {
  it('turns a local expiry into the API’s UTC form and back', () => {
    const local = '2026-05-01T09:30';
    const api = expiryToApi(local)!;
    expect(api).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    expect(new Date(`${api.replace(' ', 'T')}Z`).getTime()).toBe(new Date(local).getTime());
    expect(expiryFromApi(api)).toBe(local);
    expect(expiryToApi('')).toBeNull();
    expect(expiryFromApi(null)).toBe('');
  });

  it('builds the API body from what was typed, leaving empty fields out', () => {
    expect(
      linkBodyOf(
        form({
          url: ' https://example.com/a ',
          custom: 'promo',
          type: 'overlay',
          overlay: '4',
          pixels: ['2', '5'],
        }),
        'current',
      ),
    ).toEqual({ url: 'https://example.com/a', custom: 'promo', type: 'overlay-4', pixels: [2, 5] });
    expect(
      linkBodyOf(form({ url: 'https://example.com', type: 'splash', splash: '7' }), 'current'),
    ).toMatchObject({
      type: '7',
    });
    expect(linkBodyOf(form({ url: 'https://example.com', type: 'splash' }), 'current').type).toBe('splash');
    // A lone pixel checkbox reports its value rather than a list.
    expect(linkBodyOf(form({ pixels: '3' }), 'current').pixels).toEqual([3]);
  });

  it('leaves out what legacy installations do not know', () => {
    const body = linkBodyOf(
      form({ url: 'https://example.com', pixels: ['2'], description: 'Note' }),
      'legacy',
    );
    expect(body).toEqual({ url: 'https://example.com', type: 'direct' });
  });

  it('sends only what an edit changed', () => {
    const before = linkBodyOf(form({ url: 'https://example.com', custom: 'old', type: 'keep' }), 'current');
    const after = linkBodyOf(form({ url: 'https://example.com', custom: 'new', type: 'keep' }), 'current');
    expect(changedFields(after, before)).toEqual({ custom: 'new' });
  });

  it('refuses what the server would, and an expiry in the past, all at once', () => {
    expect(
      issuesOf(form({ url: 'not a url', custom: 'a b', expiry: '2020-01-01T10:00', metaimage: 'x' })),
    ).toMatchObject({
      url: expect.any(String),
      custom: expect.stringMatching(/letters, digits/),
      expiry: 'must be in the future',
      metaimage: expect.any(String),
    });
    expect(issuesOf(form({}))).toMatchObject({ url: 'is required' });
    expect(issuesOf(form({ url: 'https://example.com', type: 'overlay' }))).toMatchObject({
      type: expect.stringMatching(/overlay/),
    });
    expect(issuesOf(form({ url: 'https://example.com', expiry: '2027-01-01T10:00' }))).toEqual({});
  });

  it('does not hold an edit back for an expiry that has already passed but was not touched', () => {
    const initial = form({ url: 'https://example.com', expiry: '2020-01-01T10:00', type: 'keep' });
    expect(issuesOf({ ...initial, custom: 'renamed' }, 'edit', initial)).toEqual({});
    expect(issuesOf({ ...initial, expiry: '2021-01-01T10:00' }, 'edit', initial)).toMatchObject({
      expiry: 'must be in the future',
    });
  });
});
