import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { channel, channelItem, paginated } from '../../src/shared/api/models.ts';
import { expectError } from '../support/expect-error.ts';
import { itHasNoApiRoutes } from '../support/legacy-routes.ts';
import { useSandbox } from '../support/sandbox.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';

const channelCreated = channel.extend({ error: z.literal(0) });
const itemsPage = paginated('items', channelItem);

describe('channels (current revision)', () => {
  const t = useSandbox({ revision: 'current' });
  // Links, bio pages and QR codes have their own endpoints elsewhere (bio pages none at all); these
  // tests put them straight into the database file.
  const rows = new SandboxRows(t);
  const itemRows = (channelId: number) =>
    rows.all<{ item_type: string; item_id: number; date: string }>(
      'SELECT item_type, item_id, date FROM channel_items WHERE channel_id = ? ORDER BY rowid',
      channelId,
    );
  const exists = (table: 'links' | 'bio_pages' | 'qr_codes', id: number) =>
    rows.get(`SELECT 1 FROM ${table} WHERE id = ?`, id) !== undefined;

  describe('create, list, update, delete', () => {
    it('creates a channel with every field and lists it', async () => {
      const created = await t.pro.post('/api/channel/add', {
        name: 'Newsletter',
        description: 'Links for the weekly mail',
        color: '#1a73e8',
        starred: true,
      });
      expect(created.status).toBe(200);
      const body = channelCreated.parse(created.body);
      expect(body).toEqual({
        error: 0,
        id: body.id,
        name: 'Newsletter',
        description: 'Links for the weekly mail',
        color: '#1a73e8',
        starred: true,
      });
      const list = paginated('channels', channel).parse((await t.pro.get('/api/channels')).body);
      expect(list.data.channels).toContainEqual({
        id: body.id,
        name: 'Newsletter',
        description: 'Links for the weekly mail',
        color: '#1a73e8',
        starred: true,
      });
    });

    it('fills defaults for the optional fields', async () => {
      const body = channelCreated.parse((await t.pro.post('/api/channel/add', { name: 'Bare' })).body);
      expect(body).toMatchObject({ name: 'Bare', description: '', color: '', starred: false });
    });

    it('lists only the caller’s channels, newest first, paginated', async () => {
      const ids: number[] = [];
      for (const name of ['One', 'Two', 'Three'])
        ids.push((await t.free.post('/api/channel/add', { name })).body.id);
      const first = paginated('channels', channel).parse((await t.free.get('/api/channels?limit=2')).body);
      expect(first.error).toBe('0');
      expect(first.data).toMatchObject({ result: 3, perpage: 2, currentpage: 1, nextpage: 2, maxpage: 2 });
      expect(first.data.channels.map((c) => c.id)).toEqual([ids[2], ids[1]]);
      const second = (await t.free.get('/api/channels?limit=2&page=2')).body.data;
      expect(second.channels.map((c: { name: string }) => c.name)).toEqual(['One']);
      expect((await t.admin.get('/api/channels')).body.data).toMatchObject({ result: 0, channels: [] });
    });

    it('validates the body and names the field', async () => {
      expectError(await t.pro.post('/api/channel/add', {}), 400, /^name: is required/);
      expectError(
        await t.pro.post('/api/channel/add', { name: 'x' }),
        400,
        /^name: must be at least 2 characters/,
      );
      expectError(await t.pro.post('/api/channel/add', { name: ['x', 'y'] }), 400, /^name: must be text/);
      expectError(
        await t.pro.post('/api/channel/add', { name: 'Ok', description: 'x' }),
        400,
        /^description: must be at least 2/,
      );
      expectError(
        await t.pro.post('/api/channel/add', { name: 'Ok', color: 'red' }),
        400,
        /^color: must be a hex/,
      );
      expectError(await t.pro.post('/api/channel/add', { name: 'Ok', color: '#12345' }), 400, /^color: /);
      expectError(
        await t.pro.post('/api/channel/add', { name: 'Ok', starred: 'yes' }),
        400,
        /^starred: must be true or false/,
      );
      expectError(await t.pro.post('/api/channel/add', 'null'), 400, /JSON object/);
      const names = (await t.pro.get('/api/channels?limit=1000')).body.data.channels.map(
        (c: { name: string }) => c.name,
      );
      expect(names).not.toContain('Ok');
    });

    it('updates only the fields sent', async () => {
      const { id } = (
        await t.pro.post('/api/channel/add', { name: 'Edit me', description: 'First words', color: '#abc' })
      ).body;
      const updated = await t.pro.put(`/api/channel/${id}/update`, { starred: true, color: '#00ff00' });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({ error: 0, message: expect.any(String) });
      const after = () =>
        t.pro
          .get('/api/channels?limit=1000')
          .then((r) => r.body.data.channels.find((c: { id: number }) => c.id === id));
      expect(await after()).toEqual({
        id,
        name: 'Edit me',
        description: 'First words',
        color: '#00ff00',
        starred: true,
      });
      await t.pro.put(`/api/channel/${id}/update`, {
        name: 'Edited',
        description: 'Other words',
        starred: false,
      });
      expect(await after()).toEqual({
        id,
        name: 'Edited',
        description: 'Other words',
        color: '#00ff00',
        starred: false,
      });
      expect((await t.pro.put(`/api/channel/${id}/update`, {})).status).toBe(200);
      expect((await after()).name).toBe('Edited');
    });

    it('refuses invalid updates, changing nothing', async () => {
      const { id } = (await t.pro.post('/api/channel/add', { name: 'Stable' })).body;
      expectError(await t.pro.put(`/api/channel/${id}/update`, { name: 'S', starred: true }), 400, /^name: /);
      expectError(await t.pro.put(`/api/channel/${id}/update`, { color: 'blue' }), 400, /^color: /);
      expectError(await t.pro.put(`/api/channel/${id}/update`, { starred: 0 }), 400, /^starred: /);
      expectError(await t.pro.put(`/api/channel/${id}/update`, { description: 5 }), 400, /^description: /);
      const stored = (await t.pro.get('/api/channels?limit=1000')).body.data.channels.find(
        (c: { id: number }) => c.id === id,
      );
      expect(stored).toMatchObject({ name: 'Stable', starred: false });
    });

    it('answers 404 for missing and another user’s channels, 400 for non-numeric ids', async () => {
      const { id } = (await t.free.post('/api/channel/add', { name: 'Sams channel' })).body;
      expectError(await t.pro.get(`/api/channel/${id}`), 404, 'Channel not found.');
      expectError(
        await t.pro.put(`/api/channel/${id}/update`, { name: 'Taken over' }),
        404,
        'Channel not found.',
      );
      expectError(await t.pro.delete(`/api/channel/${id}/delete`), 404, 'Channel not found.');
      expectError(await t.pro.get('/api/channel/99999999'), 404, 'Channel not found.');
      expectError(await t.pro.put('/api/channel/99999999/update', {}), 404, 'Channel not found.');
      expectError(await t.pro.delete('/api/channel/99999999/delete'), 404, 'Channel not found.');
      expectError(await t.pro.get('/api/channel/abc'), 400, /^id: /);
      expectError(await t.pro.put('/api/channel/-1/update', {}), 400, /^id: /);
      expectError(await t.pro.delete('/api/channel/1e3/delete'), 400, /^id: /);
      const sams = (await t.free.get('/api/channels?limit=1000')).body.data.channels;
      expect(sams.find((c: { id: number }) => c.id === id).name).toBe('Sams channel');
    });

    it('deletes a channel and unassigns its items, which stay', async () => {
      const { id } = (await t.pro.post('/api/channel/add', { name: 'Short lived' })).body;
      const link = rows.insertLink('alex', 'https://example.com/stays');
      const bio = rows.insertBio('alex', 'Stays too');
      const qr = rows.insertQr('alex', { dynamic: false });
      await t.pro.post(`/api/channel/${id}/assign/links/${link.id}`);
      await t.pro.post(`/api/channel/${id}/assign/bio/${bio.id}`);
      await t.pro.post(`/api/channel/${id}/assign/qr/${qr.id}`);
      expect(itemRows(id)).toHaveLength(3);

      const deleted = await t.pro.delete(`/api/channel/${id}/delete`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ error: 0, message: expect.any(String) });
      expect(itemRows(id)).toEqual([]);
      expect([exists('links', link.id), exists('bio_pages', bio.id), exists('qr_codes', qr.id)]).toEqual([
        true,
        true,
        true,
      ]);
      expectError(await t.pro.get(`/api/channel/${id}`), 404, 'Channel not found.');
    });

    it('needs an API key', async () => {
      expectError(await t.anonymous.get('/api/channels'), 401, /API key/);
    });
  });

  describe('items', () => {
    it('assigns links, bio pages and QR codes and lists them newest first with their URLs', async () => {
      const base = t.sandbox.url;
      const { id } = (await t.pro.post('/api/channel/add', { name: 'Everything' })).body;
      const domainId = rows.insertDomain('alex', 'https://go.alex.example');
      const titled = rows.insertLink('alex', 'https://example.com/titled', { metaTitle: 'Spring deals' });
      const branded = rows.insertLink('alex', 'https://example.com/branded', { domainId });
      const bio = rows.insertBio('alex', 'About Alex');
      const dynamic = rows.insertQr('alex', { name: 'Menu', dynamic: true });
      const stat = rows.insertQr('alex', { dynamic: false });

      const assigned: [string, number][] = [
        ['links', titled.id],
        ['links', branded.id],
        ['bio', bio.id],
        ['qr', dynamic.id],
        ['qr', stat.id],
      ];
      for (const [type, itemId] of assigned) {
        const reply = await t.pro.post(`/api/channel/${id}/assign/${type}/${itemId}`);
        expect(reply.status).toBe(200);
        expect(reply.body).toEqual({ error: 0, message: expect.any(String) });
      }

      const day = itemRows(id)[0]!.date.slice(0, 10);
      const page = itemsPage.parse((await t.pro.get(`/api/channel/${id}`)).body);
      expect(page.data).toMatchObject({ result: 5, perpage: 15, currentpage: 1, nextpage: null, maxpage: 1 });
      expect(page.data.items).toEqual([
        {
          type: 'qr',
          id: stat.id,
          title: `QR code ${stat.id}`,
          preview: `${base}/qr/${stat.alias}`,
          link: `${base}/qr/${stat.alias}`,
          date: day,
        },
        {
          type: 'qr',
          id: dynamic.id,
          title: 'Menu',
          preview: `${base}/qr/${dynamic.alias}`,
          link: `${base}/${dynamic.alias}`,
          date: day,
        },
        {
          type: 'bio',
          id: bio.id,
          title: 'About Alex',
          preview: `${base}/${bio.alias}`,
          link: `${base}/${bio.alias}`,
          date: day,
        },
        {
          type: 'links',
          id: branded.id,
          title: 'https://example.com/branded',
          preview: 'https://example.com/branded',
          link: `https://go.alex.example/${branded.alias}`,
          date: day,
        },
        {
          type: 'links',
          id: titled.id,
          title: 'Spring deals',
          preview: 'https://example.com/titled',
          link: `${base}/${titled.alias}`,
          date: day,
        },
      ]);

      const second = itemsPage.parse((await t.pro.get(`/api/channel/${id}?limit=2&page=2`)).body);
      expect(second.data).toMatchObject({ result: 5, perpage: 2, currentpage: 2, nextpage: 3, maxpage: 3 });
      expect(second.data.items.map((item) => [item.type, item.id])).toEqual([
        ['bio', bio.id],
        ['links', branded.id],
      ]);
    });

    it('puts the same item in several channels, but in one channel only once', async () => {
      const first = (await t.pro.post('/api/channel/add', { name: 'First' })).body.id;
      const second = (await t.pro.post('/api/channel/add', { name: 'Second' })).body.id;
      const link = rows.insertLink('alex', 'https://example.com/shared');
      expect((await t.pro.post(`/api/channel/${first}/assign/links/${link.id}`)).status).toBe(200);
      expect((await t.pro.post(`/api/channel/${second}/assign/links/${link.id}`)).status).toBe(200);
      expectError(
        await t.pro.post(`/api/channel/${first}/assign/links/${link.id}`),
        409,
        'This item is already added to the selected channel.',
      );
      expect(itemRows(first)).toHaveLength(1);
      // The same number under another type is another item.
      const qr = rows.insertQr('alex', { dynamic: false });
      const bio = rows.insertBio('alex', 'Numbered');
      expect((await t.pro.post(`/api/channel/${first}/assign/qr/${qr.id}`)).status).toBe(200);
      expect((await t.pro.post(`/api/channel/${first}/assign/bio/${bio.id}`)).status).toBe(200);
      expect(itemRows(first).map((row) => row.item_type)).toEqual(['links', 'qr', 'bio']);
    });

    it('validates the path: channel id, item type and item id', async () => {
      const { id } = (await t.pro.post('/api/channel/add', { name: 'Strict' })).body;
      const link = rows.insertLink('alex', 'https://example.com/strict');
      expectError(
        await t.pro.post(`/api/channel/${id}/assign/pixels/${link.id}`),
        400,
        /^type: must be one of links, bio, qr/,
      );
      expectError(await t.pro.post(`/api/channel/${id}/assign/LINKS/${link.id}`), 400, /^type: /);
      expectError(await t.pro.post(`/api/channel/x/assign/links/${link.id}`), 400, /^channelid: /);
      expectError(await t.pro.post(`/api/channel/${id}/assign/links/x`), 400, /^itemid: /);
      expect(itemRows(id)).toEqual([]);
    });

    it('answers 404 for items that are missing, another user’s, or not of the type', async () => {
      const { id } = (await t.pro.post('/api/channel/add', { name: 'Guarded' })).body;
      const samsChannel = (await t.free.post('/api/channel/add', { name: 'Sams' })).body.id;
      const ownLink = rows.insertLink('alex', 'https://example.com/own');
      const samsLink = rows.insertLink('sam', 'https://example.com/sams');
      const samsBio = rows.insertBio('sam', 'Sams bio');
      const samsQr = rows.insertQr('sam', { dynamic: true });
      const hiddenQrLink = rows.insertLink('alex', 'https://example.com/hidden', { kind: 'qr' });
      const hiddenBioLink = rows.insertLink('alex', 'https://example.com/hidden-bio', { kind: 'bio' });

      const cases: [string, string][] = [
        [`links/${samsLink.id}`, 'Link not found.'],
        [`links/${hiddenQrLink.id}`, 'Link not found.'],
        [`links/${hiddenBioLink.id}`, 'Link not found.'],
        ['links/99999999', 'Link not found.'],
        [`bio/${samsBio.id}`, 'Bio page not found.'],
        ['bio/99999999', 'Bio page not found.'],
        [`qr/${samsQr.id}`, 'QR code not found.'],
        ['qr/99999999', 'QR code not found.'],
      ];
      for (const [path, message] of cases) {
        expectError(await t.pro.post(`/api/channel/${id}/assign/${path}`), 404, message);
      }
      expectError(
        await t.pro.post(`/api/channel/${samsChannel}/assign/links/${ownLink.id}`),
        404,
        'Channel not found.',
      );
      expectError(
        await t.pro.post(`/api/channel/99999999/assign/links/${ownLink.id}`),
        404,
        'Channel not found.',
      );
      expect(itemRows(id)).toEqual([]);
      expect(itemRows(samsChannel)).toEqual([]);
    });

    it('answers an empty page for a channel without items', async () => {
      const { id } = (await t.pro.post('/api/channel/add', { name: 'Empty' })).body;
      const page = itemsPage.parse((await t.pro.get(`/api/channel/${id}`)).body);
      expect(page.data).toEqual({
        result: 0,
        perpage: 15,
        currentpage: 1,
        nextpage: null,
        maxpage: 0,
        items: [],
      });
    });
  });
});

describe('channels (legacy revision)', () => {
  const t = useSandbox({ revision: 'legacy' });

  itHasNoApiRoutes(t, [
    ['GET', '/api/channels'],
    ['GET', '/api/channel/1'],
    ['POST', '/api/channel/add'],
    ['PUT', '/api/channel/1/update'],
    ['DELETE', '/api/channel/1/delete'],
    ['POST', '/api/channel/1/assign/links/1'],
  ]);
});
