import { describe, expect, it } from 'vitest';
import type { Reply } from '../support/sandbox.ts';
import { useSandbox } from '../support/sandbox.ts';

/**
 * The deployed profile's transport: errors as HTTP 200 with `error: 1`, 403 for keys, empty bodies, HTML pages,
 * the rate-limit refusal; and the `Date` header of both profiles. Answer shapes: deployed-shapes.test.ts.
 */

const KEY_REFUSED = { error: 1, message: 'A valid API key is required to use this service.' };
const NOT_PERMITTED = { error: 1, message: 'You do not have permission to access this endpoint.' };

function expectRefused(reply: Reply, message: RegExp | string): void {
  expect(reply.status, reply.text).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reply.body).toEqual({ error: 1, message: expect.stringMatching(message) });
}

function expectEmpty(reply: Reply): void {
  expect(reply.status).toBe(200);
  expect(reply.text).toBe('');
  expect(reply.headers.get('content-length')).toBe('0');
}

function expectHtmlPage(reply: Reply, status: number): void {
  expect(reply.status).toBe(status);
  expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(reply.text).toMatch(/^<!doctype html>/);
  expect(reply.text).toContain(`<h1>${status} `);
}

describe.each(['current', 'legacy'] as const)('deployed profile errors (%s revision)', (revision) => {
  const t = useSandbox({ profile: 'deployed', revision });

  it('answers every business error with HTTP 200 and `error: 1`, without the field', async () => {
    expectRefused(
      await t.pro.post('/api/pixel/add', { name: 'No type', tag: '1234567' }),
      'type: is required',
    );
    expectRefused(await t.pro.get('/api/qr/999999'), 'QR code not found.');
    expectRefused(await t.pro.delete('/api/domain/999999/delete'), 'Domain not found.');
    expectRefused(await t.pro.get('/api/qr/0'), /^id: /);
    expectRefused(await t.pro.post('/api/pixel/add', '{"type": "bing",'), /not valid JSON/);
    const plainText = await t.pro.request('POST', '/api/pixel/add', 'type=bing', {
      'content-type': 'text/plain',
    });
    expectRefused(plainText, /application\/json/);
    const huge = { type: 'bing', name: 'x'.repeat(1024 * 1024), tag: 'UET00001' };
    expectRefused(await t.pro.post('/api/pixel/add', huge), /1 MB/);
  });

  it('refuses a duplicate with HTTP 200 and keeps the first one only', async () => {
    const pixel = { type: 'bing', name: 'Only once', tag: 'UET00777' };
    const created = await t.pro.post('/api/pixel/add', pixel);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ error: 0, id: expect.stringMatching(/^\d+$/) });
    expectRefused(await t.pro.post('/api/pixel/add', pixel), /already have/);
    const listed = await t.pro.get('/api/pixels');
    expect(listed.body.data.pixels.filter((p: any) => p.tag === 'UET00777')).toHaveLength(1);
  });

  it('answers a missing, malformed or unknown key with 403 and the fixed message', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Token abc' },
      { authorization: 'Bearer nope' },
    ];
    for (const headers of attempts) {
      const reply = await t.anonymous.get('/api/account', headers);
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(KEY_REFUSED);
    }
    // The key is checked first, whatever the path holds.
    expect((await t.anonymous.get('/api/qr/abc')).body).toEqual(KEY_REFUSED);
  });

  it('answers a non-admin key on the admin endpoints with 403 and the fixed message', async () => {
    const attempts = [
      () => t.pro.get('/api/plans'),
      () => t.pro.get('/api/users'),
      () => t.free.get('/api/user/1'),
      () => t.pro.post('/api/user/add', { username: 'someone', email: 's@example.com', password: 'secret' }),
      () => t.pro.put('/api/plan/1/user/2', { type: 'monthly' }),
      () => t.pro.delete('/api/user/3/delete'),
    ];
    for (const attempt of attempts) {
      const reply = await attempt();
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(NOT_PERMITTED);
    }
    expect((await t.admin.get('/api/users')).body.data).toHaveLength(3);
  });

  it('answers an empty body when a domain’s redirect is not a URL, and stores nothing', async () => {
    const domain = 'https://go.deployed-errors.test';
    expectEmpty(await t.pro.post('/api/domain/add', { domain, redirectroot: 'not a url' }));
    expectEmpty(await t.pro.post('/api/domain/add', { domain, redirect404: 'ftp://files.example.com' }));
    expect((await t.pro.get('/api/domains')).body.data.result).toBe('0');

    const created = await t.pro.post('/api/domain/add', { domain });
    expect(created.body).toEqual({ error: 0, id: expect.stringMatching(/^\d+$/) });
    expectEmpty(await t.pro.put(`/api/domain/${created.body.id}/update`, { redirect404: 'nowhere' }));
    const listed = await t.pro.get('/api/domains');
    expect(listed.body.data.domains).toEqual([
      { id: created.body.id, domain, redirectroot: '', redirect404: '' },
    ]);
  });

  it('answers an empty body when the domain or pixel to update is not there', async () => {
    expectEmpty(await t.pro.put('/api/domain/999999/update', { redirectroot: 'https://example.com' }));
    expectEmpty(await t.pro.put('/api/pixel/999999/update', { tag: 'UET00001' }));
    // Another user's domain is "not there" just the same.
    const sams = await t.free.post('/api/domain/add', { domain: 'https://sam.deployed-errors.test' });
    expectEmpty(await t.pro.put(`/api/domain/${sams.body.id}/update`, { redirectroot: '' }));
  });

  it('keeps the JSON error on the other branches of the same routes', async () => {
    expectRefused(await t.pro.post('/api/domain/add', { domain: 'not a domain' }), /^domain: /);
    const pixel = await t.pro.post('/api/pixel/add', { type: 'bing', name: 'Tagged', tag: 'UET00123' });
    expectRefused(await t.pro.put(`/api/pixel/${pixel.body.id}/update`, { tag: '' }), /^tag: /);
    expectRefused(await t.pro.delete('/api/pixel/999999/delete'), 'Pixel not found.');
  });

  it('answers a non-numeric path id with an HTML 500 page', async () => {
    const attempts = [
      () => t.pro.get('/api/qr/abc'),
      () => t.pro.put('/api/domain/x/update', { redirectroot: '' }),
      () => t.pro.delete('/api/pixel/12abc/delete'),
      () => t.pro.get('/api/url/-1'),
      () => t.admin.put('/api/plan/pro/user/2', { type: 'monthly' }),
      () => t.admin.get('/api/user/me'),
    ];
    for (const attempt of attempts) expectHtmlPage(await attempt(), 500);
  });

  it('answers an unknown route with an HTML 404 page and a wrong method with an HTML 405 page', async () => {
    expectHtmlPage(await t.pro.get('/api/no-such-thing'), 404);
    expectHtmlPage(await t.pro.get('/api'), 404);
    const wrongMethod = await t.pro.request('DELETE', '/api/pixels');
    expectHtmlPage(wrongMethod, 405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('deployed profile errors on current-only routes', () => {
  const current = useSandbox({ profile: 'deployed' });
  const legacy = useSandbox({ profile: 'deployed', revision: 'legacy' });

  it('answers a non-numeric id of a channel assignment with an HTML 500 page', async () => {
    const channel = await current.pro.post('/api/channel/add', { name: 'Launch' });
    expectHtmlPage(await current.pro.post(`/api/channel/${channel.body.id}/assign/links/abc`), 500);
    expectHtmlPage(await current.pro.post('/api/campaign/x/assign/1'), 500);
    // The type is not an id: a wrong one is a business error.
    expectRefused(await current.pro.post(`/api/channel/${channel.body.id}/assign/pages/1`), /^type: /);
  });

  it('has no campaigns or channels in the legacy revision: HTML 404 pages', async () => {
    for (const path of ['/api/campaigns', '/api/channels', '/api/channel/1']) {
      expectHtmlPage(await legacy.pro.get(path), 404);
    }
    expectHtmlPage(await legacy.pro.post('/api/campaign/add', { name: 'Spring' }), 404);
  });

  it('refuses the pixel type the legacy revision does not know as a business error', async () => {
    const tiktok = { type: 'tiktok', name: 'Clips', tag: 'C1234567890' };
    expectRefused(await legacy.pro.post('/api/pixel/add', tiktok), /^type: /);
    expect((await current.pro.post('/api/pixel/add', tiktok)).body.error).toBe(0);
  });
});

describe('deployed profile rate limit', () => {
  let clock = Date.parse('2026-06-01T12:00:00Z');
  const t = useSandbox({ profile: 'deployed', rateLimit: 3, now: () => clock });

  it('refuses past the limit with HTTP 200, `error: 429` and the wait in the body only', async () => {
    const windowEnd = String(Math.ceil((clock + 60_000) / 1000));
    const first = await t.pro.get('/api/pixels');
    expect(first.headers.get('x-ratelimit-limit')).toBe('3');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(first.headers.get('x-ratelimit-reset')).toBe(windowEnd);

    // Business errors count and carry the headers too.
    const missing = await t.pro.get('/api/qr/999999');
    expect(missing.body.error).toBe(1);
    expect(missing.headers.get('x-ratelimit-remaining')).toBe('1');
    const created = await t.pro.post('/api/pixel/add', { type: 'bing', name: 'kept', tag: 'UET00001' });
    expect(created.headers.get('x-ratelimit-remaining')).toBe('0');

    clock += 20_000;
    for (const attempt of [1, 2]) {
      const refused = await t.pro.post('/api/pixel/add', {
        type: 'bing',
        name: 'refused',
        tag: `UET0010${attempt}`,
      });
      expect(refused.status).toBe(200);
      expect(refused.body).toEqual({ error: 429, message: 'Too Many API Requests.', 'Retry-After': 40 });
      expect(refused.headers.get('retry-after')).toBeNull();
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(refused.headers.get('x-ratelimit-reset')).toBe(windowEnd);
    }
    // A key problem is still a key problem, and costs nothing.
    expect((await t.anonymous.get('/api/account')).status).toBe(403);

    clock += 40_000;
    const list = await t.pro.get('/api/pixels');
    expect(list.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(list.body.data.pixels.map((p: { name: string }) => p.name)).toEqual(['kept']);
  });
});

describe('deployed profile with the rate limit off', () => {
  const t = useSandbox({ profile: 'deployed', rateLimit: 0 });

  it('sends no rate-limit headers at all and refuses nothing', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, () => t.pro.get('/api/pixels')));
    expect(replies.every((reply) => reply.status === 200 && reply.body.data.result === '0')).toBe(true);
    for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after']) {
      expect(replies[0]!.headers.get(header)).toBeNull();
    }
  });
});

describe.each(['reference', 'deployed'] as const)('the Date header (%s profile)', (profile) => {
  let clock = Date.parse('2031-02-03T04:05:06.700Z');
  const t = useSandbox({ profile, rateLimit: 5, now: () => clock });

  it('follows the sandbox clock on API answers, errors and public pages', async () => {
    const first = await t.pro.get('/api/account');
    expect(first.headers.get('date')).toBe('Mon, 03 Feb 2031 04:05:06 GMT');
    // The reset is a minute after the first request of the window, on the same clock.
    const reset = Number(first.headers.get('x-ratelimit-reset')) * 1000;
    expect(reset - Date.parse(first.headers.get('date')!)).toBe(61_000);

    clock += 90 * 60_000;
    expect((await t.pro.get('/api/qr/999999')).headers.get('date')).toBe('Mon, 03 Feb 2031 05:35:06 GMT');
    clock += 1000;
    expect((await t.anonymous.get('/no-such-link')).headers.get('date')).toBe(
      'Mon, 03 Feb 2031 05:35:07 GMT',
    );
    expect((await t.anonymous.get('/api/account')).headers.get('date')).toBe('Mon, 03 Feb 2031 05:35:07 GMT');
  });
});
