import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../src/main/api/normalise/answer.ts';
import { domain } from '../../src/main/api/normalise/domains.ts';
import { overlay } from '../../src/main/api/normalise/overlays.ts';
import { pixel } from '../../src/main/api/normalise/pixels.ts';
import { qrCode, qrDetails } from '../../src/main/api/normalise/qr.ts';
import { splash } from '../../src/main/api/normalise/splash.ts';
import { statistics } from '../../src/main/api/normalise/statistics.ts';
import * as reference from '../../src/shared/api/models.ts';
import { refusal } from '../support/refusal.ts';

const DATE = '2025-02-01 09:30:00';

describe('domains', () => {
  const item = {
    id: 3,
    domain: 'https://go.example.com',
    redirectroot: 'https://example.com',
    redirect404: '',
  };

  it('reads the reference item as it is', () => {
    expect(domain(reference.domain.parse(item))).toEqual(item);
  });

  it('reads string ids and null redirects', () => {
    expect(domain({ ...item, id: '3', redirectroot: null, redirect404: null })).toEqual({
      ...item,
      redirectroot: '',
    });
  });

  it('keeps shared domains with id null', () => {
    expect(
      domain({ id: null, domain: 'https://shared.example', redirectroot: '', redirect404: '' }).id,
    ).toBeNull();
  });

  it('refuses a domain without an id, an address or a readable id', () => {
    expect(refusal(() => domain({ ...item, id: undefined }))).toBe('id is missing');
    expect(refusal(() => domain({ ...item, domain: undefined }))).toBe('domain is missing');
    expect(refusal(() => domain({ ...item, id: 'x3' }))).toBe('id is not a whole number');
  });
});

describe('overlays, splash pages and pixels', () => {
  it('read reference items and their deployed string-id variants alike', () => {
    const cta = { id: 2, type: 'contact', name: 'Call us', date: DATE };
    const page = { id: 5, name: 'Leaving', date: DATE };
    const tag = { id: 8, type: 'tiktok', name: 'Shop', tag: 'C1234567', date: DATE };
    expect(overlay(reference.overlay.parse(cta))).toEqual(cta);
    expect(overlay({ ...cta, id: '2' })).toEqual(cta);
    expect(splash(reference.splash.parse(page))).toEqual(page);
    expect(splash({ ...page, id: '5' })).toEqual(page);
    expect(pixel(reference.pixel.parse(tag))).toEqual(tag);
    expect(pixel({ ...tag, id: '8' })).toEqual(tag);
  });

  it('keep a pixel provider this version does not know', () => {
    expect(pixel({ id: 1, type: 'mastodon', name: 'M', tag: 'abcdef', date: DATE }).type).toBe('mastodon');
  });

  it('refuse items that lack what a screen shows', () => {
    expect(refusal(() => overlay({ id: 2, type: 'contact', date: DATE }))).toBe('name is missing');
    expect(refusal(() => splash({ id: 5, name: 'Leaving', date: 'soon' }))).toBe('date is not a date');
    expect(refusal(() => pixel({ id: 1, type: 'bing', name: 'B', date: DATE }))).toBe('tag is missing');
  });
});

describe('QR codes', () => {
  const item = { id: 9, link: 'https://go.example.com/qr/AbC123', scans: 4, name: 'Menu', date: DATE };
  const stats = {
    clicks: 4,
    uniqueClicks: 3,
    topCountries: { Germany: '3', France: '1' },
    topReferrers: { 'facebook.com': '2' },
    topBrowsers: { Firefox: '4' },
    topOs: { Linux: '4' },
    socialCount: { facebook: 2, twitter: 0, instagram: 0 },
  };
  const cleanStats = {
    ...stats,
    topCountries: { Germany: 3, France: 1 },
    topReferrers: { 'facebook.com': 2 },
    topBrowsers: { Firefox: 4 },
    topOs: { Linux: 4 },
  };

  it('reads the reference list item and details', () => {
    expect(qrCode(reference.qrCode.parse(item))).toEqual(item);
    reference.statistics.parse(stats);
    expect(qrDetails({ error: 0, details: item, data: stats })).toEqual({ qr: item, statistics: cleanStats });
  });

  it('reads deployed details: string counters, the date under `data`, empty maps as []', () => {
    const deployed = {
      error: '0',
      details: { id: '9', link: item.link, scans: '4', name: 'Menu', data: DATE },
      data: {
        clicks: '4',
        uniqueClicks: '3',
        topCountries: { Germany: 3, France: '1' },
        topReferrers: [],
        topBrowsers: [],
        topOs: [],
        socialCount: { facebook: '0', twitter: '0', instagram: '0' },
      },
    };
    expect(qrDetails(deployed)).toEqual({
      qr: item,
      statistics: {
        clicks: 4,
        uniqueClicks: 3,
        topCountries: { Germany: 3, France: 1 },
        topReferrers: {},
        topBrowsers: {},
        topOs: {},
        socialCount: { facebook: 0, twitter: 0, instagram: 0 },
      },
    });
  });

  it('gives static codes, which have no statistics or `[]`, statistics null', () => {
    expect(qrDetails({ error: 0, details: item }).statistics).toBeNull();
    expect(qrDetails({ error: 0, details: item, data: [] }).statistics).toBeNull();
  });

  it('reads legacy items without a name as unnamed', () => {
    const { name: _name, ...legacy } = item;
    expect(qrCode(legacy)).toEqual({ ...item, name: '' });
  });

  it('refuses details without the code, or with statistics it cannot read', () => {
    const noDetails = refusal(() => readAnswer('the QR code', () => qrDetails({ error: 0, data: stats })));
    expect(noDetails).toBe(
      "The installation's answer to the QR code could not be read: the answer has no details.",
    );
    const noDate = refusal(() => qrDetails({ error: 0, details: { ...item, date: undefined } }));
    expect(noDate).toBe('details.date is missing');
    const badCount = refusal(() =>
      qrDetails({ error: 0, details: item, data: { ...stats, clicks: 'many' } }),
    );
    expect(badCount).toBe('data.clicks is not a whole number');
    const badTop = refusal(() =>
      qrDetails({ error: 0, details: item, data: { ...stats, topCountries: { Germany: 'lots' } } }),
    );
    expect(badTop).toBe('data.topCountries.Germany is not a whole number');
  });
});

describe('statistics', () => {
  it('count a network the installation does not track as nobody', () => {
    const raw = {
      clicks: 0,
      uniqueClicks: 0,
      topCountries: [],
      topReferrers: [],
      topBrowsers: [],
      topOs: [],
    };
    expect(statistics({ ...raw, socialCount: { facebook: 1 } }).socialCount).toEqual({
      facebook: 1,
      twitter: 0,
      instagram: 0,
    });
    expect(statistics({ ...raw, socialCount: [] }).socialCount).toEqual({
      facebook: 0,
      twitter: 0,
      instagram: 0,
    });
  });

  it('refuse a top list that is neither a map nor empty', () => {
    const raw = { clicks: 0, uniqueClicks: 0, topCountries: ['Germany'] };
    expect(refusal(() => statistics(raw))).toBe('topCountries is not an object');
  });
});
