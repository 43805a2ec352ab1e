import { describe, expect, it } from 'vitest';
import { campaign, writtenCampaign } from '../../src/main/api/normalise/campaigns.ts';
import { channel, channelItem, writtenChannel } from '../../src/main/api/normalise/channels.ts';
import * as reference from '../../src/shared/api/models.ts';
import { refusal } from '../support/refusal.ts';

const BASE = 'https://go.example.com';

describe('campaigns', () => {
  const listed = { id: 2, name: 'Spring', public: true, rotator: false, list: `${BASE}/u/alex/spring-2` };

  it('read the reference list item, a rotator of false as none', () => {
    expect(campaign(reference.campaign.parse(listed))).toEqual({ ...listed, rotator: null, views: null });
  });

  it('read a deployed list item: string id and flag, views, a rotator URL', () => {
    const deployed = { ...listed, id: '2', public: '0', rotator: `${BASE}/r/x7Yk2q`, views: '12' };
    expect(campaign(deployed)).toEqual({ ...listed, public: false, rotator: `${BASE}/r/x7Yk2q`, views: 12 });
    expect(campaign({ ...listed, rotator: '' }).rotator).toBeNull();
  });

  it('read the name under `name`, `campaign` or `domain`', () => {
    const { name: _name, ...nameless } = listed;
    expect(campaign({ ...nameless, campaign: 'Deployed' }).name).toBe('Deployed');
    expect(campaign({ ...nameless, domain: 'Reference write' }).name).toBe('Reference write');
    expect(refusal(() => campaign(nameless))).toBe('name is missing');
  });

  it('read the reference write answer, the name under `domain`', () => {
    const answer = {
      error: 0,
      id: 5,
      domain: 'Autumn',
      public: false,
      rotator: `${BASE}/r/autumn`,
      list: listed.list,
    };
    reference.campaignWriteResult.parse(answer);
    expect(writtenCampaign(answer, {})).toEqual({
      id: 5,
      name: 'Autumn',
      public: false,
      rotator: `${BASE}/r/autumn`,
      list: listed.list,
      views: null,
    });
  });

  it('fill what a deployed write answer leaves out from the request, or the defaults', () => {
    const answer = { error: 0, id: '5', campaign: 'Autumn', rotator: `${BASE}/r/q1w2e3` };
    expect(writtenCampaign(answer, { public: false })).toMatchObject({
      id: 5,
      name: 'Autumn',
      public: false,
      list: '',
    });
    expect(writtenCampaign(answer, {}).public).toBe(true);
    const { id: _id, ...withoutId } = answer;
    expect(writtenCampaign(withoutId, { id: 8 }).id).toBe(8);
    expect(refusal(() => writtenCampaign(withoutId, {}))).toBe('id is missing');
  });
});

describe('channels', () => {
  const item = { id: 3, name: 'Launch', description: 'All launch links', color: '#1a73e8', starred: false };

  it('read the reference item and its deployed variant', () => {
    expect(channel(reference.channel.parse(item))).toEqual(item);
    expect(channel({ ...item, id: '3', starred: '1', description: null })).toEqual({
      ...item,
      starred: true,
      description: '',
    });
  });

  it('read a create answer, taking what it leaves out from the request', () => {
    expect(writtenChannel({ error: 0, ...item }, {})).toEqual(item);
    expect(
      writtenChannel({ error: 0, id: '3', name: 'Launch' }, { color: '#000000', starred: true }),
    ).toEqual({
      id: 3,
      name: 'Launch',
      description: '',
      color: '#000000',
      starred: true,
    });
  });

  it('refuse a channel without a readable flag', () => {
    expect(refusal(() => channel({ ...item, starred: 'maybe' }))).toBe('starred is not true or false');
  });
});

describe('channel items', () => {
  const item = {
    type: 'links',
    id: 21,
    title: 'Spring sale',
    preview: 'https://example.com/spring',
    link: `${BASE}/spring`,
    date: '2025-02-01',
  };

  it('read the reference item and its deployed variant', () => {
    expect(channelItem(reference.channelItem.parse(item))).toEqual(item);
    expect(channelItem({ ...item, id: '21', type: 'qr', title: null })).toEqual({
      ...item,
      type: 'qr',
      title: '',
    });
  });

  it('refuse an item type the app cannot show', () => {
    expect(refusal(() => channelItem({ ...item, type: 'page' }))).toBe('type is not links, bio, qr');
    expect(refusal(() => channelItem({ ...item, type: undefined }))).toBe('type is missing');
  });
});
