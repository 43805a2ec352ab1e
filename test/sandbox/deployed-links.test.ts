import { describe, expect, it } from 'vitest';
import { useSandbox, type ApiClient, type Reply } from '../support/sandbox.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';

/**
 * Links on the deployed profile: an update replaces the whole link and adds a channel row, details give
 * targets as maps, `?short=` answers one link's details, and domains stored bare print without a scheme.
 */

const SHORT_URL_REFUSED = {
  error: 1,
  message: 'You do not have the permission to access this short url.',
};
const FUTURE = '2099-01-01 00:00:00';

/** A call that must succeed in either profile: `error` is 0 or "0". */
async function ok(call: Promise<Reply>): Promise<Reply> {
  const reply = await call;
  expect(reply.status, reply.text).toBe(200);
  expect(['0', 0], reply.text).toContain(reply.body?.error);
  return reply;
}

async function listItem(client: ApiClient, id: string | number) {
  const listed = await ok(client.get('/api/urls?limit=1000'));
  return listed.body.data.urls.find((item: { id: unknown }) => String(item.id) === String(id));
}

describe('deployed link update replaces the whole link', () => {
  const t = useSandbox({ profile: 'deployed' });
  const rows = new SandboxRows(t);

  /** A link with every field set, and what it points at. */
  async function fullLink(tag: string) {
    const domain = `https://go.${tag}.test`;
    await ok(t.pro.post('/api/domain/add', { domain }));
    const campaign = await ok(t.pro.post('/api/campaign/add', { name: `Campaign ${tag}` }));
    const channel = await ok(t.pro.post('/api/channel/add', { name: `Channel ${tag}` }));
    const pixel = await ok(t.pro.post('/api/pixel/add', { type: 'bing', name: tag, tag: `UET${tag}` }));
    const created = await ok(
      t.pro.post('/api/url/add', {
        url: `https://example.com/${tag}`,
        custom: `full-${tag}`,
        password: 'secret',
        domain,
        expiry: FUTURE,
        type: 'frame',
        metatitle: 'Meta title',
        metadescription: 'Meta description',
        metaimage: 'https://example.com/image.png',
        description: 'A description',
        status: 'private',
        pixels: [Number(pixel.body.id)],
        channel: Number(channel.body.id),
        campaign: Number(campaign.body.id),
        geotarget: [{ location: 'United States', link: 'https://example.com/us' }],
        devicetarget: [{ device: 'iPhone', link: 'https://example.com/iphone' }],
        languagetarget: [{ language: 'fr', link: 'https://example.com/fr' }],
        parameters: [{ name: 'utm_source', value: 'linkdesk' }],
      }),
    );
    return {
      id: created.body.id as string,
      domain,
      campaign: campaign.body.id as string,
      channel: channel.body.id as string,
    };
  }

  const stored = (id: string) =>
    rows.get<Record<string, unknown>>(
      `SELECT password_hash, redirect, meta_image, meta_description, status, targets,
         (SELECT COUNT(*) FROM link_pixels WHERE link_id = links.id) AS pixels
       FROM links WHERE id = ?`,
      Number(id),
    )!;

  it('gives targets as maps in the details, and never the password', async () => {
    const link = await fullLink('maps');
    const details = (await ok(t.pro.get(`/api/url/${link.id}`))).body.details;
    expect(details).toEqual({
      id: link.id,
      alias: 'full-maps',
      shorturl: `${link.domain}/full-maps`,
      longurl: 'https://example.com/maps',
      title: 'Meta title',
      description: 'A description',
      location: { 'united states': { all: 'https://example.com/us' } },
      device: { iPhone: 'https://example.com/iphone' },
      expiry: FUTURE,
      date: expect.any(String),
    });
    const bare = await ok(t.pro.post('/api/url/add', { url: 'https://example.com/no-targets' }));
    const plain = (await t.pro.get(`/api/url/${bare.body.id}`)).body.details;
    expect([plain.location, plain.device]).toEqual([[], []]);
  });

  it('clears what the update does not send, empties the description, keeps the rest', async () => {
    const link = await fullLink('partial');
    const before = stored(link.id);
    const updated = await ok(t.pro.put(`/api/url/${link.id}/update`, { metatitle: 'Only the title' }));
    expect(updated.body).toEqual({ error: 0, id: link.id, shorturl: `${t.sandbox.url}/full-partial` });

    const details = (await ok(t.pro.get(`/api/url/${link.id}`))).body.details;
    expect(details).toMatchObject({
      shorturl: `${t.sandbox.url}/full-partial`,
      longurl: 'https://example.com/partial',
      title: 'Only the title',
      description: '',
      location: [],
      device: [],
      expiry: null,
    });
    expect(await listItem(t.pro, link.id)).toMatchObject({
      domain: null,
      campaign: null,
      channel: [null, link.channel],
    });
    const after = stored(link.id);
    expect(after.password_hash).toBeNull();
    expect(before.password_hash).not.toBeNull();
    // Kept as they were: type, meta image and description, status, pixels, language targets, parameters.
    expect({ ...after, password_hash: null, targets: undefined }).toEqual({
      ...before,
      password_hash: null,
      targets: undefined,
    });
    expect(JSON.parse(after.targets as string)).toEqual({
      geo: [],
      device: [],
      language: [{ language: 'fr', link: 'https://example.com/fr' }],
      parameters: [{ name: 'utm_source', value: 'linkdesk' }],
    });
  });

  it('writes what is sent, keeps the URL when it is empty, and takes a link out of its campaign with ""', async () => {
    const link = await fullLink('full');
    const second = await ok(t.pro.post('/api/channel/add', { name: 'Second channel' }));
    await ok(
      t.pro.put(`/api/url/${link.id}/update`, {
        url: '',
        description: 'Never written',
        campaign: Number(link.campaign),
        channel: Number(second.body.id),
        domain: link.domain,
        expiry: FUTURE,
        password: 'another',
        geotarget: [{ location: 'Germany', link: 'https://example.com/de' }],
      }),
    );
    const details = (await ok(t.pro.get(`/api/url/${link.id}`))).body.details;
    expect(details).toMatchObject({
      shorturl: `${link.domain}/full-full`,
      longurl: 'https://example.com/full',
      description: '',
      location: { germany: { all: 'https://example.com/de' } },
      device: [],
      expiry: FUTURE,
    });
    expect(stored(link.id).password_hash).not.toBeNull();
    const channels = [link.channel, second.body.id].sort((a, b) => Number(a) - Number(b));
    // A channel was named, so no row without one was added.
    expect(await listItem(t.pro, link.id)).toMatchObject({ campaign: link.campaign, channel: channels });

    await ok(t.pro.put(`/api/url/${link.id}/update`, { campaign: '', expiry: '', domain: '' }));
    await ok(t.pro.put(`/api/url/${link.id}/update`, {}));
    expect(await listItem(t.pro, link.id)).toMatchObject({
      shorturl: `${t.sandbox.url}/full-full`,
      campaign: null,
      channel: [null, null, ...channels],
    });
    expect((await t.pro.get(`/api/url/${link.id}`)).body.details.expiry).toBeNull();
  });

  it('still refuses what is wrong, and changes nothing then', async () => {
    const link = await fullLink('refused');
    const refused = await t.pro.put(`/api/url/${link.id}/update`, { campaign: 999999 });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ error: 1, message: expect.stringMatching(/^campaign: /) });
    expect((await t.pro.put('/api/url/999999/update', {})).body).toEqual({
      error: 1,
      message: 'Link not found.',
    });
    expect(await listItem(t.pro, link.id)).toMatchObject({
      campaign: link.campaign,
      channel: [link.channel],
    });
  });
});

describe('deployed link update on the legacy revision', () => {
  const t = useSandbox({ profile: 'deployed', revision: 'legacy' });
  const rows = new SandboxRows(t);

  it('replaces the fields that revision knows, and leaves its description alone', async () => {
    const created = await ok(
      t.pro.post('/api/url/add', {
        url: 'https://example.com/legacy',
        password: 'secret',
        expiry: FUTURE,
        geotarget: [{ location: 'France', link: 'https://example.com/fr' }],
      }),
    );
    rows.insert('UPDATE links SET description = ? WHERE id = ?', 'Set elsewhere', Number(created.body.id));
    await ok(t.pro.put(`/api/url/${created.body.id}/update`, { metatitle: 'Legacy' }));
    const details = (await ok(t.pro.get(`/api/url/${created.body.id}`))).body.details;
    expect(details).toMatchObject({
      title: 'Legacy',
      description: 'Set elsewhere',
      location: [],
      expiry: null,
    });
    expect(
      rows.get('SELECT password_hash FROM links WHERE id = ?', Number(created.body.id))!.password_hash,
    ).toBeNull();
    expect(rows.count('SELECT COUNT(*) AS n FROM link_blank_channels')).toBe(0);
  });
});

describe('the reference link update changes only what is sent', () => {
  const t = useSandbox();

  it('keeps the description, campaign and targets, and refuses an empty campaign', async () => {
    const campaign = await ok(t.pro.post('/api/campaign/add', { name: 'Kept' }));
    const created = await ok(
      t.pro.post('/api/url/add', {
        url: 'https://example.com/reference',
        description: 'Stays',
        campaign: campaign.body.id,
        geotarget: [{ location: 'United States', link: 'https://example.com/us' }],
      }),
    );
    await ok(t.pro.put(`/api/url/${created.body.id}/update`, { metatitle: 'New' }));
    const details = (await t.pro.get(`/api/url/${created.body.id}`)).body.details;
    expect(details).toMatchObject({
      title: 'New',
      description: 'Stays',
      location: [{ location: 'United States', link: 'https://example.com/us' }],
    });
    expect(await listItem(t.pro, created.body.id)).toMatchObject({ campaign: campaign.body.id, channel: [] });
    const refused = await t.pro.put(`/api/url/${created.body.id}/update`, { campaign: '' });
    expect(refused.status).toBe(400);
  });
});

describe('deployed `?short=` answers one link on a branded domain', () => {
  const t = useSandbox({ profile: 'deployed' });
  const legacy = useSandbox({ profile: 'deployed', revision: 'legacy' });

  it('answers the details `GET /api/url/<id>` gives, found by the short URL', async () => {
    const domain = 'https://go.short-lookup.test';
    await ok(t.pro.post('/api/domain/add', { domain }));
    const created = await ok(
      t.pro.post('/api/url/add', {
        url: 'https://example.com/looked-up',
        custom: 'looked-up',
        domain,
        devicetarget: [{ device: 'Android', link: 'https://example.com/android' }],
      }),
    );
    const byId = await ok(t.pro.get(`/api/url/${created.body.id}`));
    for (const short of [`${domain}/looked-up`, 'http://go.short-lookup.test/looked-up/']) {
      const byShort = await t.pro.get(`/api/urls?short=${encodeURIComponent(short)}`);
      expect(byShort.status).toBe(200);
      expect(byShort.body).toEqual(byId.body);
      expect(byShort.body.details.device).toEqual({ Android: 'https://example.com/android' });
    }
  });

  it('refuses links on the installation’s own address, other users’ links and unknown ones', async () => {
    const own = await ok(t.pro.post('/api/url/add', { url: 'https://example.com/own', custom: 'own-addr' }));
    expect(own.body.shorturl).toBe(`${t.sandbox.url}/own-addr`);
    const samsDomain = 'https://go.sams-lookup.test';
    await ok(t.free.post('/api/domain/add', { domain: samsDomain }));
    await ok(
      t.free.post('/api/url/add', { url: 'https://example.com/s', custom: 'sams', domain: samsDomain }),
    );
    for (const short of [
      own.body.shorturl,
      `${samsDomain}/sams`,
      'https://go.nowhere.test/abc',
      'nonsense',
    ]) {
      const reply = await t.pro.get(`/api/urls?short=${encodeURIComponent(short)}`);
      expect(reply.status, short).toBe(200);
      expect(reply.body, short).toEqual(SHORT_URL_REFUSED);
    }
  });

  it('is a plain listing on the legacy revision, which does not know `short`', async () => {
    await ok(legacy.pro.post('/api/url/add', { url: 'https://example.com/legacy' }));
    const reply = await ok(legacy.pro.get('/api/urls?short=https://go.nowhere.test/abc'));
    expect(reply.body.data.result).toBe('1');
  });
});

describe.each(['reference', 'deployed'] as const)(
  'a link on a domain stored bare (%s profile)',
  (profile) => {
    const t = useSandbox({ profile, seed: 'demo' });
    const rows = new SandboxRows(t);

    it('is seeded for alex as bare01 on go.example-ads.test', async () => {
      const expected = profile === 'deployed' ? 'go.example-ads.test' : 'https://go.example-ads.test';
      const item = (await ok(t.pro.get('/api/urls'))).body.data.urls[0];
      expect(item).toMatchObject({ alias: 'bare01', shorturl: `${expected}/bare01`, domain: expected });
      const details = (await ok(t.pro.get(`/api/url/${item.id}`))).body.details;
      expect(details.shorturl).toBe(`${expected}/bare01`);
      const domains = (await ok(t.pro.get('/api/domains'))).body.data.domains;
      expect(domains[0].domain).toBe(expected);

      // Either way of writing it finds it; the reference answers a listing, the deployed profile the details.
      for (const short of ['go.example-ads.test/bare01', 'https://go.example-ads.test/bare01']) {
        const reply = await ok(t.pro.get(`/api/urls?short=${encodeURIComponent(short)}`));
        if (profile === 'deployed') expect(reply.body.details).toEqual(details);
        else expect(reply.body.data.urls.map((entry: { id: number }) => entry.id)).toEqual([item.id]);
      }
    });

    it('takes new links on that domain by its URL, and keeps another user from adding its host', async () => {
      const created = await ok(
        t.pro.post('/api/url/add', {
          url: 'https://example.com/more',
          domain: 'https://go.example-ads.test',
        }),
      );
      const domainId = rows.get<{ domain_id: number }>(
        'SELECT domain_id FROM links WHERE id = ?',
        Number(created.body.id),
      )!.domain_id;
      expect(rows.get('SELECT domain FROM domains WHERE id = ?', domainId)).toEqual({
        domain: 'go.example-ads.test',
      });
      const taken = await t.free.post('/api/domain/add', { domain: 'http://go.example-ads.test' });
      expect(taken.body.error).toBe(1);
      expect(taken.body.message).toMatch(/already added/);
    });
  },
);
