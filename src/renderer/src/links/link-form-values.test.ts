import { describe, expect, it } from 'vitest';
import type { Link, LinkDetails } from '../../../shared/ipc/resources.ts';
import { expiryFromApi, expiryToApi } from '../components/api-datetime.ts';
import {
  changedFields,
  EMPTY_LINK_FORM,
  linkBodyOf,
  linkFormFromDetails,
  linkFormSchema,
  type LinkFormFields,
} from './link-form-values.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const DETAILS: LinkDetails['link'] = {
  id: 12,
  alias: 'spring26',
  shorturl: 'https://links.example.com/spring26',
  longurl: 'https://shop.example.com/spring',
  title: 'Spring',
  description: '',
  location: [],
  device: [],
  expiry: null,
  date: '2026-01-01 10:00:00',
};
const LINK: Link = {
  ...DETAILS,
  clicks: 0,
  uniqueclicks: 0,
  domain: null,
  campaign: null,
  channel: [],
};
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

  it('takes an address written from www. on, as quick shorten does, and sends it with https://', () => {
    expect(linkBodyOf(form({ url: ' www.example.com/spring ' }), 'current').url).toBe(
      'https://www.example.com/spring',
    );
    // Other addresses without a scheme are left as typed, for the server's rule to refuse.
    expect(linkBodyOf(form({ url: 'example.com' }), 'current').url).toBe('example.com');
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
    // The API's bare `splash` means the account's first splash page, which may not exist: never sent.
    expect(linkBodyOf(form({ url: 'https://example.com', type: 'splash' }), 'current').type).toBeUndefined();
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

  it('starts an edit with the redirect and pixels left as the installation has them, since it tells neither', () => {
    const initial = linkFormFromDetails(LINK, DETAILS);
    expect(initial).toMatchObject({ type: 'keep', replacePixels: false, pixels: [] });
    const before = linkBodyOf(initial, 'current');
    expect(before).not.toHaveProperty('type');
    expect(before).not.toHaveProperty('pixels');
    // Checked pixels count only once the person chose to replace the link's pixels.
    const checked = linkBodyOf({ ...initial, metatitle: 'New', pixels: ['3'] }, 'current');
    expect(changedFields(checked, before)).toEqual({ metatitle: 'New' });
    const replacing = linkBodyOf({ ...initial, replacePixels: true, pixels: ['3'] }, 'current');
    expect(changedFields(replacing, before)).toEqual({ pixels: [3] });
    const emptied = linkBodyOf({ ...initial, replacePixels: true }, 'current');
    expect(changedFields(emptied, before)).toEqual({ pixels: [] });
  });

  it('treats known pixels checked again in another order as no change', () => {
    const initial = form({ url: 'https://example.com', pixels: ['5', '2'] });
    const before = linkBodyOf(initial, 'current');
    expect(before.pixels).toEqual([2, 5]);
    expect(changedFields(linkBodyOf({ ...initial, pixels: ['2', '5', '2'] }, 'current'), before)).toEqual({});
    expect(changedFields(linkBodyOf({ ...initial, pixels: ['2'] }, 'current'), before)).toEqual({
      pixels: [2],
    });
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
    expect(issuesOf(form({ url: 'https://example.com', type: 'splash' }))).toEqual({
      splash: 'is not chosen: choose one of the account’s splash pages, or another redirect',
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
