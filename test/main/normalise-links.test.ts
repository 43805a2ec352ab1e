import { describe, expect, it } from 'vitest';
import { link, linkDetails, linkFromDetails } from '../../src/main/api/normalise/links.ts';
import * as reference from '../../src/shared/api/models.ts';
import { refusal } from '../support/refusal.ts';
import { ZERO_STATISTICS } from '../support/zero-statistics.ts';

const DATE = '2025-02-01 09:30:00';

const legacyItem = {
  id: 21,
  alias: 'spring',
  shorturl: 'https://go.example.com/spring',
  longurl: 'https://example.com/spring-sale?utm=1',
  title: 'Spring sale',
  description: '',
  clicks: 13,
  uniqueclicks: 9,
  date: DATE,
};

describe('link list items', () => {
  it('read the current reference item', () => {
    const item = { ...legacyItem, domain: 'https://go.example.com', campaign: 2, channel: [1, 4] };
    expect(link(reference.link.parse(item))).toEqual(item);
  });

  it('read a legacy item, which says nothing of domain, campaign or channels', () => {
    expect(link(reference.link.parse(legacyItem))).toEqual({
      ...legacyItem,
      domain: null,
      campaign: null,
      channel: [],
    });
  });

  it('read a deployed item: string ids and counters, none said as 0, "" or null', () => {
    const deployed = {
      ...legacyItem,
      id: '21',
      clicks: '13',
      uniqueclicks: '9',
      title: null,
      description: null,
      domain: '',
      campaign: '0',
      channel: ['4', 1],
    };
    expect(link(deployed)).toEqual({
      ...legacyItem,
      title: '',
      domain: null,
      campaign: null,
      channel: [4, 1],
    });
    expect(link({ ...deployed, campaign: '2', channel: null })).toMatchObject({ campaign: 2, channel: [] });
  });

  it('keep long URLs of other schemes', () => {
    expect(link({ ...legacyItem, longurl: 'mailto:hello@example.com' }).longurl).toBe(
      'mailto:hello@example.com',
    );
  });

  it('refuse items with unreadable counters or channel ids', () => {
    expect(refusal(() => link({ ...legacyItem, clicks: undefined }))).toBe('clicks is missing');
    expect(refusal(() => link({ ...legacyItem, uniqueclicks: 'nine' }))).toBe(
      'uniqueclicks is not a whole number',
    );
    expect(refusal(() => link({ ...legacyItem, channel: ['x'] }))).toBe('channel.0 is not a whole number');
    expect(refusal(() => link({ ...legacyItem, shorturl: 'spring' }))).toBe('shorturl is not a web address');
  });

  it('read what deployed servers send: null channel rows, repeats, and short URLs without a scheme', () => {
    const item = link({ ...legacyItem, channel: [null, null, '4', null, 4, '7'] });
    expect(item.channel).toEqual([4, 7]);
    expect(link({ ...legacyItem, channel: [null] }).channel).toEqual([]);
    expect(link({ ...legacyItem, shorturl: 'adtracking.link/bare01' }).shorturl).toBe(
      'https://adtracking.link/bare01',
    );
    expect(link({ ...legacyItem, shorturl: 'go.example.com:8443/x' }).shorturl).toBe(
      'https://go.example.com:8443/x',
    );
  });
});

describe('link details', () => {
  const details = {
    id: 21,
    alias: 'spring',
    shorturl: legacyItem.shorturl,
    longurl: legacyItem.longurl,
    title: 'Spring sale',
    description: 'Our sale',
    location: [{ location: 'Germany', link: 'https://example.de/spring' }],
    device: [{ device: 'iPhone', link: 'https://apps.example.com' }],
    expiry: null,
    date: DATE,
  };

  it('read the reference answer, counts in top lists as numbers', () => {
    reference.linkDetails.parse(details);
    const data = { ...ZERO_STATISTICS, clicks: 2, uniqueClicks: 1, topCountries: { Germany: '2' } };
    reference.statistics.parse(data);
    expect(linkDetails({ error: 0, details, data })).toEqual({
      link: details,
      statistics: { ...ZERO_STATISTICS, clicks: 2, uniqueClicks: 1, topCountries: { Germany: 2 } },
    });
  });

  it('read a deployed answer: string id, zero-date expiry, statistics as []', () => {
    const deployed = { ...details, id: '21', expiry: '0000-00-00 00:00:00', location: null, device: '' };
    expect(linkDetails({ error: '0', details: deployed, data: [] })).toEqual({
      link: { ...details, location: [], device: [] },
      statistics: ZERO_STATISTICS,
    });
  });

  it('read targets given as a map of key to link', () => {
    const mapped = { ...details, location: { Germany: 'https://example.de/spring' } };
    expect(linkDetails({ error: 0, details: mapped }).link.location).toEqual(details.location);
  });

  it('read deployed geo targets: lower-cased countries mapped to regions, the whole country first', () => {
    const deployed = {
      ...details,
      location: {
        'united states': { all: 'https://example.com/us' },
        germany: { bavaria: 'https://example.de/by' },
      },
      device: { iphone: 'https://apps.example.com', android: 'https://play.example.com' },
    };
    const read = linkDetails({ error: '0', details: deployed, data: [] }).link;
    expect(read.location).toEqual([
      { location: 'united states', link: 'https://example.com/us' },
      { location: 'germany', link: 'https://example.de/by' },
    ]);
    expect(read.device).toEqual([
      { device: 'iphone', link: 'https://apps.example.com' },
      { device: 'android', link: 'https://play.example.com' },
    ]);
    expect(refusal(() => linkDetails({ error: 0, details: { ...details, location: { france: {} } } }))).toBe(
      'details.location.france is not a URL or a map of regions to URLs',
    );
  });

  it('make a list item of the details a short-URL lookup answers on deployed servers', () => {
    const answer = linkDetails({
      error: '0',
      details: { ...details, shorturl: 'https://go.example.com/spring' },
      data: { ...ZERO_STATISTICS, clicks: '5', uniqueClicks: '3' },
    });
    expect(linkFromDetails(answer)).toEqual({
      id: 21,
      alias: 'spring',
      shorturl: 'https://go.example.com/spring',
      longurl: legacyItem.longurl,
      title: 'Spring sale',
      description: 'Our sale',
      clicks: 5,
      uniqueclicks: 3,
      date: DATE,
      domain: 'https://go.example.com',
      campaign: null,
      channel: [],
    });
  });

  it('refuse details with unreadable targets or no details', () => {
    expect(
      refusal(() => linkDetails({ error: 0, details: { ...details, location: [{ location: 'DE' }] } })),
    ).toBe('details.location.0.link is missing');
    expect(refusal(() => linkDetails({ error: 0 }))).toBe('details is missing');
  });
});
