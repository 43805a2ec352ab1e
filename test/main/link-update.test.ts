import { describe, expect, it } from 'vitest';
import type { Call } from '../../src/main/api/call.ts';
import { updateLinkKeepingTheRest } from '../../src/main/api/endpoints/link-update.ts';

const NOW = Date.parse('2026-06-01T00:00:00Z');

interface Stored {
  details: Record<string, unknown>;
  item: Record<string, unknown>;
}

/**
 * An installation that replaces a link on update, as deployed ones do, answering from memory: what main sent is
 * what the link becomes. `searchFinds` says whether its keyword search finds the link.
 */
function replacingInstallation(stored: Stored, options: { searchFinds: boolean }) {
  const sent: { method: string; path: string; body?: unknown }[] = [];
  const listing = (items: unknown[]) => ({
    error: 0,
    data: { result: items.length, perpage: 100, currentpage: 1, maxpage: 1, urls: items },
  });
  const call: Call = async (method, path, body) => {
    sent.push({ method, path, ...(body !== undefined ? { body } : {}) });
    const answer = (value: Record<string, unknown>) => ({ status: 200, headers: new Headers(), body: value });
    if (method === 'GET' && path.startsWith('api/url/')) return answer({ error: 0, details: stored.details });
    if (method === 'GET' && path.startsWith('api/urls')) {
      const searching = path.includes('q=');
      return answer(listing(searching && !options.searchFinds ? [] : [stored.item]));
    }
    if (method === 'PUT') {
      const update = body as Record<string, unknown>;
      stored.details = {
        ...stored.details,
        longurl: update.url ?? stored.details.longurl,
        expiry: update.expiry ?? null,
        location: update.geotarget ?? [],
        device: update.devicetarget ?? [],
        description: '',
      };
      stored.item = { ...stored.item, campaign: update.campaign ?? null };
      return answer({ error: 0, id: stored.details.id, shorturl: stored.details.shorturl });
    }
    throw new Error(`unexpected ${method} ${path}`);
  };
  return { call, sent, puts: () => sent.filter((request) => request.method === 'PUT') };
}

const LINK = {
  id: 7,
  alias: 'spring',
  shorturl: 'https://go.example.com/spring',
  longurl: 'https://example.com/spring',
  title: 'Spring',
  description: 'Season launch',
  location: [{ location: 'Germany', link: 'https://example.de' }],
  device: [],
  expiry: '2026-01-01 00:00:00',
  date: '2025-01-01 10:00:00',
};
const ITEM = {
  ...LINK,
  clicks: 0,
  uniqueclicks: 0,
  domain: 'https://go.example.com',
  campaign: 3,
  channel: [null, 4],
};

describe('a link edit on an installation that replaces the link', () => {
  it('sends the whole link, leaves out an expiry that has passed, and reports what was dropped', async () => {
    const installation = replacingInstallation(
      { details: { ...LINK }, item: { ...ITEM } },
      { searchFinds: true },
    );
    const saved = await updateLinkKeepingTheRest(installation.call, 7, {
      changes: { metatitle: 'Summer' },
      revision: 'current',
      installationOrigin: 'https://links.example.com',
      now: NOW,
    });
    expect(installation.puts()[0]!.body).toEqual({
      url: LINK.longurl,
      domain: 'https://go.example.com',
      geotarget: LINK.location,
      description: 'Season launch',
      campaign: 3,
      channel: 4,
      metatitle: 'Summer',
    });
    expect(saved).toEqual({ id: 7, shorturl: LINK.shorturl, dropped: ['description'], kept: [] });
  });

  it('sends the redirect and the pixels only when the person changed them, since nothing reads them back', async () => {
    const installation = replacingInstallation(
      { details: { ...LINK }, item: { ...ITEM } },
      { searchFinds: true },
    );
    const edit = { revision: 'current', installationOrigin: 'https://links.example.com', now: NOW } as const;
    await updateLinkKeepingTheRest(installation.call, 7, { ...edit, changes: { metatitle: 'Summer' } });
    await updateLinkKeepingTheRest(installation.call, 7, {
      ...edit,
      changes: { type: 'overlay-2', pixels: [4, 6] },
    });
    const [untouched, changed] = installation.puts().map((put) => put.body as Record<string, unknown>);
    expect(untouched).not.toHaveProperty('type');
    expect(untouched).not.toHaveProperty('pixels');
    expect(changed).toMatchObject({ type: 'overlay-2', pixels: [4, 6] });
  });

  it('finds the list item in the whole list when the keyword search misses it', async () => {
    const installation = replacingInstallation(
      { details: { ...LINK }, item: { ...ITEM } },
      { searchFinds: false },
    );
    await updateLinkKeepingTheRest(installation.call, 7, {
      changes: {},
      revision: 'current',
      now: NOW,
    });
    expect(installation.puts()[0]!.body).toMatchObject({ campaign: 3, channel: 4 });
    expect(installation.sent.filter((request) => request.path.startsWith('api/urls?'))).toHaveLength(4);
  });

  it('on a legacy installation, takes the domain from the short URL and asks no list', async () => {
    const installation = replacingInstallation(
      { details: { ...LINK, shorturl: 'https://links.example.com/spring' }, item: { ...ITEM } },
      { searchFinds: true },
    );
    await updateLinkKeepingTheRest(installation.call, 7, {
      changes: { url: 'https://example.com/new' },
      remove: ['geotarget'],
      revision: 'legacy',
      installationOrigin: 'https://links.example.com',
      now: NOW,
    });
    expect(installation.puts()[0]!.body).toEqual({ url: 'https://example.com/new' });
    expect(installation.sent.some((request) => request.path.startsWith('api/urls'))).toBe(false);
  });
});
