import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../support/sandbox.ts';

/**
 * One user can neither read, change nor delete another user's resources of any kind: every foreign id answers
 * 404 exactly like a missing one, foreign items never show in lists, and nothing of the owner's changes.
 */
describe('isolation between users', () => {
  const t = useSandbox({ seed: 'demo' });
  const owned = {} as Record<'domain' | 'pixel' | 'link' | 'qr' | 'campaign' | 'channel', number>;

  beforeAll(async () => {
    const created = async (path: string, body: unknown) => {
      const reply = await t.pro.post(path, body);
      expect(reply.body, path).toMatchObject({ error: 0 });
      return reply.body.id as number;
    };
    owned.domain = await created('/api/domain/add', { domain: 'https://own.isolation.test' });
    owned.pixel = await created('/api/pixel/add', { type: 'snapchat', name: 'Own', tag: 'SNAP-OWN-1' });
    owned.link = await created('/api/url/add', { url: 'https://example.com/own', custom: 'own-link-1' });
    owned.qr = await created('/api/qr/add', {
      type: 'link',
      data: 'https://example.com/own-qr',
      name: 'Own',
    });
    owned.campaign = await created('/api/campaign/add', { name: 'Own campaign' });
    owned.channel = await created('/api/channel/add', { name: 'Own channel' });
    expect((await t.pro.post(`/api/campaign/${owned.campaign}/assign/${owned.link}`)).body.error).toBe(0);
    expect((await t.pro.post(`/api/channel/${owned.channel}/assign/links/${owned.link}`)).body.error).toBe(0);
  });

  const foreignRequests = () =>
    [
      ['PUT', `/api/domain/${owned.domain}/update`, { redirectroot: 'https://evil.example' }],
      ['DELETE', `/api/domain/${owned.domain}/delete`],
      ['PUT', `/api/pixel/${owned.pixel}/update`, { name: 'Taken', tag: 'SNAP-EVIL-1' }],
      ['DELETE', `/api/pixel/${owned.pixel}/delete`],
      ['GET', `/api/url/${owned.link}`],
      ['PUT', `/api/url/${owned.link}/update`, { url: 'https://evil.example' }],
      ['DELETE', `/api/url/${owned.link}/delete`],
      ['GET', `/api/qr/${owned.qr}`],
      ['PUT', `/api/qr/${owned.qr}/update`, { data: 'https://evil.example' }],
      ['DELETE', `/api/qr/${owned.qr}/delete`],
      ['PUT', `/api/campaign/${owned.campaign}/update`, { name: 'Taken over' }],
      ['DELETE', `/api/campaign/${owned.campaign}/delete`],
      ['GET', `/api/channel/${owned.channel}`],
      ['PUT', `/api/channel/${owned.channel}/update`, { name: 'Taken over' }],
      ['DELETE', `/api/channel/${owned.channel}/delete`],
    ] as [string, string, unknown?][];

  it('answers 404 to every read, change and delete of a foreign id', async () => {
    for (const [method, path, body] of foreignRequests()) {
      const reply = await t.free.request(method, path, body);
      expect([path, method, reply.status]).toEqual([path, method, 404]);
      expect(reply.body.error).toBe(1);
    }
  });

  it('refuses to assign foreign links and items, in either direction', async () => {
    const samLink = (await t.free.post('/api/url/add', { url: 'https://example.com/sam' })).body.id;
    const samCampaign = (await t.free.post('/api/campaign/add', { name: 'Sam campaign' })).body.id;
    const samChannel = (await t.free.post('/api/channel/add', { name: 'Sam channel' })).body.id;
    const attempts = [
      `/api/campaign/${samCampaign}/assign/${owned.link}`,
      `/api/campaign/${owned.campaign}/assign/${samLink}`,
      `/api/channel/${samChannel}/assign/links/${owned.link}`,
      `/api/channel/${samChannel}/assign/qr/${owned.qr}`,
      `/api/channel/${owned.channel}/assign/links/${samLink}`,
    ];
    for (const path of attempts) expect([path, (await t.free.post(path)).status]).toEqual([path, 404]);
  });

  it('never lists another user’s items', async () => {
    const lists = [
      ['/api/domains', 'domains'],
      ['/api/pixels', 'pixels'],
      ['/api/urls', 'urls'],
      ['/api/qr', 'qrs'],
      ['/api/campaigns', 'campaigns'],
      ['/api/channels', 'channels'],
      ['/api/overlay', 'cta'],
      ['/api/splash', 'splash'],
    ];
    for (const [path, key] of lists) {
      const mine = (await t.pro.get(`${path}?limit=1000`)).body.data[key!] as { id: number }[];
      const theirs = (await t.free.get(`${path}?limit=1000`)).body.data[key!] as { id: number }[];
      expect(mine.length, path).toBeGreaterThan(0);
      const mineIds = new Set(mine.map((item) => item.id));
      expect(
        theirs.filter((item) => mineIds.has(item.id)),
        path,
      ).toEqual([]);
    }
  });

  it('left everything of the owner as it was', async () => {
    const pixel = (await t.pro.get('/api/pixels?limit=1000')).body.data.pixels.find(
      (p: { id: number }) => p.id === owned.pixel,
    );
    expect(pixel).toMatchObject({ name: 'Own', tag: 'SNAP-OWN-1' });
    expect((await t.pro.get(`/api/url/${owned.link}`)).body.details.longurl).toBe('https://example.com/own');
    expect((await t.pro.get(`/api/qr/${owned.qr}`)).body.details.name).toBe('Own');
    const items = (await t.pro.get(`/api/channel/${owned.channel}`)).body.data.items;
    expect(items).toEqual([expect.objectContaining({ type: 'links', id: owned.link })]);
    const campaign = (await t.pro.get('/api/campaigns?limit=1000')).body.data.campaigns.find(
      (c: { id: number }) => c.id === owned.campaign,
    );
    expect(campaign).toMatchObject({ name: 'Own campaign' });
    const domain = (await t.pro.get('/api/domains?limit=1000')).body.data.domains.find(
      (d: { id: number }) => d.id === owned.domain,
    );
    expect(domain).toMatchObject({ domain: 'https://own.isolation.test', redirectroot: '' });
  });

  it('keeps the admin endpoints from non-admin keys', async () => {
    for (const client of [t.pro, t.free]) {
      for (const path of ['/api/users', '/api/plans', '/api/user/1'])
        expect((await client.get(path)).status).toBe(403);
      expect(
        (await client.post('/api/user/add', { username: 'mallory', email: 'm@x.test', password: 'secret1' }))
          .status,
      ).toBe(403);
      expect((await client.request('DELETE', '/api/user/1/delete')).status).toBe(403);
      expect((await client.put('/api/plan/1/user/2', { type: 'monthly' })).status).toBe(403);
    }
  });
});
