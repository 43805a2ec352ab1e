import { beforeAll, describe, expect, it } from 'vitest';
import { DYNAMIC_QR_TYPES, QR_TYPES, type QrType } from '../../src/shared/api/constants.ts';
import {
  account,
  campaign,
  channel,
  channelItem,
  domain,
  link,
  linkDetails,
  overlay,
  paginated,
  pixel,
  plan,
  qrCode,
  splash,
  statistics,
  user,
} from '../../src/shared/api/models.ts';
import {
  campaignCreateBody,
  channelCreateBody,
  pixelCreateBody,
  qrDataSchemas,
} from '../../src/shared/api/requests.ts';
import { qrPayload } from '../../src/shared/qr/payload.ts';
import { useSandbox, type ApiClient, type TestSandbox } from '../support/sandbox.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';

// A fixed clock: the demo's dates are offsets from it, so two seeds made with it are identical.
const NOW = Date.UTC(2026, 3, 15, 10, 30, 0);
const DAY = 86_400_000;
const DIRECT = 'Direct, email and other';
const SYSTEMS = new Set(['Windows', 'macOS', 'iOS', 'Android', 'Linux']);
const BROWSERS = new Set(['Chrome', 'Firefox', 'Safari', 'Edge', 'Samsung Internet', 'Opera']);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

const demoOptions = (revision: 'current' | 'legacy' = 'current') => ({
  seed: 'demo' as const,
  revision,
  now: () => NOW,
});

/** A whole list in one page. */
async function list(client: ApiClient, path: string) {
  const reply = await client.get(`${path}${path.includes('?') ? '&' : '?'}limit=1000`);
  expect(reply.status, `${path}: ${reply.text}`).toBe(200);
  return reply.body;
}

const parseDatetime = (value: string) => Date.parse(value.replace(' ', 'T') + 'Z');

describe('demo seed (current revision)', () => {
  const t = useSandbox(demoOptions());
  let rows: SandboxRows;
  let proId: number;
  let freeId: number;

  beforeAll(() => {
    rows = new SandboxRows(t);
    proId = rows.userId('alex');
    freeId = rows.userId('sam');
  });

  it('lists the three users and three plans, one of them free', async () => {
    expect(t.sandbox.accounts.map(({ username, status }) => ({ username, status }))).toEqual([
      { username: 'admin', status: 'admin' },
      { username: 'alex', status: 'pro' },
      { username: 'sam', status: 'free' },
    ]);
    const plans = plan.array().parse((await t.admin.get('/api/plans')).body.data);
    expect(plans.map((entry) => entry.free)).toEqual([true, false, false]);
    expect(user.array().parse((await t.admin.get('/api/users')).body.data)).toHaveLength(3);
  });

  it('gives the pro user a scoped key for links, QR codes and domains only', async () => {
    expect(t.sandbox.scopedKeys).toEqual([
      {
        username: 'alex',
        apiKey: expect.stringMatching(/^[0-9a-f]{40}$/),
        scopes: ['links', 'qr', 'domains'],
      },
    ]);
    const scoped = t.pro.as(t.sandbox.scopedKeys[0]!.apiKey);
    expect((await scoped.get('/api/urls')).body.data.result).toBe(41);
    expect((await scoped.get('/api/account')).status).toBe(403);
  });

  it('gives the pro user four branded domains on reserved .test names, one of them stored bare', async () => {
    const domains = paginated('domains', domain).parse(await list(t.pro, '/api/domains')).data.domains;
    expect(domains).toHaveLength(4);
    // The reference prints every domain with its scheme, the one stored bare included.
    for (const entry of domains) expect(entry.domain).toMatch(/^https:\/\/[a-z.-]+\.test$/);
    expect(
      rows.get('SELECT domain FROM domains WHERE user_id = ? AND domain NOT LIKE ?', proId, '%://%'),
    ).toEqual({ domain: 'go.example-ads.test' });
    expect(domains.some((entry) => entry.redirectroot !== '')).toBe(true);
  });

  it('gives the pro user pixels of several providers, every tag one the API itself would accept', async () => {
    const pixels = paginated('pixels', pixel).parse(await list(t.pro, '/api/pixels')).data.pixels;
    expect(pixels.length).toBeGreaterThanOrEqual(8);
    expect(new Set(pixels.map((entry) => entry.type)).size).toBe(pixels.length);
    expect(pixels.map((entry) => entry.type)).toContain('tiktok');
    for (const entry of pixels) {
      const check = pixelCreateBody('current').safeParse({
        type: entry.type,
        name: entry.name,
        tag: entry.tag,
      });
      expect(check.success, `${entry.type} ${entry.tag}`).toBe(true);
    }
  });

  it('gives the pro user three splash pages and three CTA overlays of both types', async () => {
    const pages = paginated('splash', splash).parse(await list(t.pro, '/api/splash')).data.splash;
    expect(pages).toHaveLength(3);
    const overlays = paginated('cta', overlay).parse(await list(t.pro, '/api/overlay')).data.cta;
    expect(overlays).toHaveLength(3);
    expect(new Set(overlays.map((entry) => entry.type))).toEqual(new Set(['message', 'contact']));
    // Their titles and messages are what visitors see; the API does not list them.
    const texts = rows.all<{ title: string; message: string }>(
      'SELECT title, message FROM splash_pages WHERE user_id = ?',
      proId,
    );
    for (const text of texts) expect(text.title.length * text.message.length).toBeGreaterThan(0);
  });

  it('gives the pro user about 40 links with click history, fewer unique clicks than clicks', async () => {
    const body = paginated('urls', link).parse(await list(t.pro, '/api/urls'));
    const links = body.data.urls;
    expect(links).toHaveLength(41);
    expect(links[0]).toMatchObject({
      alias: 'bare01',
      domain: 'https://go.example-ads.test',
      shorturl: 'https://go.example-ads.test/bare01',
    });
    expect(links.filter((entry) => entry.clicks > 0).length).toBeGreaterThanOrEqual(35);
    for (const entry of links) {
      if (entry.clicks >= 2) expect(entry.uniqueclicks, entry.alias).toBeLessThan(entry.clicks);
      expect(entry.longurl).toMatch(/^https:\/\/[a-z.]+\.example\.(com|org|net)\//);
    }
    expect(links.filter((entry) => entry.title !== '').length).toBeGreaterThanOrEqual(30);
    expect(links.filter((entry) => entry.domain !== null).length).toBeGreaterThanOrEqual(3);
    for (const entry of links.filter((item) => item.domain !== null)) {
      expect(entry.shorturl).toBe(`${entry.domain}/${entry.alias}`);
    }
    // Newest first, and ids grow with dates as on a real account.
    const dates = links.map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('spreads clicks over the last 90 days from believable countries, referrers, browsers and systems', async () => {
    const clicks = rows.all<{ date: string; country: string; referrer: string; browser: string; os: string }>(
      `SELECT c.date, c.country, c.referrer, c.browser, c.os FROM clicks c JOIN links l ON l.id = c.link_id
        WHERE l.user_id = ?`,
      proId,
    );
    expect(clicks.length).toBeGreaterThan(2000);
    const times = clicks.map((click) => parseDatetime(click.date));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW - 90 * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    // Every month of the window has visits.
    for (const daysBack of [0, 30, 60]) {
      expect(times.some((time) => time <= NOW - daysBack * DAY && time > NOW - (daysBack + 30) * DAY)).toBe(
        true,
      );
    }
    const countries = new Set(clicks.map((click) => click.country));
    expect(countries.size).toBeGreaterThanOrEqual(10);
    expect(countries).toContain(regionNames.of('US'));
    expect(countries).toContain(regionNames.of('DE'));
    expect(countries).toContain(regionNames.of('GB'));
    const referrers = new Set(clicks.map((click) => click.referrer));
    for (const referrer of [DIRECT, 'facebook.com', 't.co', 'instagram.com', 'google.com'])
      expect(referrers).toContain(referrer);
    for (const click of clicks) {
      expect(BROWSERS).toContain(click.browser);
      expect(SYSTEMS).toContain(click.os);
    }
  });

  it('answers link details with statistics drawn from those clicks', async () => {
    const links = (await list(t.pro, '/api/urls?order=click')).data.urls;
    const busiest = links[0];
    const reply = await t.pro.get(`/api/url/${busiest.id}`);
    expect(reply.status).toBe(200);
    expect(linkDetails.parse(reply.body.details).id).toBe(busiest.id);
    const stats = statistics.parse(reply.body.data);
    expect(stats.clicks).toBe(busiest.clicks);
    expect(stats.clicks).toBeGreaterThanOrEqual(180);
    expect(stats.uniqueClicks).toBeLessThan(stats.clicks);
    expect(Object.keys(stats.topCountries).length).toBeGreaterThan(3);
    for (const os of Object.keys(stats.topOs)) expect(SYSTEMS).toContain(os);
    expect(
      stats.socialCount.facebook + stats.socialCount.twitter + stats.socialCount.instagram,
    ).toBeGreaterThan(0);
  });

  it('stores the link features a real account uses: redirects, expiry, a password, pixels, targets', () => {
    const features = rows.all<{ redirect: string; n: number }>(
      `SELECT redirect, COUNT(*) AS n FROM links WHERE user_id = ? AND kind = 'link' GROUP BY redirect`,
      proId,
    );
    const byRedirect = Object.fromEntries(features.map((row) => [row.redirect, row.n]));
    expect(byRedirect.frame).toBeGreaterThanOrEqual(1);
    expect(byRedirect.splash).toBeGreaterThanOrEqual(1);
    expect(byRedirect.overlay).toBeGreaterThanOrEqual(1);
    const linkCount = (where: string) =>
      rows.count(`SELECT COUNT(*) AS n FROM links WHERE user_id = ? AND kind = 'link' AND ${where}`, proId);
    expect(linkCount('password_hash IS NOT NULL')).toBe(1);
    expect(linkCount('expiry IS NOT NULL')).toBeGreaterThanOrEqual(2);
    expect(linkCount(`meta_title <> ''`)).toBeGreaterThanOrEqual(30);
    expect(linkCount(`targets LIKE '%"location"%'`)).toBeGreaterThanOrEqual(1);
    // Splash pages and overlays the links use are the pro user's own.
    expect(
      rows.count(
        `SELECT COUNT(*) AS n FROM links l LEFT JOIN splash_pages s ON s.id = l.splash_id
          LEFT JOIN overlays o ON o.id = l.overlay_id
          WHERE l.user_id = ? AND ((l.splash_id IS NOT NULL AND s.user_id <> l.user_id)
            OR (l.overlay_id IS NOT NULL AND o.user_id <> l.user_id)
            OR (l.redirect = 'splash' AND l.splash_id IS NULL) OR (l.redirect = 'overlay' AND l.overlay_id IS NULL))`,
        proId,
      ),
    ).toBe(0);
    expect(
      rows.count(
        `SELECT COUNT(DISTINCT lp.link_id) AS n FROM link_pixels lp JOIN links l ON l.id = lp.link_id
          JOIN pixels p ON p.id = lp.pixel_id WHERE l.user_id = ? AND p.user_id = l.user_id`,
        proId,
      ),
    ).toBeGreaterThanOrEqual(5);
  });

  it('gives the pro user QR codes of every type; the dynamic ones have scans', async () => {
    const codes = paginated('qrs', qrCode).parse(await list(t.pro, '/api/qr')).data.qrs;
    expect(codes.length).toBeGreaterThanOrEqual(15);
    for (const code of codes) expect(code.name).not.toBe('');
    const stored = rows.all<{
      id: number;
      type: QrType;
      data: string;
      alias: string;
      background: string;
      foreground: string;
      link_id: number | null;
    }>(
      'SELECT id, type, data, alias, background, foreground, link_id FROM qr_codes WHERE user_id = ?',
      proId,
    );
    expect(new Set(stored.map((row) => row.type))).toEqual(new Set(QR_TYPES));
    expect(new Set(stored.map((row) => row.alias)).size).toBe(stored.length);

    for (const row of stored) {
      const listed = codes.find((code) => code.id === row.id)!;
      expect(listed.link).toBe(`${t.sandbox.url}/qr/${row.alias}`);
      expect(row.background).toMatch(/^rgb\(\d{1,3},\d{1,3},\d{1,3}\)$/);
      expect(row.foreground).toMatch(/^rgb\(\d{1,3},\d{1,3},\d{1,3}\)$/);
      const data: unknown = JSON.parse(row.data);
      expect(qrDataSchemas[row.type].safeParse(data).success, `${row.type} ${row.data}`).toBe(true);
      if (!DYNAMIC_QR_TYPES.includes(row.type)) {
        expect(row.link_id).toBeNull();
        expect(listed.scans).toBe(0);
        continue;
      }
      // A dynamic code's hidden link: same alias, kind 'qr', leading to the code's payload.
      const [hidden] = rows.all<{ kind: string; alias: string; long_url: string; user_id: number }>(
        'SELECT kind, alias, long_url, user_id FROM links WHERE id = ?',
        row.link_id,
      );
      expect(hidden).toEqual({
        kind: 'qr',
        alias: row.alias,
        long_url: qrPayload(row.type, data),
        user_id: proId,
      });
      expect(listed.scans).toBeGreaterThan(0);
      const details = await t.pro.get(`/api/qr/${row.id}`);
      expect(statistics.parse(details.body.data).clicks).toBe(listed.scans);
    }
  });

  it('serves the image of every seeded code', async () => {
    const codes = (await list(t.pro, '/api/qr')).data.qrs as { link: string }[];
    for (const code of codes) {
      const image = await fetch(code.link);
      expect(image.status, code.link).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      await image.arrayBuffer();
    }
  });

  it('gives the pro user three campaigns, two with a rotator, each holding links', async () => {
    const campaigns = paginated('campaigns', campaign).parse(await list(t.pro, '/api/campaigns')).data
      .campaigns;
    expect(campaigns).toHaveLength(3);
    expect(campaigns.filter((entry) => entry.rotator !== false)).toHaveLength(2);
    // Made by an older revision without a slug: no rotator, but the reference still gives it a list page.
    expect(campaigns.find((entry) => entry.rotator === false)).toMatchObject({
      name: 'Partner outreach',
      list: expect.stringMatching(/\/u\/alex\/partner-outreach-\d+$/),
    });
    const links = (await list(t.pro, '/api/urls')).data.urls as { campaign: number | null }[];
    for (const entry of campaigns) {
      expect(campaignCreateBody.safeParse({ name: entry.name }).success).toBe(true);
      expect(links.filter((item) => item.campaign === entry.id).length, entry.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives the pro user four channels holding links, bio pages and QR codes', async () => {
    const channels = paginated('channels', channel).parse(await list(t.pro, '/api/channels')).data.channels;
    expect(channels).toHaveLength(4);
    expect(channels.filter((entry) => entry.starred)).toHaveLength(1);
    const types = new Set<string>();
    const bioIds = new Set<number>();
    for (const entry of channels) {
      const { name, description, color, starred } = entry;
      expect(channelCreateBody.safeParse({ name, description, color, starred }).success).toBe(true);
      const items = paginated('items', channelItem).parse(await list(t.pro, `/api/channel/${entry.id}`)).data
        .items;
      expect(items.length, entry.name).toBeGreaterThan(0);
      for (const item of items) {
        types.add(item.type);
        if (item.type === 'bio') bioIds.add(item.id);
      }
    }
    expect(types).toEqual(new Set(['links', 'bio', 'qr']));
    expect(bioIds.size).toBe(2);
    // Bio pages sit behind hidden links of their own, which the links list leaves out.
    expect(rows.count(`SELECT COUNT(*) AS n FROM links WHERE user_id = ? AND kind = 'bio'`, proId)).toBe(2);
  });

  it('gives the free user a couple of links and a pixel, and nothing of the pro user', async () => {
    const links = paginated('urls', link).parse(await list(t.free, '/api/urls')).data.urls;
    expect(links).toHaveLength(2);
    expect(paginated('pixels', pixel).parse(await list(t.free, '/api/pixels')).data.pixels).toHaveLength(1);
    for (const path of [
      '/api/domains',
      '/api/qr',
      '/api/campaigns',
      '/api/channels',
      '/api/splash',
      '/api/overlay',
    ])
      expect((await list(t.free, path)).data.result, path).toBe(0);
    expect(rows.count('SELECT COUNT(*) AS n FROM links WHERE user_id = ?', freeId)).toBe(2);

    const proLink = (await list(t.pro, '/api/urls')).data.urls[0];
    expect((await t.free.get(`/api/url/${proLink.id}`)).status).toBe(404);
    expect((await t.pro.get(`/api/url/${links[0]!.id}`)).status).toBe(404);
    expect((await list(t.admin, '/api/urls')).data.result).toBe(0);
    expect(account.parse((await t.free.get('/api/account')).body.data).username).toBe('sam');
  });

  // Visits record clicks, so these run after the counts above.
  it('makes the seeded links work on the shortener: password, expiry, splash, frame, bio page, dynamic QR', async () => {
    const bySql = (where: string) =>
      rows.all<{ alias: string; long_url: string }>(
        `SELECT alias, long_url FROM links WHERE user_id = ? AND ${where} ORDER BY id LIMIT 1`,
        proId,
      )[0]!;
    const visit = (alias: string) => t.anonymous.get(`/${alias}`);

    const locked = await visit(bySql('password_hash IS NOT NULL').alias);
    expect(locked.status).toBe(200);
    expect(locked.text).toMatch(/type="password"/);
    const unlocked = await t.anonymous.get(`/${bySql('password_hash IS NOT NULL').alias}?password=preview`);
    expect(unlocked.status).toBe(302);

    const expired = bySql(`expiry IS NOT NULL AND expiry < '2026-04-15'`);
    expect((await visit(expired.alias)).status).toBe(410);

    const splashLink = await visit(bySql(`redirect = 'splash'`).alias);
    expect(splashLink.status).toBe(200);
    expect(splashLink.text).toMatch(/Continue to/);

    expect((await visit(bySql(`redirect = 'frame'`).alias)).text).toMatch(/<iframe/);
    expect((await visit(bySql(`kind = 'bio'`).alias)).text).toMatch(/<li><a href="https:\/\//);

    const qrLink = bySql(`kind = 'qr' AND long_url LIKE 'https://%'`);
    const scan = await visit(qrLink.alias);
    expect(scan.status).toBe(302);
    expect(scan.headers.get('location')).toBe(qrLink.long_url);
  });
});

describe('demo seed (legacy revision)', () => {
  const t = useSandbox(demoOptions('legacy'));

  it('offers no scoped key: the legacy revision does not know them', async () => {
    expect(t.sandbox.scopedKeys).toEqual([]);
  });

  it('leaves out what the legacy revision does not know: TikTok pixels and QR names', async () => {
    const pixels = (await list(t.pro, '/api/pixels')).data.pixels as {
      type: string;
      name: string;
      tag: string;
    }[];
    expect(pixels.length).toBeGreaterThanOrEqual(8);
    expect(pixels.map((entry) => entry.type)).not.toContain('tiktok');
    for (const entry of pixels) expect(pixelCreateBody('legacy').safeParse(entry).success).toBe(true);
    const codes = paginated('qrs', qrCode).parse(await list(t.pro, '/api/qr')).data.qrs;
    expect(codes.length).toBeGreaterThanOrEqual(15);
    for (const code of codes) expect(code.name).toBe('');
  });

  it('still has the links with their clicks, and no campaign or channel routes', async () => {
    const links = paginated('urls', link).parse(await list(t.pro, '/api/urls')).data.urls;
    expect(links).toHaveLength(41);
    expect(links.reduce((sum, entry) => sum + entry.clicks, 0)).toBeGreaterThan(2000);
    expect((await t.pro.get('/api/campaigns')).status).toBe(404);
    expect((await t.pro.get('/api/channels')).status).toBe(404);
  });
});

/** Everything the API shows of a sandbox, with its address and the API keys taken out. */
async function apiSnapshot(t: TestSandbox): Promise<unknown> {
  const snapshot: Record<string, unknown> = {
    accounts: t.sandbox.accounts.map(({ apiKey: _apiKey, ...rest }) => rest),
    plans: (await t.admin.get('/api/plans')).body,
    users: (await t.admin.get('/api/users')).body,
  };
  const clients = { admin: t.admin, pro: t.pro, free: t.free };
  const lists = ['account', 'domains', 'pixels', 'splash', 'overlay', 'qr', 'urls', 'campaigns', 'channels'];
  for (const [who, client] of Object.entries(clients)) {
    for (const path of lists) snapshot[`${who} ${path}`] = await list(client, `/api/${path}`);
  }
  const pro = snapshot as Record<string, { data: Record<string, { id: number }[]> }>;
  for (const { id } of pro['pro urls']!.data.urls!)
    snapshot[`url ${id}`] = (await t.pro.get(`/api/url/${id}`)).body;
  for (const { id } of pro['pro qr']!.data.qrs!)
    snapshot[`qr ${id}`] = (await t.pro.get(`/api/qr/${id}`)).body;
  for (const { id } of pro['pro channels']!.data.channels!)
    snapshot[`channel ${id}`] = await list(t.pro, `/api/channel/${id}`);
  return JSON.parse(JSON.stringify(snapshot).replaceAll(t.sandbox.url, 'BASE'), (key, value: unknown) =>
    key === 'apikey' ? undefined : value,
  );
}

describe('demo seed determinism', () => {
  const first = useSandbox(demoOptions());
  const second = useSandbox(demoOptions());

  it('gives two fresh demo databases the same content, apart from API keys', async () => {
    const [a, b] = [await apiSnapshot(first), await apiSnapshot(second)];
    expect(first.sandbox.url).not.toBe(second.sandbox.url);
    expect(first.pro.key).not.toBe(second.pro.key);
    expect(Object.keys(a as object).length).toBeGreaterThan(70);
    expect((a as Record<string, { data: { result: number } }>)['pro urls']!.data.result).toBe(41);
    expect(b).toEqual(a);
  });
});

describe("seed 'empty'", () => {
  const t = useSandbox({ seed: 'empty' });
  const resources = ['domains', 'pixels', 'splash', 'overlay', 'qr', 'urls', 'campaigns', 'channels'];

  it('has the three users and the plans only', async () => {
    const users = user.array().parse((await t.admin.get('/api/users')).body.data);
    const byId = [...users].sort((x, y) => x.id - y.id);
    expect(byId.map(({ username, status }) => ({ username, status }))).toEqual([
      { username: 'admin', status: 'admin' },
      { username: 'alex', status: 'pro' },
      { username: 'sam', status: 'free' },
    ]);
    expect(plan.array().parse((await t.admin.get('/api/plans')).body.data)).toHaveLength(3);
    expect(t.sandbox.scopedKeys).toEqual([]);
    for (const client of [t.admin, t.pro, t.free]) {
      for (const resource of resources) {
        expect((await list(client, `/api/${resource}`)).data.result, `${client.key} ${resource}`).toBe(0);
      }
    }
    const rows = new SandboxRows(t);
    for (const table of ['links', 'clicks', 'qr_codes', 'bio_pages', 'channel_items', 'link_pixels'])
      expect(rows.count(`SELECT COUNT(*) AS n FROM ${table}`), table).toBe(0);
  });
});
