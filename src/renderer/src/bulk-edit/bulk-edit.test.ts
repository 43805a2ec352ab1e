import { describe, expect, it } from 'vitest';
import type { Link } from '../../../shared/ipc/resources.ts';
import { changesOf, EMPTY_DRAFT, type BulkDraft } from './bulk-draft.ts';
import { DESCRIPTION_LOST, previewOf } from './bulk-preview.ts';
import { linksInScope } from './bulk-scope.ts';

const link = (id: number, extra: Partial<Link> = {}): Link => ({
  id,
  alias: `link-${id}`,
  shorturl: `https://go.example/link-${id}`,
  longurl: `https://shop.example/${id}`,
  title: `Link ${id}`,
  description: '',
  clicks: 0,
  uniqueclicks: 0,
  date: '2026-01-01 00:00:00',
  domain: null,
  campaign: null,
  channel: [],
  ...extra,
});

const draft = (changes: Partial<BulkDraft>): BulkDraft => ({
  ...EMPTY_DRAFT,
  ...changes,
  on: { ...EMPTY_DRAFT.on, ...changes.on },
});

describe('the bulk edit form', () => {
  it('turns what was typed into changes, and says what is missing or breaks the naming rules', () => {
    expect(changesOf(draft({ on: { ...EMPTY_DRAFT.on, utm: true } })).errors).toEqual({
      utm_source: 'Type at least one value, or choose a template.',
    });
    const typed = changesOf(
      draft({
        on: { ...EMPTY_DRAFT.on, utm: true, expiry: true, channel: true },
        utm: { ...EMPTY_DRAFT.utm, utm_source: 'News Letter', utm_medium: 'email' },
        shiftDays: '1.5',
      }),
    );
    expect(typed.errors).toEqual({
      utm_source: 'It must have no spaces: use - or _ between words.',
      shiftDays: 'Type a whole number of days, up to 3,650 either way.',
      channel: 'Choose a channel.',
    });
    expect(
      changesOf(draft({ on: { ...EMPTY_DRAFT.on, domain: true, campaign: true }, campaign: '4' })).changes,
    ).toEqual({ domain: { to: null }, campaign: { to: 4 } });
  });
});

describe('which links a bulk edit takes', () => {
  const all = [link(1, { campaign: 5 }), link(2, { channel: [9] }), link(3, { title: 'Spring sale' })];
  it('takes the selection, a search, a campaign, a channel or every link', () => {
    const context = { selected: new Set([1, 3]), query: 'spring' };
    const ids = (links: Link[]) => links.map((item) => item.id);
    expect(ids(linksInScope(all, { kind: 'selection' }, context))).toEqual([1, 3]);
    expect(ids(linksInScope(all, { kind: 'matching' }, context))).toEqual([3]);
    expect(ids(linksInScope(all, { kind: 'campaign', id: 5 }, context))).toEqual([1]);
    expect(ids(linksInScope(all, { kind: 'channel', id: 9 }, context))).toEqual([2]);
    expect(ids(linksInScope(all, { kind: 'all' }, context))).toEqual([1, 2, 3]);
  });
});

describe('the preview', () => {
  const abilities = { replacesOnUpdate: true, campaignsAndChannels: true, perMinute: 29 };
  it('leaves out links already as asked, flags what a link loses, and counts requests and minutes', () => {
    const links = [
      link(1, { longurl: 'https://shop.example/1?utm_source=news' }),
      link(2, { description: 'Kept notes' }),
      ...Array.from({ length: 98 }, (_, index) => link(index + 3)),
    ];
    const preview = previewOf(links, { utm: { mode: 'set', values: { utm_source: 'news' } } }, abilities, 0);
    expect(preview.unchanged).toBe(1);
    expect(preview.rows).toHaveLength(99);
    expect(preview.rows.find((row) => row.link.id === 2)!.losses).toEqual([DESCRIPTION_LOST]);
    // 99 links, a read and an update each, and one page of the list.
    expect(preview.requests).toBe(199);
    expect(preview.minutes).toBe(7);
    // Where updates change only what is sent: one request a link, and no description is lost.
    const patching = previewOf(
      links,
      { utm: { mode: 'set', values: { utm_source: 'news' } } },
      { ...abilities, replacesOnUpdate: false },
      0,
    );
    expect(patching.requests).toBe(100);
    expect(patching.rows.every((row) => row.losses.length === 0)).toBe(true);
  });
});
