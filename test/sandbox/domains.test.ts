import { describe, expect, it } from 'vitest';
import { domain, errorBody, paginated } from '../../src/shared/api/models.ts';
import { expectError } from '../support/expect-error.ts';
import { useSandbox } from '../support/sandbox.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';

const domainList = paginated('domains', domain);

describe.each(['current', 'legacy'] as const)('branded domains (%s revision)', (revision) => {
  const t = useSandbox({ revision });

  const listOf = async (client = t.pro) =>
    domainList.parse((await client.get('/api/domains?limit=1000')).body);
  const add = async (body: unknown, client = t.pro) => client.post('/api/domain/add', body);

  it('adds, lists, updates and deletes a domain', async () => {
    const created = await add({
      domain: 'https://go.lifecycle.test',
      redirectroot: 'https://www.lifecycle.test/',
      redirect404: 'https://www.lifecycle.test/missing',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ error: 0, id: expect.any(Number) });
    const id = created.body.id;

    const list = await listOf();
    expect(list.error).toBe('0');
    expect(list.data.domains).toContainEqual({
      id,
      domain: 'https://go.lifecycle.test',
      redirectroot: 'https://www.lifecycle.test/',
      redirect404: 'https://www.lifecycle.test/missing',
    });

    const updated = await t.pro.put(`/api/domain/${id}/update`, {
      redirectroot: 'https://home.lifecycle.test',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ error: 0, message: expect.any(String) });
    expect((await listOf()).data.domains.find((d) => d.id === id)).toEqual({
      id,
      domain: 'https://go.lifecycle.test',
      redirectroot: 'https://home.lifecycle.test',
      redirect404: 'https://www.lifecycle.test/missing',
    });

    const cleared = await t.pro.put(`/api/domain/${id}/update`, { redirect404: '' });
    expect(cleared.body.error).toBe(0);
    expect((await listOf()).data.domains.find((d) => d.id === id)).toMatchObject({
      redirectroot: 'https://home.lifecycle.test',
      redirect404: '',
    });

    const deleted = await t.pro.delete(`/api/domain/${id}/delete`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ error: 0, message: expect.any(String) });
    expect((await listOf()).data.domains.some((d) => d.id === id)).toBe(false);
    expect((await t.pro.delete(`/api/domain/${id}/delete`)).status).toBe(404);
  });

  it('answers unset redirects as empty strings', async () => {
    const { id } = (await add({ domain: 'http://bare.redirects.test' })).body;
    expect((await listOf()).data.domains.find((d) => d.id === id)).toEqual({
      id,
      domain: 'http://bare.redirects.test',
      redirectroot: '',
      redirect404: '',
    });
  });

  it('stores the domain as scheme and lower-case host, without a trailing slash', async () => {
    const { id } = (await add({ domain: '  https://Go.Normalised.TEST/  ' })).body;
    expect((await listOf()).data.domains.find((d) => d.id === id)!.domain).toBe('https://go.normalised.test');
    const withPort = (await add({ domain: 'http://ported.test:8080/' })).body.id;
    expect((await listOf()).data.domains.find((d) => d.id === withPort)!.domain).toBe(
      'http://ported.test:8080',
    );
  });

  it('refuses a domain that any user of the installation already has, whatever the scheme', async () => {
    await add({ domain: 'https://taken.test' });
    for (const [client, value] of [
      [t.pro, 'https://taken.test'],
      [t.free, 'https://TAKEN.test/'],
      [t.admin, 'http://taken.test'],
    ] as const) {
      const reply = await add({ domain: value }, client);
      expect(reply.status, value).toBe(409);
      expect(errorBody.parse(reply.body).message).toMatch(/^domain: /);
    }
    expect((await listOf(t.free)).data.domains.some((d) => d.domain.includes('taken.test'))).toBe(false);
  });

  it.each([
    [{}, /^domain: is required/],
    [{ domain: 'go.example.test' }, /^domain: /],
    [{ domain: 'ftp://go.example.test' }, /^domain: /],
    [{ domain: 12 }, /^domain: /],
    [{ domain: 'https://go.example.test/path' }, /^domain: must be a scheme and a host only/],
    [{ domain: 'https://go.example.test/?q=1' }, /^domain: /],
    [{ domain: 'https://user:pw@go.example.test' }, /^domain: /],
    [{ domain: 'https://go.example.test', redirectroot: 'nowhere' }, /^redirectroot: /],
    [{ domain: 'https://go.example.test', redirect404: 5 }, /^redirect404: /],
  ])('refuses the invalid domain %j with 400 naming the field', async (body, message) => {
    const reply = await add(body);
    expectError(reply, 400, message);
    expect((await listOf()).data.domains.some((d) => d.domain === 'https://go.example.test')).toBe(false);
  });

  it('refuses to change the domain itself, and changes nothing', async () => {
    const { id } = (await add({ domain: 'https://fixed.test', redirectroot: 'https://root.fixed.test' }))
      .body;
    for (const body of [
      { domain: 'https://moved.test' },
      { domain: 'https://fixed.test', redirectroot: 'https://other.fixed.test' },
    ]) {
      const reply = await t.pro.put(`/api/domain/${id}/update`, body);
      expectError(reply, 400, /^domain: cannot be changed/);
    }
    expect((await listOf()).data.domains.find((d) => d.id === id)).toEqual({
      id,
      domain: 'https://fixed.test',
      redirectroot: 'https://root.fixed.test',
      redirect404: '',
    });
  });

  it('validates update fields by name', async () => {
    const { id } = (await add({ domain: 'https://update-checks.test' })).body;
    for (const [body, message] of [
      [{ redirectroot: 'not a url' }, /^redirectroot: /],
      [{ redirect404: true }, /^redirect404: /],
    ] as const) {
      const reply = await t.pro.put(`/api/domain/${id}/update`, body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(message);
    }
    expect((await t.pro.put('/api/domain/abc/update', {})).body.message).toMatch(/^id: /);
    expect((await t.pro.delete('/api/domain/0/delete')).status).toBe(400);
    expect((await t.pro.delete('/api/domain/1.5/delete')).body.message).toMatch(/^id: /);
  });

  it('answers 404 for a missing id and for another user’s domain, which stays untouched', async () => {
    const { id } = (await add({ domain: 'https://private.test', redirectroot: 'https://root.private.test' }))
      .body;
    for (const reply of [
      await t.free.put(`/api/domain/${id}/update`, { redirectroot: 'https://evil.test' }),
      await t.free.delete(`/api/domain/${id}/delete`),
      await t.pro.put('/api/domain/999999/update', { redirectroot: 'https://x.test' }),
      await t.pro.delete('/api/domain/999999/delete'),
    ]) {
      expect(reply.status).toBe(404);
      errorBody.parse(reply.body);
    }
    expect((await listOf(t.free)).data.domains.some((d) => d.id === id)).toBe(false);
    expect((await listOf()).data.domains.find((d) => d.id === id)).toMatchObject({
      redirectroot: 'https://root.private.test',
    });
  });

  it('pages the list newest first', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await add({ domain: `https://page${n}.test` }, t.admin)).body.id);
    const first = domainList.parse((await t.admin.get('/api/domains?limit=2')).body);
    expect(first.data).toMatchObject({ result: 3, perpage: 2, currentpage: 1, nextpage: 2, maxpage: 2 });
    expect(first.data.domains.map((d) => d.id)).toEqual([ids[2], ids[1]]);
    const second = domainList.parse((await t.admin.get('/api/domains?limit=2&page=2')).body);
    expect(second.data).toMatchObject({ currentpage: 2, nextpage: null });
    expect(second.data.domains.map((d) => d.id)).toEqual([ids[0]]);
  });

  it('loses the domain from links that used it when it is deleted', async () => {
    const { id } = (await add({ domain: 'https://short.cascade.test' })).body;
    // Read from the row itself: the legacy revision's link list has no domain field to show.
    const rows = new SandboxRows(t);
    const link = rows.insertLink('alex', 'https://x.test', { domainId: id });
    expect((await t.pro.delete(`/api/domain/${id}/delete`)).body.error).toBe(0);
    expect(rows.get('SELECT domain_id FROM links WHERE id = ?', link.id)).toEqual({ domain_id: null });
  });

  it('needs an API key', async () => {
    expect((await t.anonymous.get('/api/domains')).status).toBe(401);
    expect((await t.anonymous.post('/api/domain/add', { domain: 'https://anon.test' })).status).toBe(401);
  });
});
