import { describe, expect, it } from 'vitest';
import { paginated, pixel } from '../../src/shared/api/models.ts';
import { useSandbox } from '../support/sandbox.ts';

describe.each(['current', 'legacy'] as const)('pixels (%s revision)', (revision) => {
  const t = useSandbox({ revision });

  it('creates, lists, updates and deletes a pixel', async () => {
    const created = await t.pro.post('/api/pixel/add', { type: 'fbpixel', name: 'Shop', tag: '123456' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ error: 0, id: expect.any(Number) });

    const list = await t.pro.get('/api/pixels');
    expect(paginated('pixels', pixel).parse(list.body).data.pixels).toEqual([
      { id: created.body.id, type: 'fbpixel', name: 'Shop', tag: '123456', date: expect.any(String) },
    ]);

    const updated = await t.pro.put(`/api/pixel/${created.body.id}/update`, { name: 'Store', tag: '654321' });
    expect(updated.body).toEqual({ error: 0, message: expect.any(String) });
    expect((await t.pro.get('/api/pixels')).body.data.pixels[0]).toMatchObject({
      name: 'Store',
      tag: '654321',
    });

    expect((await t.pro.delete(`/api/pixel/${created.body.id}/delete`)).body.error).toBe(0);
    expect((await t.pro.get('/api/pixels')).body.data.result).toBe(0);
  });

  it('enforces each provider tag rule and names the field', async () => {
    const refused = await t.pro.post('/api/pixel/add', { type: 'fbpixel', name: 'x', tag: 'abc' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 1, message: expect.stringMatching(/^tag: /) });
    const gtm = await t.pro.post('/api/pixel/add', { type: 'gtmpixel', name: 'x', tag: 'ABCDEF' });
    expect(gtm.body.message).toMatch(/^tag: /);
    const quora = await t.pro.post('/api/pixel/add', { type: 'quorapixel', name: 'x', tag: 'q'.repeat(29) });
    expect(quora.status).toBe(400);
  });

  it('refuses a duplicate provider and tag with 409', async () => {
    await t.pro.post('/api/pixel/add', { type: 'bing', name: 'a', tag: 'UET12345' });
    const again = await t.pro.post('/api/pixel/add', { type: 'bing', name: 'b', tag: 'UET12345' });
    expect(again.status).toBe(409);
  });

  it(`${revision === 'current' ? 'accepts' : 'refuses'} the tiktok type`, async () => {
    const reply = await t.pro.post('/api/pixel/add', { type: 'tiktok', name: 'TT', tag: 'C4TIKTOK1' });
    expect(reply.status).toBe(revision === 'current' ? 200 : 400);
    if (revision === 'legacy') expect(reply.body.message).toMatch(/^type: /);
  });
});
