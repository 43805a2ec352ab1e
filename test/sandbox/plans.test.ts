import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody, plan, user } from '../../src/shared/api/models.ts';
import { expectError } from '../support/expect-error.ts';
import { useSandbox } from '../support/sandbox.ts';

const plans = z.object({ error: z.literal(0), data: z.array(plan) });
/** A fixed clock at the end of a month in a leap year, where month arithmetic is easiest to get wrong. */
const NOW = Date.parse('2024-01-31T10:20:30Z');

describe.each(['current', 'legacy'] as const)('plans (%s revision)', (revision) => {
  const t = useSandbox({ revision, now: () => NOW });

  const accountId = (username: string) => t.sandbox.accounts.find((a) => a.username === username)!.id;
  const planId = async (name: string) =>
    (await t.admin.get('/api/plans')).body.data.find((p: { name: string }) => p.name === name).id as number;
  const userOf = async (id: number) => user.parse((await t.admin.get(`/api/user/${id}`)).body.data);

  it('lists every plan as a plain array with parsed limits and prices', async () => {
    const reply = await t.admin.get('/api/plans');
    expect(reply.status).toBe(200);
    const body = plans.parse(reply.body);
    expect(body.data.map((p) => [p.name, p.free, p.prices])).toEqual([
      ['Starter', true, null],
      ['Pro', false, { monthly: 9, yearly: 90, lifetime: 290 }],
      ['Business', false, { monthly: 29, yearly: 290, lifetime: 990 }],
    ]);
    const pro = body.data[1]!;
    expect(pro.limits).toMatchObject({
      links: 5000,
      clicks: 500000,
      retention: 365,
      custom: { enabled: '1' },
      pixels: { enabled: '1', count: '20' },
      domain: { enabled: '1', count: '5' },
    });
    expect(body.data[0]!.limits).toMatchObject({
      custom: { enabled: '0' },
      domain: { enabled: '0', count: '0' },
    });
    expect(Object.keys(pro).sort()).toEqual(['free', 'id', 'limits', 'name', 'prices']);
  });

  it('is for admins only: 403 for other keys, 401 without one', async () => {
    for (const client of [t.pro, t.free]) {
      const list = await client.get('/api/plans');
      expect(list.status).toBe(403);
      errorBody.parse(list.body);
      const subscribe = await client.put(`/api/plan/1/user/${accountId('sam')}`, { type: 'lifetime' });
      expect(subscribe.status).toBe(403);
    }
    expect((await t.anonymous.get('/api/plans')).status).toBe(401);
    expect((await t.anonymous.put('/api/plan/1/user/1', { type: 'monthly' })).status).toBe(401);
    expect((await userOf(accountId('sam'))).status).toBe('free');
  });

  it.each([
    ['monthly', '2024-02-29 10:20:30'],
    ['yearly', '2025-01-31 10:20:30'],
    ['lifetime', '2034-01-31 10:20:30'],
  ])('subscribes with %s and sets the expiry from now', async (type, expires) => {
    const sam = accountId('sam');
    const pro = await planId('Pro');
    const reply = await t.admin.put(`/api/plan/${pro}/user/${sam}`, { type });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ error: 0, message: expect.any(String) });
    expect(await userOf(sam)).toMatchObject({ planid: pro, status: 'pro', expires });
  });

  it('takes the given expiration over the type', async () => {
    const sam = accountId('sam');
    const business = await planId('Business');
    await t.admin.put(`/api/plan/${business}/user/${sam}`, {
      type: 'monthly',
      expiration: '2030-05-06 07:08:09',
    });
    expect(await userOf(sam)).toMatchObject({
      planid: business,
      status: 'pro',
      expires: '2030-05-06 07:08:09',
    });
    await t.admin.put(`/api/plan/${business}/user/${sam}`, { expiration: '2031-01-01 00:00:00' });
    expect((await userOf(sam)).expires).toBe('2031-01-01 00:00:00');
  });

  it('makes a user free on a free plan, and leaves an admin an admin', async () => {
    const starter = await planId('Starter');
    const alex = accountId('alex');
    await t.admin.put(`/api/plan/${starter}/user/${alex}`, { type: 'yearly' });
    expect(await userOf(alex)).toMatchObject({
      planid: starter,
      status: 'free',
      expires: '2025-01-31 10:20:30',
    });

    const admin = accountId('admin');
    await t.admin.put(`/api/plan/${starter}/user/${admin}`, { type: 'monthly' });
    expect(await userOf(admin)).toMatchObject({ planid: starter, status: 'admin' });
    await t.admin.put(`/api/plan/${await planId('Pro')}/user/${admin}`, { type: 'monthly' });
    expect((await userOf(admin)).status).toBe('admin');
  });

  it.each([
    [{}, /^type: must be one of monthly, yearly, lifetime/],
    [{ type: 'weekly' }, /^type: must be one of/],
    [{ type: 3 }, /^type: /],
    [{ type: 'monthly', expiration: '2030-01-01' }, /^expiration: /],
    [{ expiration: '2030-13-45 00:00:00' }, /^expiration: /],
  ])('refuses the subscription %j with 400 naming the field, changing nothing', async (body, message) => {
    const sam = accountId('sam');
    const before = await userOf(sam);
    const reply = await t.admin.put(`/api/plan/${await planId('Pro')}/user/${sam}`, body);
    expectError(reply, 400, message);
    expect(await userOf(sam)).toEqual(before);
  });

  it('answers 404 for an unknown plan or user and 400 for non-numeric ids', async () => {
    const sam = accountId('sam');
    const before = await userOf(sam);
    const unknownPlan = await t.admin.put(`/api/plan/9999/user/${sam}`, { type: 'monthly' });
    expectError(unknownPlan, 404, /^Plan /);
    const unknownUser = await t.admin.put('/api/plan/1/user/9999', { type: 'monthly' });
    expectError(unknownUser, 404, /^User /);

    const badPlan = await t.admin.put(`/api/plan/pro/user/${sam}`, { type: 'monthly' });
    expect(badPlan.status).toBe(400);
    expect(badPlan.body.message).toMatch(/^planid: /);
    const badUser = await t.admin.put('/api/plan/1/user/sam', { type: 'monthly' });
    expect(badUser.status).toBe(400);
    expect(badUser.body.message).toMatch(/^userid: /);
    expect(await userOf(sam)).toEqual(before);
  });
});
