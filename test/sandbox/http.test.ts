import { describe, expect, it } from 'vitest';
import { errorBody } from '../../src/shared/api/models.ts';
import { expectError } from '../support/expect-error.ts';
import { useSandbox } from '../support/sandbox.ts';

/** The API's cross-cutting behaviour: authentication, errors as JSON, body handling. */
describe('HTTP behaviour', () => {
  const t = useSandbox();

  it('answers 401 JSON for a missing, malformed or unknown key', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Token abc' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer nope' },
    ];
    for (const headers of attempts) {
      const reply = await t.anonymous.get('/api/account', headers);
      expectError(reply, 401, /API key/);
    }
  });

  it('checks the key before anything else, even on unknown routes', async () => {
    expect((await t.anonymous.get('/api/no-such-thing')).status).toBe(401);
  });

  it('answers unknown routes with 404 JSON and a wrong method with 405 and Allow', async () => {
    const unknown = await t.pro.get('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(errorBody.parse(unknown.body).message).toContain('/api/no-such-thing');

    const wrongMethod = await t.pro.request('DELETE', '/api/pixels');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD');
    expect(errorBody.parse(wrongMethod.body).message).toMatch(/DELETE/);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const reply = await t.pro.request('POST', '/api/pixel/add', 'type=fbpixel', {
      'content-type': 'text/plain',
    });
    expectError(reply, 415, /application\/json/);
  });

  it('refuses malformed JSON and non-object bodies with 400', async () => {
    const malformed = await t.pro.post('/api/pixel/add', '{"type": "fbpixel",');
    expectError(malformed, 400, /not valid JSON/);

    const array = await t.pro.post('/api/pixel/add', [1, 2]);
    expect(array.status).toBe(400);
    expect(array.body.message).toMatch(/JSON object/);
  });

  it('refuses a body over 1 MB with 413 and stores nothing', async () => {
    const huge = { type: 'fbpixel', name: 'x'.repeat(1024 * 1024), tag: '1234567' };
    const reply = await t.pro.post('/api/pixel/add', huge);
    expectError(reply, 413, /1 MB/);
    expect((await t.pro.get('/api/pixels')).body.data.result).toBe(0);
  });

  it('names the field of a wrong type and of a non-numeric id', async () => {
    const wrongType = await t.pro.post('/api/pixel/add', { type: 'fbpixel', name: ['x'], tag: '1234567' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/^name: /);

    const badId = await t.pro.put('/api/pixel/12abc/update', { tag: '1234567' });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/^id: /);
  });

  it('answers what the router refuses (a path part too long, a bad URL) in the API’s error shape', async () => {
    const longId = await t.pro.put(`/api/url/${'9'.repeat(201)}/update`, { url: 'https://example.com' });
    expectError(longId, 414, /longer than 200 characters/);
    expect(longId.body).toEqual({ error: 1, message: expect.any(String) });
    expectError(await t.pro.get(`/${'x'.repeat(201)}`), 414, /longer than 200 characters/);

    const badUrl = await t.pro.get('/api/link/%E0%A4%A/update');
    expectError(badUrl, 400, /not a valid URL/);
    expect(badUrl.body).toEqual({ error: 1, message: expect.any(String) });
    expectError(await t.pro.get('/%zz'), 400, /not a valid URL/);
    // The key is still checked first.
    expectError(await t.anonymous.get(`/api/url/${'9'.repeat(201)}/update`), 401, /API key/);
  });

  it('answers a URL too long to read in the API’s error shape', async () => {
    const reply = await t.pro.get(`/api/urls?q=${'y'.repeat(20_000)}`);
    expectError(reply, 431, /16 KB/);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.body).toEqual({ error: 1, message: expect.any(String) });
  });

  it('treats an empty JSON body as no body', async () => {
    const reply = await t.pro.request('POST', '/api/pixel/add', '', { 'content-type': 'application/json' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('type: is required');
  });
});

describe('rate limit', () => {
  let clock = Date.parse('2026-06-01T12:00:00Z');
  const t = useSandbox({ rateLimit: 3, now: () => clock });

  it('sends the limit headers on every API response, counts per key and refuses past the limit with 429', async () => {
    const first = await t.pro.get('/api/pixels');
    expect(first.headers.get('x-ratelimit-limit')).toBe('3');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
    const windowEnd = Math.ceil((clock + 60_000) / 1000);
    expect(first.headers.get('x-ratelimit-reset')).toBe(String(windowEnd));

    // Errors count and carry the headers too.
    const notFound = await t.pro.get('/api/nowhere');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-ratelimit-remaining')).toBe('1');

    const created = await t.pro.post('/api/pixel/add', { type: 'bing', name: 'kept', tag: 'UET00001' });
    expect(created.headers.get('x-ratelimit-remaining')).toBe('0');

    clock += 20_000;
    const refused = await t.pro.post('/api/pixel/add', { type: 'bing', name: 'refused', tag: 'UET00002' });
    expectError(refused, 429, /Too many requests/);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('x-ratelimit-reset')).toBe(String(windowEnd));

    // Another key has its own window.
    expect((await t.free.get('/api/pixels')).status).toBe(200);

    // A new window opens once the old one has ended, and the refused write was never applied.
    clock += 40_000;
    const list = await t.pro.get('/api/pixels');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(list.body.data.pixels.map((p: { name: string }) => p.name)).toEqual(['kept']);
  });
});

describe('rate limit off', () => {
  const t = useSandbox({ rateLimit: 0 });

  it('sends no rate-limit headers and refuses nothing', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, () => t.pro.get('/api/pixels')));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(replies[0]!.headers.get('x-ratelimit-limit')).toBeNull();
  });
});

describe('legacy revision', () => {
  const t = useSandbox({ revision: 'legacy' });

  it('has no campaigns or channels routes', async () => {
    for (const path of ['/api/campaigns', '/api/channels', '/api/channel/1']) {
      const reply = await t.pro.get(path);
      expect(reply.status).toBe(404);
      expect(errorBody.parse(reply.body).message).toContain(path);
    }
    expect((await t.pro.post('/api/campaign/add', { name: 'Spring' })).status).toBe(404);
  });
});

describe('router refusals on the deployed profile', () => {
  const t = useSandbox({ profile: 'deployed' });

  it('answers them as deployed installations answer business errors', async () => {
    for (const reply of [
      await t.pro.put(`/api/url/${'9'.repeat(201)}/update`, { url: 'https://example.com' }),
      await t.pro.get('/api/link/%E0%A4%A/update'),
    ]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ error: 1, message: expect.any(String) });
    }
    const tooLong = await t.pro.get(`/api/urls?q=${'y'.repeat(20_000)}`);
    expect(tooLong.status).toBe(431);
    expect(tooLong.body).toEqual({ error: 1, message: expect.any(String) });
  });
});
