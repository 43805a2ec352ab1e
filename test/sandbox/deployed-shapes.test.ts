import { describe, expect, it } from 'vitest';
import { postOk } from '../support/post-ok.ts';
import { useSandbox, type ApiClient } from '../support/sandbox.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';

/** The deployed profile's successful answers: text ids and counters, float `maxpage`, renamed keys. */

const textId = expect.stringMatching(/^[1-9]\d*$/);
const EMPTY_MAPS = { topCountries: [], topReferrers: [], topBrowsers: [], topOs: [] };
const VISITOR = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)',
  'cf-ipcountry': 'JP',
};

const aliasOf = (url: string) => url.split('/').pop()!;

/** Visits a short link as a browser would, which records a click. */
async function visit(client: ApiClient, alias: string): Promise<void> {
  expect((await client.get(`/${alias}`, VISITOR)).status).toBe(302);
}

/**
 * Lists `path` and checks the answer is a single page of the default 15 holding `items` under `key`: the numbers as
 * text, and `maxpage` a number written as a float.
 */
async function expectOnePage(client: ApiClient, path: string, key: string, items: unknown[]): Promise<void> {
  const reply = await client.get(path);
  const maxpage = items.length === 0 ? 0 : 1;
  expect(reply.text).toContain(`"maxpage":${maxpage}.0,`);
  expect(reply.body.data).toEqual({
    result: String(items.length),
    perpage: '15',
    currentpage: '1',
    nextpage: null,
    maxpage,
    [key]: items,
  });
}

describe.each(['current', 'legacy'] as const)('deployed profile answers (%s revision)', (revision) => {
  const t = useSandbox({ profile: 'deployed', revision });
  const rows = new SandboxRows(t);

  it('gives the account with text ids and its `planid`', async () => {
    const plan = rows.get<{ plan_id: number }>(
      'SELECT plan_id FROM users WHERE id = ?',
      rows.userId('alex'),
    )!;
    const reply = await t.pro.get('/api/account');
    expect(reply.body).toEqual({
      error: 0,
      data: {
        id: String(rows.userId('alex')),
        email: expect.any(String),
        username: 'alex',
        avatar: expect.any(String),
        status: 'pro',
        expires: expect.any(String),
        registered: expect.any(String),
        planid: String(plan.plan_id),
      },
    });
    const samsPlan = rows.get<{ plan_id: number }>(
      'SELECT plan_id FROM users WHERE id = ?',
      rows.userId('sam'),
    )!;
    expect((await t.free.get('/api/account')).body.data.planid).toBe(String(samsPlan.plan_id));
    expect(samsPlan.plan_id).not.toBe(plan.plan_id);
  });

  it('sends the pagination numbers as text and `maxpage` as a float', async () => {
    await expectOnePage(t.pro, '/api/domains', 'domains', []);

    const ids: string[] = [];
    for (const tag of ['UET10001', 'UET10002', 'UET10003']) {
      const created = await postOk(t.pro, '/api/pixel/add', { type: 'bing', name: `Pixel ${tag}`, tag });
      expect(created.body).toEqual({ error: 0, id: textId });
      ids.push(created.body.id);
    }
    const first = await t.pro.get('/api/pixels?limit=2');
    expect(first.text).toContain('"maxpage":2.0,');
    expect(first.body.error).toBe('0');
    expect(first.body.data).toMatchObject({ result: '3', perpage: '2', currentpage: '1', nextpage: '2' });
    expect(first.body.data.pixels.map((p: any) => p.id)).toEqual([ids[2], ids[1]]);
    const last = await t.pro.get('/api/pixels?limit=2&page=2');
    expect(last.text).toContain('"maxpage":2.0,');
    expect(last.body.data).toMatchObject({ currentpage: '2', nextpage: null });
    // A name that looks like the key is left alone: only the envelope's `maxpage` changes.
    await postOk(t.pro, '/api/pixel/add', { type: 'bing', name: '"maxpage":7', tag: 'UET10004' });
    expect((await t.pro.get('/api/pixels?limit=1')).body.data.pixels[0].name).toBe('"maxpage":7');
  });

  it('lists overlays under `overlay`, not `cta`', async () => {
    const id = rows.insertOverlay('alex', 'Contact us', { type: 'contact', date: '2025-02-03 04:05:06' });
    await expectOnePage(t.pro, '/api/overlay', 'overlay', [
      { id: String(id), type: 'contact', name: 'Contact us', date: '2025-02-03 04:05:06' },
    ]);
  });

  it('answers QR details with the date under `data`, and statistics for dynamic codes only', async () => {
    const dynamic = await postOk(t.pro, '/api/qr/add', { type: 'link', data: 'https://example.com/menu' });
    const fixed = await postOk(t.pro, '/api/qr/add', { type: 'text', data: 'Table 12' });
    expect(dynamic.body).toEqual({ error: 0, id: textId, link: expect.any(String) });

    const unvisited = await t.pro.get(`/api/qr/${dynamic.body.id}`);
    expect(unvisited.body).toEqual({
      error: 0,
      details: {
        id: dynamic.body.id,
        link: dynamic.body.link,
        scans: '0',
        name: '',
        data: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      },
      data: {
        clicks: '0',
        uniqueClicks: '0',
        ...EMPTY_MAPS,
        socialCount: { facebook: 0, twitter: 0, instagram: 0 },
      },
    });
    expect(unvisited.text).toContain('"topCountries":[]');

    await visit(t.anonymous, aliasOf(dynamic.body.link));
    const visited = await t.pro.get(`/api/qr/${dynamic.body.id}`);
    expect(visited.body.details.scans).toBe('1');
    expect(visited.body.data).toMatchObject({
      clicks: '1',
      uniqueClicks: '1',
      topCountries: { Japan: '1' },
      topOs: { iOS: '1' },
    });

    const staticCode = await t.pro.get(`/api/qr/${fixed.body.id}`);
    expect(Object.keys(staticCode.body)).toEqual(['error', 'details']);
    expect(Object.keys(staticCode.body.details)).toEqual(['id', 'link', 'scans', 'name', 'data']);

    const listed = await t.pro.get('/api/qr');
    expect(listed.body.data.qrs.map((qr: any) => [qr.id, qr.scans])).toEqual([
      [fixed.body.id, '0'],
      [dynamic.body.id, '1'],
    ]);
    // The list keeps the reference's `date`: only the details have the typo.
    expect(listed.body.data.qrs[0].date).toMatch(/^\d{4}-/);
  });

  it('gives links with text ids and counters, and `[]` for empty statistics', async () => {
    const created = await postOk(t.pro, '/api/url/add', { url: 'https://example.com/deployed-links' });
    expect(created.body).toEqual({ error: 0, id: textId, shorturl: expect.any(String) });
    const fresh = await t.pro.get(`/api/url/${created.body.id}`);
    expect(fresh.body.details.id).toBe(created.body.id);
    expect(fresh.body.data).toMatchObject({ clicks: '0', uniqueClicks: '0', ...EMPTY_MAPS });

    await visit(t.anonymous, aliasOf(created.body.shorturl));
    await visit(t.anonymous, aliasOf(created.body.shorturl));
    const visited = await t.pro.get(`/api/url/${created.body.id}`);
    expect(visited.body.data).toMatchObject({ clicks: '2', uniqueClicks: '1', topCountries: { Japan: '2' } });

    const listed = await t.pro.get('/api/urls');
    expect(listed.body.data.urls).toEqual([
      expect.objectContaining({ id: created.body.id, clicks: '2', uniqueclicks: '1' }),
    ]);
  });

  it('gives users and plans with text ids, and answers a new user with `userid` only', async () => {
    const created = await postOk(t.admin, '/api/user/add', {
      username: `deployed${revision}`,
      email: `deployed-${revision}@example.com`,
      password: 'secret1',
    });
    expect(created.body).toEqual({ error: 0, message: expect.any(String), userid: textId });

    const user = await t.admin.get(`/api/user/${created.body.userid}`);
    expect(user.body.data).toMatchObject({ id: created.body.userid, planid: '0', status: 'free' });
    const users = await t.admin.get('/api/users');
    expect(users.body.data.map((u: any) => u.id)).toContain(created.body.userid);
    expect(users.body.data.every((u: any) => typeof u.id === 'string' && typeof u.planid === 'string')).toBe(
      true,
    );

    const plans = await t.admin.get('/api/plans');
    expect(plans.body.data.length).toBeGreaterThan(0);
    for (const plan of plans.body.data) expect(plan.id).toEqual(textId);
    const subscribed = await t.admin.put(`/api/plan/${plans.body.data[0].id}/user/${created.body.userid}`, {
      type: 'monthly',
    });
    expect(subscribed.body).toEqual({ error: 0, message: expect.any(String) });
  });
});

describe('deployed profile answers for campaigns and channels', () => {
  const t = useSandbox({ profile: 'deployed' });

  it('answers campaign create and update with the name under `campaign`', async () => {
    const created = await postOk(t.pro, '/api/campaign/add', { name: 'Spring sale', slug: 'spring-dep' });
    expect(created.body).toEqual({
      error: 0,
      id: textId,
      campaign: 'Spring sale',
      public: true,
      rotator: `${t.sandbox.url}/r/spring-dep`,
      list: `${t.sandbox.url}/u/alex/spring-dep-${created.body.id}`,
    });
    const updated = await t.pro.put(`/api/campaign/${created.body.id}/update`, { name: 'Summer sale' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ error: 0, id: created.body.id, campaign: 'Summer sale' });
    expect(updated.body).not.toHaveProperty('domain');
  });

  it('lists campaigns with `name` and a `views` count, and gives one created without a slug a random one', async () => {
    const created = await postOk(t.pro, '/api/campaign/add', { name: 'Autumn' });
    const slug = /\/r\/([A-Za-z0-9]{6})$/.exec(created.body.rotator)![1]!;
    const listed = await t.pro.get('/api/campaigns');
    expect(listed.text).toContain('"maxpage":1.0,');
    expect(listed.body.data.campaigns[0]).toEqual({
      id: created.body.id,
      name: 'Autumn',
      views: '0',
      public: true,
      rotator: `${t.sandbox.url}/r/${slug}`,
      list: `${t.sandbox.url}/u/alex/${slug}-${created.body.id}`,
    });
  });

  it('answers a channel update with the channel itself', async () => {
    const created = await postOk(t.pro, '/api/channel/add', { name: 'Launch', color: '#112233' });
    expect(created.body).toEqual({
      error: 0,
      id: textId,
      name: 'Launch',
      description: '',
      color: '#112233',
      starred: false,
    });
    const updated = await t.pro.put(`/api/channel/${created.body.id}/update`, {
      description: 'Spring launch',
      starred: true,
    });
    expect(updated.body).toEqual({
      error: 0,
      id: created.body.id,
      name: 'Launch',
      description: 'Spring launch',
      color: '#112233',
      starred: true,
    });
    const missing = await t.pro.put('/api/channel/999999/update', { name: 'Nope' });
    expect(missing.body).toEqual({ error: 1, message: 'Channel not found.' });
  });

  it('gives a link’s campaign and channels as text ids, in lists and channel items', async () => {
    const campaign = await postOk(t.pro, '/api/campaign/add', { name: 'Linked' });
    const channels = [
      await postOk(t.pro, '/api/channel/add', { name: 'First' }),
      await postOk(t.pro, '/api/channel/add', { name: 'Second' }),
    ].map((reply) => reply.body.id as string);
    const link = await postOk(t.pro, '/api/url/add', { url: 'https://example.com/grouped' });
    await postOk(t.pro, `/api/campaign/${campaign.body.id}/assign/${link.body.id}`, undefined);
    for (const channel of channels)
      await postOk(t.pro, `/api/channel/${channel}/assign/links/${link.body.id}`, undefined);

    const listed = await t.pro.get('/api/urls');
    expect(listed.body.data.urls[0]).toMatchObject({
      id: link.body.id,
      campaign: campaign.body.id,
      channel: channels,
    });
    const items = await t.pro.get(`/api/channel/${channels[0]}`);
    expect(items.body.data).toMatchObject({ result: '1', maxpage: 1 });
    expect(items.body.data.items).toEqual([expect.objectContaining({ type: 'links', id: link.body.id })]);
  });
});
