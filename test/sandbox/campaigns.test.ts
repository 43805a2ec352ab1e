import { describe, expect, it } from 'vitest';
import { campaign, campaignWriteResult, paginated } from '../../src/shared/api/models.ts';
import { expectError } from '../support/expect-error.ts';
import { itHasNoApiRoutes } from '../support/legacy-routes.ts';
import { useSandbox } from '../support/sandbox.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';

describe('campaigns (current revision)', () => {
  const t = useSandbox({ revision: 'current' });
  // Links have their own endpoints elsewhere; these tests put them straight into the database file.
  const rows = new SandboxRows(t);
  const campaignOf = (linkId: number) =>
    rows.get<{ campaign_id: number | null }>('SELECT campaign_id FROM links WHERE id = ?', linkId)!
      .campaign_id;
  const clicksOf = (linkId: number) =>
    rows.all<{ date: string; referrer: string }>(
      'SELECT date, referrer FROM clicks WHERE link_id = ? ORDER BY id',
      linkId,
    );

  describe('create and list', () => {
    it('creates a campaign with a slug and answers the name under `domain` with its URLs', async () => {
      const created = await t.pro.post('/api/campaign/add', {
        name: 'Launch',
        slug: 'launch-1',
        public: false,
      });
      expect(created.status).toBe(200);
      const body = campaignWriteResult.parse(created.body);
      expect(body).toEqual({
        error: 0,
        id: body.id,
        domain: 'Launch',
        public: false,
        rotator: `${t.sandbox.url}/r/launch-1`,
        list: `${t.sandbox.url}/u/alex/launch-1-${body.id}`,
      });

      const list = paginated('campaigns', campaign).parse((await t.pro.get('/api/campaigns')).body);
      expect(list.data.campaigns).toContainEqual({
        id: body.id,
        name: 'Launch',
        public: false,
        rotator: `${t.sandbox.url}/r/launch-1`,
        list: `${t.sandbox.url}/u/alex/launch-1-${body.id}`,
      });
    });

    it('has no rotator without a slug, builds the list URL from the name, and is public by default', async () => {
      const created = await t.pro.post('/api/campaign/add', { name: '  Été Sale 2025!  ' });
      const body = campaignWriteResult.parse(created.body);
      expect(body.domain).toBe('Été Sale 2025!');
      expect(body.public).toBe(true);
      expect(body.rotator).toBe(false);
      expect(body.list).toBe(`${t.sandbox.url}/u/alex/ete-sale-2025-${body.id}`);

      const odd = campaignWriteResult.parse((await t.pro.post('/api/campaign/add', { name: '★★' })).body);
      expect(odd.list).toBe(`${t.sandbox.url}/u/alex/campaign-${odd.id}`);
    });

    it('lists only the caller’s campaigns, newest first, paginated', async () => {
      const names = ['Page A', 'Page B', 'Page C'];
      const ids: number[] = [];
      for (const name of names) ids.push((await t.free.post('/api/campaign/add', { name })).body.id);
      const first = paginated('campaigns', campaign).parse((await t.free.get('/api/campaigns?limit=2')).body);
      expect(first.error).toBe('0');
      expect(first.data).toMatchObject({ result: 3, perpage: 2, currentpage: 1, nextpage: 2, maxpage: 2 });
      expect(first.data.campaigns.map((c) => c.id)).toEqual([ids[2], ids[1]]);
      const second = (await t.free.get('/api/campaigns?limit=2&page=2')).body;
      expect(second.data.nextpage).toBeNull();
      expect(second.data.campaigns.map((c: { name: string }) => c.name)).toEqual(['Page A']);
      expect((await t.admin.get('/api/campaigns')).body.data).toMatchObject({ result: 0, campaigns: [] });
    });

    it('validates the body and names the field', async () => {
      expectError(await t.pro.post('/api/campaign/add', {}), 400, /^name: is required/);
      expectError(
        await t.pro.post('/api/campaign/add', { name: 'x' }),
        400,
        /^name: must be at least 2 characters/,
      );
      expectError(await t.pro.post('/api/campaign/add', { name: ' x ' }), 400, /^name: must be at least 2/);
      expectError(await t.pro.post('/api/campaign/add', { name: 42 }), 400, /^name: must be text/);
      expectError(await t.pro.post('/api/campaign/add', { name: 'Ok', slug: 'a b' }), 400, /^slug: /);
      expectError(await t.pro.post('/api/campaign/add', { name: 'Ok', slug: 'ab' }), 400, /^slug: /);
      expectError(await t.pro.post('/api/campaign/add', { name: 'Ok', slug: 7 }), 400, /^slug: must be text/);
      expectError(
        await t.pro.post('/api/campaign/add', { name: 'Ok', public: 'yes' }),
        400,
        /^public: must be true or false/,
      );
      expectError(await t.pro.post('/api/campaign/add', ['Ok']), 400, /JSON object/);
      expectError(await t.pro.post('/api/campaign/add', '{"name": '), 400, /not valid JSON/);
      const names = (await t.pro.get('/api/campaigns?limit=100')).body.data.campaigns.map(
        (c: { name: string }) => c.name,
      );
      expect(names).not.toContain('Ok');
    });

    it('refuses a name the user already has (any case) and a slug anyone has, with 409', async () => {
      await t.pro.post('/api/campaign/add', { name: 'Dupe', slug: 'dupe-slug' });
      expectError(await t.pro.post('/api/campaign/add', { name: 'Dupe' }), 409, /^name: /);
      expectError(await t.pro.post('/api/campaign/add', { name: 'dUPE' }), 409, /^name: /);
      expectError(
        await t.pro.post('/api/campaign/add', { name: 'Other', slug: 'dupe-slug' }),
        409,
        /^slug: /,
      );
      // Another user may use the same name, but not the same slug: rotator URLs are installation-wide.
      expect((await t.free.post('/api/campaign/add', { name: 'Dupe' })).status).toBe(200);
      expectError(
        await t.free.post('/api/campaign/add', { name: 'Mine', slug: 'dupe-slug' }),
        409,
        /^slug: /,
      );
    });

    it('needs an API key', async () => {
      const reply = await t.anonymous.get('/api/campaigns');
      expectError(reply, 401, /API key/);
    });
  });

  describe('update', () => {
    it('changes name, slug and access and answers the create shape', async () => {
      const { id } = (await t.pro.post('/api/campaign/add', { name: 'Before', slug: 'before-slug' })).body;
      const updated = await t.pro.put(`/api/campaign/${id}/update`, {
        name: 'After',
        slug: 'after-slug',
        public: false,
      });
      expect(campaignWriteResult.parse(updated.body)).toEqual({
        error: 0,
        id,
        domain: 'After',
        public: false,
        rotator: `${t.sandbox.url}/r/after-slug`,
        list: `${t.sandbox.url}/u/alex/after-slug-${id}`,
      });
    });

    it('accepts the campaign’s own slug again and keeps slug and access when they are left out', async () => {
      const { id } = (
        await t.pro.post('/api/campaign/add', { name: 'Keep', slug: 'keep-slug', public: false })
      ).body;
      const same = await t.pro.put(`/api/campaign/${id}/update`, { name: 'Keep', slug: 'keep-slug' });
      expect(same.status).toBe(200);
      const renamed = campaignWriteResult.parse(
        (await t.pro.put(`/api/campaign/${id}/update`, { name: 'Kept' })).body,
      );
      expect(renamed).toMatchObject({
        domain: 'Kept',
        public: false,
        rotator: `${t.sandbox.url}/r/keep-slug`,
      });
      const opened = campaignWriteResult.parse(
        (await t.pro.put(`/api/campaign/${id}/update`, { name: 'Kept', public: true })).body,
      );
      expect(opened.public).toBe(true);
    });

    it('requires a name and validates every field', async () => {
      const { id } = (await t.pro.post('/api/campaign/add', { name: 'Needs name' })).body;
      expectError(await t.pro.put(`/api/campaign/${id}/update`, {}), 400, /^name: is required/);
      expectError(await t.pro.put(`/api/campaign/${id}/update`, { public: true }), 400, /^name: is required/);
      expectError(
        await t.pro.put(`/api/campaign/${id}/update`, { name: 'x' }),
        400,
        /^name: must be at least 2/,
      );
      expectError(await t.pro.put(`/api/campaign/${id}/update`, { name: 'Ok', slug: '!!!' }), 400, /^slug: /);
      expectError(
        await t.pro.put(`/api/campaign/${id}/update`, { name: 'Ok', public: 1 }),
        400,
        /^public: must be true or false/,
      );
    });

    it('refuses a taken name or slug with 409 and changes nothing', async () => {
      await t.pro.post('/api/campaign/add', { name: 'Taken', slug: 'taken-slug' });
      const { id } = (await t.pro.post('/api/campaign/add', { name: 'Mover', slug: 'mover-slug' })).body;
      expectError(await t.pro.put(`/api/campaign/${id}/update`, { name: 'taken' }), 409, /^name: /);
      expectError(
        await t.pro.put(`/api/campaign/${id}/update`, { name: 'Renamed', slug: 'taken-slug' }),
        409,
        /^slug: /,
      );
      const list = (await t.pro.get('/api/campaigns?limit=1000')).body.data.campaigns;
      expect(list.find((c: { id: number }) => c.id === id)).toMatchObject({
        name: 'Mover',
        rotator: `${t.sandbox.url}/r/mover-slug`,
      });
    });

    it('answers 404 for a missing or another user’s campaign and 400 for a non-numeric id', async () => {
      const { id } = (await t.free.post('/api/campaign/add', { name: 'Sams' })).body;
      expectError(
        await t.pro.put(`/api/campaign/${id}/update`, { name: 'Stolen' }),
        404,
        'Campaign not found.',
      );
      expectError(
        await t.pro.put('/api/campaign/999999/update', { name: 'Ghost' }),
        404,
        'Campaign not found.',
      );
      expectError(await t.pro.put('/api/campaign/abc/update', { name: 'Ghost' }), 400, /^id: /);
      const sams = (await t.free.get('/api/campaigns?limit=1000')).body.data.campaigns;
      expect(sams.find((c: { id: number }) => c.id === id).name).toBe('Sams');
    });
  });

  describe('delete', () => {
    it('deletes the campaign and keeps its links, unassigned', async () => {
      const { id } = (await t.pro.post('/api/campaign/add', { name: 'Doomed' })).body;
      const one = rows.insertLink('alex', 'https://example.com/one');
      const two = rows.insertLink('alex', 'https://example.com/two');
      for (const link of [one, two]) {
        expect((await t.pro.post(`/api/campaign/${id}/assign/${link.id}`)).status).toBe(200);
      }
      expect(campaignOf(one.id)).toBe(id);

      const deleted = await t.pro.delete(`/api/campaign/${id}/delete`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ error: 0, message: expect.any(String) });
      expect(campaignOf(one.id)).toBeNull();
      expect(campaignOf(two.id)).toBeNull();
      const ids = (await t.pro.get('/api/campaigns?limit=1000')).body.data.campaigns.map(
        (c: { id: number }) => c.id,
      );
      expect(ids).not.toContain(id);
      expectError(await t.pro.delete(`/api/campaign/${id}/delete`), 404, 'Campaign not found.');
    });

    it('answers 404 for another user’s campaign and 400 for a non-numeric id', async () => {
      const { id } = (await t.free.post('/api/campaign/add', { name: 'Not yours' })).body;
      expectError(await t.pro.delete(`/api/campaign/${id}/delete`), 404, 'Campaign not found.');
      expectError(await t.pro.delete('/api/campaign/0/delete'), 400, /^id: /);
      expectError(await t.pro.delete('/api/campaign/x1/delete'), 400, /^id: /);
      const ids = (await t.free.get('/api/campaigns?limit=1000')).body.data.campaigns.map(
        (c: { id: number }) => c.id,
      );
      expect(ids).toContain(id);
    });
  });

  describe('assign', () => {
    it('assigns a link, refuses it twice, and moves it from another campaign', async () => {
      const first = (await t.pro.post('/api/campaign/add', { name: 'First home' })).body.id;
      const second = (await t.pro.post('/api/campaign/add', { name: 'Second home' })).body.id;
      const link = rows.insertLink('alex', 'https://example.com/move');

      const assigned = await t.pro.post(`/api/campaign/${first}/assign/${link.id}`);
      expect(assigned.status).toBe(200);
      expect(assigned.body).toEqual({ error: 0, message: expect.any(String) });
      expect(campaignOf(link.id)).toBe(first);

      expectError(await t.pro.post(`/api/campaign/${first}/assign/${link.id}`), 409, /already/);
      expect((await t.pro.post(`/api/campaign/${second}/assign/${link.id}`)).status).toBe(200);
      expect(campaignOf(link.id)).toBe(second);
    });

    it('answers 404 for links that are not the caller’s short links, and for others’ campaigns', async () => {
      const mine = (await t.pro.post('/api/campaign/add', { name: 'Assign errors' })).body.id;
      const theirs = (await t.free.post('/api/campaign/add', { name: 'Their campaign' })).body.id;
      const ownLink = rows.insertLink('alex', 'https://example.com/own');
      const samsLink = rows.insertLink('sam', 'https://example.com/sams');
      const hiddenQr = rows.insertLink('alex', 'https://example.com/qr', { kind: 'qr' });
      const hiddenBio = rows.insertLink('alex', 'https://example.com/bio', { kind: 'bio' });

      expectError(await t.pro.post(`/api/campaign/${mine}/assign/${samsLink.id}`), 404, 'Link not found.');
      expectError(await t.pro.post(`/api/campaign/${mine}/assign/${hiddenQr.id}`), 404, 'Link not found.');
      expectError(await t.pro.post(`/api/campaign/${mine}/assign/${hiddenBio.id}`), 404, 'Link not found.');
      expectError(await t.pro.post(`/api/campaign/${mine}/assign/99999999`), 404, 'Link not found.');
      expectError(
        await t.pro.post(`/api/campaign/${theirs}/assign/${ownLink.id}`),
        404,
        'Campaign not found.',
      );
      expectError(
        await t.pro.post(`/api/campaign/99999999/assign/${ownLink.id}`),
        404,
        'Campaign not found.',
      );
      expectError(await t.pro.post(`/api/campaign/nope/assign/${ownLink.id}`), 400, /^campaignid: /);
      expectError(await t.pro.post(`/api/campaign/${mine}/assign/1.5`), 400, /^linkid: /);
      for (const link of [ownLink, samsLink, hiddenQr, hiddenBio]) expect(campaignOf(link.id)).toBeNull();
    });
  });

  describe('public pages', () => {
    it('rotates through the campaign’s links in order and records a click on each visit', async () => {
      const { id } = (await t.pro.post('/api/campaign/add', { name: 'Rotating', slug: 'spin-me' })).body;
      const a = rows.insertLink('alex', 'https://example.com/a');
      const b = rows.insertLink('alex', 'https://example.com/b');
      const outsider = rows.insertLink('alex', 'https://example.com/outsider');
      await t.pro.post(`/api/campaign/${id}/assign/${a.id}`);
      await t.pro.post(`/api/campaign/${id}/assign/${b.id}`);

      const targets: (string | null)[] = [];
      for (let i = 0; i < 3; i++) {
        const reply = await t.anonymous.get('/r/spin-me', { referer: 'https://news.example.org/post' });
        expect(reply.status).toBe(302);
        targets.push(reply.headers.get('location'));
      }
      expect(targets).toEqual(['https://example.com/a', 'https://example.com/b', 'https://example.com/a']);
      expect(clicksOf(a.id)).toHaveLength(2);
      expect(clicksOf(b.id)).toEqual([
        {
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
          referrer: 'news.example.org',
        },
      ]);
      expect(clicksOf(outsider.id)).toEqual([]);
    });

    it('percent-encodes a destination outside ASCII in the Location header', async () => {
      const { id } = (await t.pro.post('/api/campaign/add', { name: 'Umlauts', slug: 'umlauts' })).body;
      const link = rows.insertLink('alex', 'https://bücher.example/straße/日本?q=ü');
      await t.pro.post(`/api/campaign/${id}/assign/${link.id}`);
      const reply = await t.anonymous.get('/r/umlauts');
      expect(reply.status).toBe(302);
      expect(reply.headers.get('location')).toBe(
        'https://xn--bcher-kva.example/stra%C3%9Fe/%E6%97%A5%E6%9C%AC?q=%C3%BC',
      );
    });

    it('resolves the rotator URL the API hands out', async () => {
      const created = campaignWriteResult.parse(
        (await t.pro.post('/api/campaign/add', { name: 'Resolves', slug: 'resolves' })).body,
      );
      const link = rows.insertLink('alex', 'https://example.com/resolved');
      await t.pro.post(`/api/campaign/${created.id}/assign/${link.id}`);
      const reply = await fetch(created.rotator as string, { redirect: 'manual' });
      expect(reply.status).toBe(302);
      expect(reply.headers.get('location')).toBe('https://example.com/resolved');
    });

    it('answers an HTML 404 for an unknown slug and for a campaign without links', async () => {
      await t.pro.post('/api/campaign/add', { name: 'Empty rotator', slug: 'empty-rotator' });
      for (const path of ['/r/no-such-slug', '/r/empty-rotator']) {
        const reply = await t.anonymous.get(path);
        expect(reply.status).toBe(404);
        expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
        expect(reply.text).toContain('<h1>Not found</h1>');
      }
    });

    it('lists a public campaign’s links with their short URLs and titles', async () => {
      const created = campaignWriteResult.parse(
        (await t.pro.post('/api/campaign/add', { name: 'Picks <&>', slug: 'picks' })).body,
      );
      const titled = rows.insertLink('alex', 'https://example.com/titled', {
        metaTitle: 'Best <b>deals</b>',
      });
      const plain = rows.insertLink('alex', 'https://example.com/plain');
      rows.insertLink('alex', 'https://example.com/not-in-it');
      await t.pro.post(`/api/campaign/${created.id}/assign/${titled.id}`);
      await t.pro.post(`/api/campaign/${created.id}/assign/${plain.id}`);

      const reply = await fetch(created.list);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await reply.text();
      expect(html).toContain('Picks &#60;&#38;&#62;');
      expect(html).toContain(`${t.sandbox.url}/${titled.alias}`);
      expect(html).toContain('Best &#60;b&#62;deals&#60;/b&#62;');
      expect(html).toContain(`${t.sandbox.url}/${plain.alias}`);
      expect(html).toContain('https://example.com/plain');
      expect(html).not.toContain('not-in-it');

      // Only the id after the last dash identifies the campaign; the username is matched as well.
      expect((await t.anonymous.get(`/u/ALEX/anything-${created.id}`)).status).toBe(200);
      expect((await t.anonymous.get(`/u/alex/${created.id}`)).status).toBe(200);
    });

    it('answers an HTML 404 for private campaigns, another username and unknown ids', async () => {
      const hidden = campaignWriteResult.parse(
        (await t.pro.post('/api/campaign/add', { name: 'Hidden', public: false })).body,
      );
      const open = campaignWriteResult.parse((await t.pro.post('/api/campaign/add', { name: 'Open' })).body);
      for (const path of [
        new URL(hidden.list).pathname,
        `/u/sam/open-${open.id}`,
        `/u/nobody/open-${open.id}`,
        '/u/alex/open-99999999',
        '/u/alex/open-',
        '/u/alex/open-x1',
      ]) {
        const reply = await t.anonymous.get(path);
        expect(reply.status, path).toBe(404);
        expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
      }
      expect((await t.anonymous.get(new URL(open.list).pathname)).status).toBe(200);
    });
  });
});

describe('campaigns (legacy revision)', () => {
  const t = useSandbox({ revision: 'legacy' });

  itHasNoApiRoutes(t, [
    ['GET', '/api/campaigns'],
    ['POST', '/api/campaign/add'],
    ['PUT', '/api/campaign/1/update'],
    ['DELETE', '/api/campaign/1/delete'],
    ['POST', '/api/campaign/1/assign/1'],
  ]);

  it('has no rotator or campaign list pages', async () => {
    expect((await t.anonymous.get('/r/some-slug')).status).toBe(404);
    expect((await t.anonymous.get('/u/alex/some-1')).status).toBe(404);
  });
});
