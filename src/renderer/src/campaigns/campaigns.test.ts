import { describe, expect, it } from 'vitest';
import type { Link } from '../../../shared/ipc/resources.ts';
import { campaignSchema, rotatorSlug } from './campaign-form.ts';
import { groupByCampaign } from './use-campaign-links.ts';

const link = (id: number, campaign: number | null, clicks: number, uniqueclicks = 0) =>
  ({ id, alias: `l${id}`, campaign, clicks, uniqueclicks }) as Link;

describe('rotatorSlug', () => {
  it('reads the last segment of a rotator URL, and nothing without one', () => {
    expect(rotatorSlug('https://sho.rt/r/spring-sale')).toBe('spring-sale');
    expect(rotatorSlug('https://sho.rt/r/spring-sale/?ref=x')).toBe('spring-sale');
    expect(rotatorSlug(null)).toBe('');
  });
});

describe('campaignSchema', () => {
  it('sends a slug only when one is typed, and checks it', () => {
    expect(campaignSchema(false).parse({ name: 'Spring', slug: '  ', public: true })).toEqual({
      name: 'Spring',
      public: true,
    });
    expect(campaignSchema(false).parse({ name: 'Spring', slug: 'spring-26', public: false })).toEqual({
      name: 'Spring',
      slug: 'spring-26',
      public: false,
    });
    expect(
      campaignSchema(false).safeParse({ name: 'Spring', slug: 'no spaces', public: false }).success,
    ).toBe(false);
  });

  it('refuses a rename the installation would ignore (under three characters)', () => {
    expect(campaignSchema(false).safeParse({ name: 'Ab', slug: '', public: false }).success).toBe(true);
    expect(campaignSchema(true).safeParse({ name: 'Ab', slug: '', public: false }).success).toBe(false);
  });
});

describe('groupByCampaign', () => {
  it('sums each campaign’s links, clicks and unique clicks, most clicked first, leaving out links in none', () => {
    const groups = groupByCampaign([
      link(1, 7, 5, 2),
      link(2, 7, 40, 30),
      link(3, null, 99),
      link(4, 8, 1, 1),
    ]);
    expect([...groups.keys()].sort()).toEqual([7, 8]);
    expect(groups.get(7)).toMatchObject({ clicks: 45, uniqueClicks: 32 });
    expect(groups.get(7)!.links.map((item) => item.id)).toEqual([2, 1]);
    expect(groups.get(8)!.links).toHaveLength(1);
  });
});
