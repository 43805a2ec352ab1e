import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { account, errorBody, user } from '../../src/shared/api/models.ts';
import { expectError } from '../support/expect-error.ts';
import { useSandbox } from '../support/sandbox.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';

const userList = z.object({ error: z.literal(0), data: z.array(user) });
const created = z.object({
  error: z.literal(0),
  message: z.string().min(1),
  data: z.object({ id: z.number().int().positive(), email: z.string(), username: z.string() }),
});

describe.each(['current', 'legacy'] as const)('users (%s revision)', (revision) => {
  const t = useSandbox({ revision });

  const seeded = (username: string) => t.sandbox.accounts.find((a) => a.username === username)!;
  const planId = async (name: string) =>
    (await t.admin.get('/api/plans')).body.data.find((p: { name: string }) => p.name === name).id as number;
  const addUser = (body: unknown) => t.admin.post('/api/user/add', body);
  /** Reads the sandbox's file directly, to see what the API does not show (rows of deleted users). */
  const rows = new SandboxRows(t);

  it('lists users as a plain array with plan and API key', async () => {
    const reply = await t.admin.get('/api/users');
    expect(reply.status).toBe(200);
    const users = userList.parse(reply.body).data;
    for (const name of ['admin', 'alex', 'sam']) {
      const listed = users.find((u) => u.username === name)!;
      expect(listed).toMatchObject({
        id: seeded(name).id,
        email: `${name}@sandbox.linkdesk.test`,
        status: seeded(name).status,
        apikey: seeded(name).apiKey,
        avatar: `${t.sandbox.url}/avatar/${seeded(name).id}.svg`,
      });
      expect(listed.planid).toBeGreaterThan(0);
    }
    expect(Object.keys(users[0]!).sort()).toEqual(
      ['apikey', 'avatar', 'email', 'expires', 'id', 'planid', 'registered', 'status', 'username'].sort(),
    );
    expect(users.map((u) => u.id)).toEqual([...users.map((u) => u.id)].sort((a, b) => b - a));
  });

  it.each(['admin', 'pro', 'free'] as const)('filters the list by status %s', async (status) => {
    const users = userList.parse((await t.admin.get(`/api/users?filter=${status}`)).body).data;
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((u) => u.status === status)).toBe(true);
    expect(users.some((u) => u.apikey === t.sandbox.accounts.find((a) => a.status === status)!.apiKey)).toBe(
      true,
    );
  });

  it('filters the list by exact email', async () => {
    const found = userList.parse((await t.admin.get('/api/users?email=sam@sandbox.linkdesk.test')).body).data;
    expect(found.map((u) => u.username)).toEqual(['sam']);
    expect((await t.admin.get('/api/users?email=sam@sandbox')).body.data).toEqual([]);
    const both = await t.admin.get('/api/users?filter=pro&email=sam@sandbox.linkdesk.test');
    expect(both.body).toEqual({ error: 0, data: [] });
  });

  it.each(['?filter=banned', '?filter=', '?filter=pro&filter=free'])(
    'refuses %s with 400 naming filter',
    async (query) => {
      const reply = await t.admin.get(`/api/users${query}`);
      expectError(reply, 400, /^filter: must be one of free, pro, admin/);
    },
  );

  it('refuses two email filters with 400 naming email', async () => {
    const reply = await t.admin.get('/api/users?email=a@x.test&email=b@x.test');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^email: /);
  });

  it('answers one user, 404 for a missing one and 400 for a non-numeric id', async () => {
    const alex = seeded('alex');
    const reply = await t.admin.get(`/api/user/${alex.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.error).toBe(0);
    expect(user.parse(reply.body.data)).toMatchObject({ id: alex.id, username: 'alex', apikey: alex.apiKey });
    expect((await t.admin.get('/api/user/99999')).status).toBe(404);
    const bad = await t.admin.get('/api/user/alex');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^id: /);
  });

  it('creates a free user whose API key works at once', async () => {
    const reply = await addUser({ username: 'newbie', email: 'newbie@example.test', password: 'secret' });
    expect(reply.status).toBe(200);
    const body = created.parse(reply.body);
    expect(body.data).toEqual({ id: body.data.id, email: 'newbie@example.test', username: 'newbie' });

    const stored = user.parse((await t.admin.get(`/api/user/${body.data.id}`)).body.data);
    expect(stored).toMatchObject({ username: 'newbie', status: 'free', planid: 0, expires: null });
    expect(stored.apikey).toMatch(/^[0-9a-f]{40}$/);

    const own = await t.anonymous.as(stored.apikey).get('/api/account');
    expect(own.status).toBe(200);
    expect(account.parse(own.body.data)).toMatchObject({
      id: body.data.id,
      username: 'newbie',
      status: 'free',
    });
  });

  it('makes a user pro on a paid plan and free on a free one, with the given expiration', async () => {
    const pro = await planId('Pro');
    const paid = created.parse(
      (
        await addUser({
          username: 'payer',
          email: 'payer@example.test',
          password: 'secret',
          planid: pro,
          expiration: '2030-01-02 03:04:05',
        })
      ).body,
    );
    expect((await t.admin.get(`/api/user/${paid.data.id}`)).body.data).toMatchObject({
      status: 'pro',
      planid: pro,
      expires: '2030-01-02 03:04:05',
    });

    const starter = await planId('Starter');
    const free = created.parse(
      (
        await addUser({
          username: 'saver',
          email: 'saver@example.test',
          password: 'secret',
          planid: starter,
          expiration: '2030-01-02 03:04:05',
        })
      ).body,
    );
    expect((await t.admin.get(`/api/user/${free.data.id}`)).body.data).toMatchObject({
      status: 'free',
      planid: starter,
    });
  });

  it.each([
    [{ username: 'ALEX', email: 'fresh1@example.test', password: 'secret' }, /^username: /],
    [{ username: 'fresh2', email: 'Sam@Sandbox.linkdesk.test', password: 'secret' }, /^email: /],
  ])('refuses a taken field with 409 naming it: %j', async (body, message) => {
    const before = rows.count('SELECT COUNT(*) AS n FROM users');
    const reply = await addUser(body);
    expectError(reply, 409, message);
    expect(rows.count('SELECT COUNT(*) AS n FROM users')).toBe(before);
  });

  it('refuses a plan that does not exist with 404 naming planid, creating nobody', async () => {
    const reply = await addUser({
      username: 'ghostplan',
      email: 'ghostplan@example.test',
      password: 'secret',
      planid: 9999,
      expiration: '2030-01-01 00:00:00',
    });
    expectError(reply, 404, /^planid: /);
    expect((await t.admin.get('/api/users?email=ghostplan@example.test')).body.data).toEqual([]);
  });

  it.each([
    [{ email: 'v1@example.test', password: 'secret' }, /^username: is required/],
    [{ username: 'no spaces', email: 'v2@example.test', password: 'secret' }, /^username: /],
    [{ username: 'ab', email: 'v3@example.test', password: 'secret' }, /^username: /],
    [{ username: 'valid3', password: 'secret' }, /^email: is required/],
    [{ username: 'valid4', email: 'not-an-email', password: 'secret' }, /^email: /],
    [{ username: 'valid5', email: 'v5@example.test' }, /^password: is required/],
    [{ username: 'valid6', email: 'v6@example.test', password: 'abcd' }, /^password: must be at least 5/],
    [{ username: 'valid7', email: 'v7@example.test', password: 12345 }, /^password: /],
    [
      {
        username: 'valid8',
        email: 'v8@example.test',
        password: 'secret',
        planid: '2',
        expiration: '2030-01-01 00:00:00',
      },
      /^planid: /,
    ],
    [
      {
        username: 'valid9',
        email: 'v9@example.test',
        password: 'secret',
        planid: 0,
        expiration: '2030-01-01 00:00:00',
      },
      /^planid: /,
    ],
    [{ username: 'valid10', email: 'v10@example.test', password: 'secret', planid: 2 }, /^expiration: /],
    [
      { username: 'valid11', email: 'v11@example.test', password: 'secret', expiration: 'tomorrow' },
      /^expiration: /,
    ],
  ])('refuses the invalid user %j with 400 naming the field', async (body, message) => {
    const reply = await addUser(body);
    expectError(reply, 400, message);
    const email = (body as { email?: string }).email;
    if (email) expect((await t.admin.get(`/api/users?email=${email}`)).body.data).toEqual([]);
  });

  it('deletes a user with everything they own, and their key stops working', async () => {
    const body = created.parse(
      (await addUser({ username: 'leaver', email: 'leaver@example.test', password: 'secret' })).body,
    );
    const id = body.data.id;
    const key = (await t.admin.get(`/api/user/${id}`)).body.data.apikey as string;
    const leaver = t.anonymous.as(key);
    expect((await leaver.post('/api/domain/add', { domain: 'https://leaver.test' })).body.error).toBe(0);
    expect(
      (await leaver.post('/api/pixel/add', { type: 'bing', name: 'Ads', tag: 'UET99999' })).body.error,
    ).toBe(0);
    expect(rows.count('SELECT COUNT(*) AS n FROM domains WHERE user_id = ?', id)).toBe(1);
    expect(rows.count('SELECT COUNT(*) AS n FROM pixels WHERE user_id = ?', id)).toBe(1);

    const reply = await t.admin.delete(`/api/user/${id}/delete`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ error: 0, message: expect.any(String) });

    expect((await leaver.get('/api/account')).status).toBe(401);
    expect((await t.admin.get(`/api/user/${id}`)).status).toBe(404);
    expect(rows.count('SELECT COUNT(*) AS n FROM users WHERE id = ?', id)).toBe(0);
    expect(rows.count('SELECT COUNT(*) AS n FROM domains WHERE user_id = ?', id)).toBe(0);
    expect(rows.count('SELECT COUNT(*) AS n FROM pixels WHERE user_id = ?', id)).toBe(0);
    // The domain is free for someone else again.
    expect((await t.pro.post('/api/domain/add', { domain: 'https://leaver.test' })).body.error).toBe(0);
    expect((await t.admin.delete(`/api/user/${id}/delete`)).status).toBe(404);
  });

  it('refuses to let an admin delete their own account', async () => {
    const admin = seeded('admin');
    const reply = await t.admin.delete(`/api/user/${admin.id}/delete`);
    expect(reply.status).toBe(409);
    errorBody.parse(reply.body);
    expect((await t.admin.get('/api/account')).status).toBe(200);
  });

  it('refuses a non-numeric id on delete with 400 naming id', async () => {
    const reply = await t.admin.delete('/api/user/abc/delete');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^id: /);
  });

  it('is for admins only: 403 for other keys, 401 without one, nothing written', async () => {
    const sam = seeded('sam');
    for (const client of [t.pro, t.free]) {
      for (const reply of [
        await client.get('/api/users'),
        await client.get(`/api/user/${sam.id}`),
        await client.post('/api/user/add', {
          username: 'intruder',
          email: 'i@example.test',
          password: 'secret',
        }),
        await client.delete(`/api/user/${sam.id}/delete`),
      ]) {
        expect(reply.status).toBe(403);
        errorBody.parse(reply.body);
      }
    }
    for (const reply of [
      await t.anonymous.get('/api/users'),
      await t.anonymous.get(`/api/user/${sam.id}`),
      await t.anonymous.post('/api/user/add', {
        username: 'intruder',
        email: 'i@example.test',
        password: 'secret',
      }),
      await t.anonymous.delete(`/api/user/${sam.id}/delete`),
    ]) {
      expect(reply.status).toBe(401);
    }
    expect((await t.free.get('/api/account')).status).toBe(200);
    expect((await t.admin.get('/api/users?email=i@example.test')).body.data).toEqual([]);
  });
});
