import { beforeAll, describe, expect, it } from 'vitest';
import { link, linkDetails, paginated, statistics } from '../../src/shared/api/models.ts';
import { postOk } from '../support/post-ok.ts';
import { useRevisionSandbox } from '../support/revision-suite.ts';
import { ZERO_STATISTICS } from '../support/zero-statistics.ts';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const inHours = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

describe.each(['current', 'legacy'] as const)('links (%s revision)', (revision) => {
  const { t, current, rows } = useRevisionSandbox(revision);

  const addLink = async (body: Record<string, unknown>) =>
    (await postOk<{ error: 0; id: number; shorturl: string }>(t.pro, '/api/url/add', body)).body;

  it('creates a link with a random alias and lists it in the revision shape', async () => {
    const created = await addLink({ url: 'https://example.com/first' });
    expect(created).toEqual({
      error: 0,
      id: expect.any(Number),
      shorturl: expect.stringMatching(new RegExp(`^${t.sandbox.url}/[A-Za-z0-9]{6}$`)),
    });

    const list = await t.pro.get('/api/urls');
    const items = paginated('urls', link).parse(list.body).data.urls;
    const item = items.find((entry) => entry.id === created.id)!;
    expect(item).toEqual({
      id: created.id,
      alias: created.shorturl.split('/').pop(),
      shorturl: created.shorturl,
      longurl: 'https://example.com/first',
      title: '',
      description: '',
      clicks: 0,
      uniqueclicks: 0,
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      ...(current ? { domain: null, campaign: null, channel: [] } : {}),
    });
  });

  it('answers one link with its details and statistics', async () => {
    const expiry = inHours(24);
    const created = await addLink({
      url: 'https://example.com/details',
      custom: `details-${revision}`,
      metatitle: 'Spring sale',
      metadescription: 'All of it',
      description: 'Internal note',
      expiry,
      geotarget: [{ location: 'Germany', link: 'https://example.de/' }],
      devicetarget: [{ device: 'iPhone', link: 'https://example.com/ios' }],
    });
    const reply = await t.pro.get(`/api/url/${created.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.error).toBe(0);
    expect(linkDetails.parse(reply.body.details)).toEqual({
      id: created.id,
      alias: `details-${revision}`,
      shorturl: `${t.sandbox.url}/details-${revision}`,
      longurl: 'https://example.com/details',
      title: 'Spring sale',
      // The legacy revision has no description field and ignores it.
      description: current ? 'Internal note' : '',
      location: [{ location: 'Germany', link: 'https://example.de/' }],
      device: [{ device: 'iPhone', link: 'https://example.com/ios' }],
      expiry,
      date: expect.any(String),
    });
    expect(statistics.parse(reply.body.data)).toEqual(ZERO_STATISTICS);
  });

  it('never returns the password, and stores it hashed', async () => {
    const created = await addLink({ url: 'https://example.com/secret', password: 'open sesame' });
    const details = await t.pro.get(`/api/url/${created.id}`);
    expect(details.text).not.toContain('open sesame');
    const [stored] = rows.all<{ password_hash: string }>(
      'SELECT password_hash FROM links WHERE id = ?',
      created.id,
    );
    expect(stored!.password_hash).toMatch(/^scrypt\$/);
  });

  it('refuses bodies that break the rules, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'url'],
      [{ url: 42 }, 'url'],
      [{ url: 'not a url' }, 'url'],
      [{ url: 'ftp://example.com' }, 'url'],
      [{ url: 'https://example.com', custom: 'ab' }, 'custom'],
      [{ url: 'https://example.com', custom: 'has space' }, 'custom'],
      [{ url: 'https://example.com', expiry: 'tomorrow' }, 'expiry'],
      [{ url: 'https://example.com', expiry: '2001-01-01 00:00:00' }, 'expiry'],
      [{ url: 'https://example.com', type: 'sideways' }, 'type'],
      [{ url: 'https://example.com', type: 'splash' }, 'type'],
      [{ url: 'https://example.com', type: '999999' }, 'type'],
      [{ url: 'https://example.com', type: 'overlay-999999' }, 'type'],
      [{ url: 'https://example.com', domain: 'https://unknown.example' }, 'domain'],
      [{ url: 'https://example.com', geotarget: 'Germany' }, 'geotarget'],
      [
        { url: 'https://example.com', geotarget: [{ location: 'Germany', link: 'nope' }] },
        'geotarget.0.link',
      ],
      [{ url: 'https://example.com', parameters: [{ name: 'utm' }] }, 'parameters.0.value'],
      [{ url: 'https://example.com', metaimage: 'picture' }, 'metaimage'],
    ];
    for (const [body, field] of cases) {
      const reply = await t.pro.post('/api/url/add', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual({ error: 1, message: expect.stringMatching(new RegExp(`^${field}: `)) });
    }
    const notJson = await t.pro.request('POST', '/api/url/add', '[1]');
    expect(notJson.status).toBe(400);
  });

  it('refuses a custom alias that is taken or reserved with 409', async () => {
    await addLink({ url: 'https://example.com', custom: `taken-${revision}` });
    for (const custom of [`taken-${revision}`, 'api']) {
      const again = await t.free.post('/api/url/add', { url: 'https://example.org', custom });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: 1, message: expect.stringMatching(/^custom: /) });
    }
    // A refused request writes nothing.
    expect(rows.count(`SELECT COUNT(*) AS n FROM links WHERE user_id = ?`, rows.userId('sam'))).toBe(0);
  });

  it('points a link at a branded domain, a splash page or an overlay of the user', async () => {
    rows.insertDomain('alex', `https://go-${revision}.example`);
    const splash = rows.insertSplash('alex', 'Welcome');
    const overlay = rows.insertOverlay('alex', 'Offer', { message: 'Ten percent off' });
    const othersSplash = rows.insertSplash('sam', 'Not yours');

    const branded = await addLink({
      url: 'https://example.com/b',
      domain: `https://go-${revision}.example/`,
    });
    expect(branded.shorturl).toMatch(new RegExp(`^https://go-${revision}\\.example/[A-Za-z0-9]{6}$`));
    if (current) {
      const list = await t.pro.get('/api/urls?limit=1000');
      expect(list.body.data.urls.find((item: any) => item.id === branded.id).domain).toBe(
        `https://go-${revision}.example`,
      );
    }

    const redirectOf = (id: number) =>
      rows.all<{ redirect: string; splash_id: number | null; overlay_id: number | null }>(
        'SELECT redirect, splash_id, overlay_id FROM links WHERE id = ?',
        id,
      )[0];
    expect(redirectOf((await addLink({ url: 'https://example.com', type: 'splash' })).id)).toEqual({
      redirect: 'splash',
      splash_id: splash,
      overlay_id: null,
    });
    expect(redirectOf((await addLink({ url: 'https://example.com', type: String(splash) })).id)).toEqual({
      redirect: 'splash',
      splash_id: splash,
      overlay_id: null,
    });
    expect(
      redirectOf((await addLink({ url: 'https://example.com', type: `overlay-${overlay}` })).id),
    ).toEqual({
      redirect: 'overlay',
      splash_id: null,
      overlay_id: overlay,
    });
    expect(redirectOf((await addLink({ url: 'https://example.com', type: 'frame' })).id)).toEqual({
      redirect: 'frame',
      splash_id: null,
      overlay_id: null,
    });

    const notMine = await t.pro.post('/api/url/add', {
      url: 'https://example.com',
      type: String(othersSplash),
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toMatch(/^type: /);
    const samsDomain = await t.free.post('/api/url/add', {
      url: 'https://example.com',
      domain: `https://go-${revision}.example`,
    });
    expect(samsDomain.status).toBe(400);
    expect(samsDomain.body.message).toMatch(/^domain: /);
  });

  it(`${current ? 'assigns' : 'ignores'} campaign, channel, pixels and status`, async () => {
    const campaign = rows.insertCampaign('alex', `Launch ${revision}`, { slug: `launch-${revision}` });
    const channel = rows.insertChannel('alex', 'Social');
    const samsChannel = rows.insertChannel('sam', 'Sam');
    const samsCampaign = rows.insertCampaign('sam', `Sam ${revision}`);
    const pixel = (await t.pro.post('/api/pixel/add', { type: 'gapixel', name: 'GA', tag: `G-${revision}1` }))
      .body.id;
    const samsPixel = (await t.free.post('/api/pixel/add', { type: 'gapixel', name: 'GA', tag: 'G-SAMS1' }))
      .body.id;

    const created = await addLink({
      url: 'https://example.com/assigned',
      campaign,
      channel,
      pixels: [pixel],
      status: 'private',
    });
    const [row] = rows.all<{ campaign_id: number | null; status: string }>(
      'SELECT campaign_id, status FROM links WHERE id = ?',
      created.id,
    );
    const pixels = rows.count('SELECT COUNT(*) AS n FROM link_pixels WHERE link_id = ?', created.id);
    const items = rows.count(
      `SELECT COUNT(*) AS n FROM channel_items WHERE item_type = 'links' AND item_id = ? AND channel_id = ?`,
      created.id,
      channel,
    );
    if (current) {
      expect(row).toEqual({ campaign_id: campaign, status: 'private' });
      expect([pixels, items]).toEqual([1, 1]);
      const listed = (await t.pro.get(`/api/urls?q=assigned`)).body.data.urls;
      expect(listed).toEqual([expect.objectContaining({ id: created.id, campaign, channel: [channel] })]);
    } else {
      expect(row).toEqual({ campaign_id: null, status: 'public' });
      expect([pixels, items]).toEqual([0, 0]);
    }

    const foreign: [string, unknown][] = [
      ['campaign', samsCampaign],
      ['channel', samsChannel],
      ['pixels', [pixel, samsPixel]],
    ];
    for (const [field, value] of foreign) {
      const reply = await t.pro.post('/api/url/add', { url: 'https://example.com', [field]: value });
      if (current) {
        expect(reply.status, field).toBe(400);
        expect(reply.body.message).toMatch(new RegExp(`^${field}: `));
      } else {
        expect(reply.status, field).toBe(200);
      }
    }
    const wrongType = await t.pro.post('/api/url/add', { url: 'https://example.com', campaign: 'one' });
    expect(wrongType.status).toBe(current ? 400 : 200);
  });

  it('updates the fields sent and keeps the others', async () => {
    const created = await addLink({
      url: 'https://example.com/before',
      custom: `before-${revision}`,
      metatitle: 'Before',
      password: 'secret1',
      geotarget: [{ location: 'France', link: 'https://example.fr/' }],
    });
    const updated = await t.pro.put(`/api/url/${created.id}/update`, {
      url: 'https://example.com/after',
      custom: `after-${revision}`,
      devicetarget: [{ device: 'Android', link: 'https://example.com/android' }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      error: 0,
      id: created.id,
      shorturl: `${t.sandbox.url}/after-${revision}`,
    });
    const details = (await t.pro.get(`/api/url/${created.id}`)).body.details;
    expect(details).toMatchObject({
      alias: `after-${revision}`,
      longurl: 'https://example.com/after',
      title: 'Before',
      location: [{ location: 'France', link: 'https://example.fr/' }],
      device: [{ device: 'Android', link: 'https://example.com/android' }],
    });

    // Sending its own alias again is no conflict; an empty password removes the protection.
    const same = await t.pro.put(`/api/url/${created.id}/update`, {
      custom: `after-${revision}`,
      password: '',
    });
    expect(same.status).toBe(200);
    expect(rows.all('SELECT password_hash FROM links WHERE id = ?', created.id)).toEqual([
      { password_hash: null },
    ]);
  });

  it('refuses bad updates and answers 404 for missing, foreign and hidden links', async () => {
    const mine = await addLink({ url: 'https://example.com/mine' });
    const other = await addLink({ url: 'https://example.com/other', custom: `other-${revision}` });

    const taken = await t.pro.put(`/api/url/${mine.id}/update`, { custom: `other-${revision}` });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/^custom: /);
    const badUrl = await t.pro.put(`/api/url/${mine.id}/update`, { url: 'nope' });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.message).toMatch(/^url: /);
    const past = await t.pro.put(`/api/url/${mine.id}/update`, { expiry: '2000-01-01 00:00:00' });
    expect(past.body.message).toMatch(/^expiry: /);
    expect((await t.pro.get(`/api/url/${mine.id}`)).body.details.longurl).toBe('https://example.com/mine');

    const hidden = rows.insertLink('alex', 'tel:+1555', { kind: 'qr' }).id;
    for (const id of [hidden, 999999]) {
      expect((await t.pro.get(`/api/url/${id}`)).status).toBe(404);
      expect((await t.pro.put(`/api/url/${id}/update`, { url: 'https://example.com' })).status).toBe(404);
      expect((await t.pro.delete(`/api/url/${id}/delete`)).status).toBe(404);
    }
    expect(
      (await t.pro.get('/api/urls?limit=1000')).body.data.urls.map((item: any) => item.id),
    ).not.toContain(hidden);

    for (const reply of [
      await t.free.get(`/api/url/${other.id}`),
      await t.free.put(`/api/url/${other.id}/update`, { url: 'https://evil.example' }),
      await t.free.delete(`/api/url/${other.id}/delete`),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ error: 1, message: 'Link not found.' });
    }
    expect((await t.pro.get(`/api/url/${other.id}`)).body.details.longurl).toBe('https://example.com/other');

    for (const reply of [
      await t.pro.get('/api/url/abc'),
      await t.pro.put('/api/url/abc/update', {}),
      await t.pro.delete('/api/url/0/delete'),
    ]) {
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/^id: /);
    }
    expect((await t.anonymous.get('/api/urls')).status).toBe(401);
  });

  it('deletes a link with its clicks and channel items', async () => {
    const created = await addLink({ url: 'https://example.com/gone', custom: `gone-${revision}` });
    rows.insertChannelItem(rows.insertChannel('alex', 'C'), 'links', created.id);
    await t.pro.get(`/gone-${revision}`, { 'user-agent': CHROME_ON_WINDOWS });
    expect(rows.count('SELECT COUNT(*) AS n FROM clicks WHERE link_id = ?', created.id)).toBe(1);

    const deleted = await t.pro.delete(`/api/url/${created.id}/delete`);
    expect(deleted.body).toEqual({ error: 0, message: expect.any(String) });
    expect((await t.pro.get(`/api/url/${created.id}`)).status).toBe(404);
    expect(rows.count('SELECT COUNT(*) AS n FROM clicks WHERE link_id = ?', created.id)).toBe(0);
    expect(
      rows.count(
        `SELECT COUNT(*) AS n FROM channel_items WHERE item_type = 'links' AND item_id = ?`,
        created.id,
      ),
    ).toBe(0);
    expect((await t.pro.get(`/gone-${revision}`)).status).toBe(404);
  });
});

describe.each(['current', 'legacy'] as const)('link list (%s revision)', (revision) => {
  const { t, current } = useRevisionSandbox(revision);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const [alias, url, metatitle] of [
      ['alpha', 'https://shop.example/alpha', 'Summer shoes'],
      ['bravo', 'https://blog.example/bravo', 'Winter coats'],
      ['charlie', 'https://shop.example/charlie', '100% wool'],
    ] as const) {
      ids[alias] = (await t.pro.post('/api/url/add', { url, custom: alias, metatitle })).body.id;
    }
    // bravo gets two clicks, charlie one.
    for (const alias of ['bravo', 'bravo', 'charlie']) await t.anonymous.get(`/${alias}`);
  });

  const aliases = async (query: string) => {
    const reply = await t.pro.get(`/api/urls${query}`);
    expect(reply.status, reply.text).toBe(200);
    return paginated('urls', link)
      .parse(reply.body)
      .data.urls.map((item) => item.alias);
  };

  it('orders newest first by default and by clicks on request', async () => {
    expect(await aliases('')).toEqual(['charlie', 'bravo', 'alpha']);
    expect(await aliases('?order=date')).toEqual(['charlie', 'bravo', 'alpha']);
    expect(await aliases('?order=click')).toEqual(['bravo', 'charlie', 'alpha']);
    const bravo = (await t.pro.get('/api/urls?order=click&limit=1')).body.data;
    expect(bravo).toMatchObject({ result: 3, perpage: 1, currentpage: 1, nextpage: 2, maxpage: 3 });
    expect(bravo.urls[0]).toMatchObject({ alias: 'bravo', clicks: 2, uniqueclicks: 1 });
  });

  it('refuses an unknown order, naming it', async () => {
    const reply = await t.pro.get('/api/urls?order=popular');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 1, message: expect.stringMatching(/^order: /) });
  });

  it('pages through the list', async () => {
    expect(await aliases('?limit=2&page=2')).toEqual(['alpha']);
    expect(await aliases('?limit=2&page=3')).toEqual([]);
  });

  it(`${current ? 'searches' : 'ignores'} q and short`, async () => {
    const all = ['charlie', 'bravo', 'alpha'];
    expect(await aliases('?q=shop.example')).toEqual(current ? ['charlie', 'alpha'] : all);
    expect(await aliases('?q=WINTER')).toEqual(current ? ['bravo'] : all);
    // % and _ are searched for literally.
    expect(await aliases(`?q=${encodeURIComponent('100%')}`)).toEqual(current ? ['charlie'] : all);
    expect(await aliases(`?q=${encodeURIComponent('_')}`)).toEqual(current ? [] : all);
    expect(await aliases(`?short=${encodeURIComponent(`${t.sandbox.url}/bravo`)}`)).toEqual(
      current ? ['bravo'] : all,
    );
    expect(await aliases(`?short=${encodeURIComponent('https://elsewhere.example/bravo')}`)).toEqual(
      current ? [] : all,
    );
  });

  it('lists only the caller’s links', async () => {
    expect((await t.free.get('/api/urls')).body.data).toMatchObject({ result: 0, urls: [] });
  });
});
