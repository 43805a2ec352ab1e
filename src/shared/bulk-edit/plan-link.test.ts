import { describe, expect, it } from 'vitest';
import { bulkChangesSchema, changeUnavailable } from './bulk-changes.ts';
import { findPatternProblem } from './find-replace.ts';
import { planLink, type BulkLinkState } from './plan-link.ts';

const NOW = Date.parse('2026-12-01T00:00:00Z');
const link: BulkLinkState = {
  longurl: 'https://shop.example/sale?ref=x',
  title: 'Sale',
  domain: 'https://go.example',
  campaign: 3,
  channels: [7],
  expiry: '2027-01-01 12:00:00',
};

describe('what a bulk edit does to one link', () => {
  it('lists each changed field before and after, and the fields to send', () => {
    const plan = planLink(
      link,
      {
        findReplace: { find: 'SALE', replace: 'offer', pattern: false, matchCase: false },
        utm: { mode: 'set', values: { utm_source: 'news' } },
        title: { prefix: '[Q1] ', suffix: '' },
        domain: { to: 'https://other.example' },
        campaign: { to: null },
        channel: { add: 8 },
        expiry: { kind: 'shift', days: -10 },
      },
      NOW,
    );
    expect(plan.refusal).toBeNull();
    expect(plan.body).toEqual({
      url: 'https://shop.example/offer?ref=x&utm_source=news',
      metatitle: '[Q1] Sale',
      domain: 'https://other.example',
      campaign: null,
      channel: 8,
      expiry: '2026-12-22 12:00:00',
    });
    expect(plan.changes.map((change) => change.field)).toEqual([
      'url',
      'title',
      'domain',
      'campaign',
      'channel',
      'expiry',
    ]);
  });

  it('leaves out what already holds the change, so running an edit again sends nothing', () => {
    const plan = planLink(
      { ...link, title: '[Q1] Sale', longurl: 'https://shop.example/?utm_source=news' },
      {
        title: { prefix: '[Q1] ', suffix: '' },
        utm: { mode: 'set', values: { utm_source: 'news' } },
        domain: { to: 'https://GO.example/' },
        campaign: { to: 3 },
        channel: { add: 7 },
      },
      NOW,
    );
    expect(plan.changes).toEqual([]);
  });

  it('refuses an expiry that would be in the past, and keeps a link without one without one', () => {
    expect(planLink(link, { expiry: { kind: 'shift', days: -60 } }, NOW).refusal).toMatch(/in the past/);
    expect(planLink(link, { expiry: { kind: 'set', at: '2020-01-01 00:00:00' } }, NOW).refusal).toMatch(
      /past/,
    );
    expect(planLink({ ...link, expiry: null }, { expiry: { kind: 'shift', days: 5 } }, NOW).changes).toEqual(
      [],
    );
  });

  it('says an expiry it cannot know yet will be read when sent', () => {
    const { expiry: _unknown, ...listed } = link;
    expect(planLink(listed, { expiry: { kind: 'shift', days: 5 } }, NOW).changes).toEqual([
      { field: 'expiry', before: undefined, after: undefined },
    ]);
  });

  it('sends a redirect and pixels, which no read tells', () => {
    const plan = planLink(link, { redirect: { type: 'frame' }, pixels: { ids: [4, 5] } }, NOW);
    expect(plan.body).toEqual({ type: 'frame', pixels: [4, 5] });
  });

  it('refuses a destination that stops being a web address', () => {
    const plan = planLink(
      link,
      { findReplace: { find: 'https://', replace: '', pattern: false, matchCase: true } },
      NOW,
    );
    expect(plan.refusal).toMatch(/web address/);
  });

  it('replaces with a pattern and its groups', () => {
    const plan = planLink(
      link,
      { findReplace: { find: '/(\\w+)\\?', replace: '/new-$1?', pattern: true, matchCase: true } },
      NOW,
    );
    expect(plan.body.url).toBe('https://shop.example/new-sale?ref=x');
  });
});

describe('the changes an installation can take', () => {
  it('refuses patterns that could run for minutes, and ones that do not read', () => {
    expect(findPatternProblem('(a+)+$')).toMatch(/repeats inside a repeat/);
    expect(findPatternProblem('([a-z]')).toMatch(/brackets/);
    expect(findPatternProblem('utm_[a-z]+=[^&]*')).toBeNull();
    expect(
      bulkChangesSchema.safeParse({
        findReplace: { find: '(x*)*', replace: '', pattern: true, matchCase: false },
      }).success,
    ).toBe(false);
    expect(bulkChangesSchema.safeParse({}).success).toBe(false);
  });

  it('takes something away only where updates replace the link', () => {
    const patches = { replacesOnUpdate: false, campaignsAndChannels: true };
    expect(changeUnavailable({ campaign: { to: null } }, patches)).toMatch(/out of its campaign/);
    expect(changeUnavailable({ expiry: { kind: 'clear' } }, patches)).toMatch(/remove an expiry/);
    expect(changeUnavailable({ domain: { to: null } }, patches)).toMatch(/own address/);
    expect(changeUnavailable({ campaign: { to: null } }, { ...patches, replacesOnUpdate: true })).toBeNull();
    expect(
      changeUnavailable({ channel: { add: 1 } }, { replacesOnUpdate: true, campaignsAndChannels: false }),
    ).toMatch(/older revision/);
  });
});
