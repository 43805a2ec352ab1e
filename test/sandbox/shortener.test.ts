import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { statistics } from '../../src/shared/api/models.ts';
import { postOk } from '../support/post-ok.ts';
import { useSandbox } from '../support/sandbox.ts';
import { SandboxRows } from '../support/sandbox-rows.ts';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const formatted = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe.each(['current', 'legacy'] as const)('shortener visits (%s revision)', (revision) => {
  const t = useSandbox({ revision });

  it('redirects and records country, referrer, browser, OS and unique visitors', async () => {
    const created = await t.pro.post('/api/url/add', {
      url: 'https://example.com/landing',
      custom: 'visit-me',
    });
    const fromFacebook = {
      'user-agent': CHROME_ON_WINDOWS,
      referer: 'https://www.facebook.com/',
      'cf-ipcountry': 'DE',
    };
    const visit = await t.anonymous.get('/visit-me', fromFacebook);
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe('https://example.com/landing');

    const first = statistics.parse((await t.pro.get(`/api/url/${created.body.id}`)).body.data);
    expect(first).toEqual({
      clicks: 1,
      uniqueClicks: 1,
      topCountries: { Germany: '1' },
      topReferrers: { 'facebook.com': '1' },
      topBrowsers: { Chrome: '1' },
      topOs: { Windows: '1' },
      socialCount: { facebook: 1, twitter: 0, instagram: 0 },
    });

    // The same visitor again, then somebody else: three clicks from two visitors.
    await t.anonymous.get('/visit-me', fromFacebook);
    await t.anonymous.get('/visit-me', { 'user-agent': FIREFOX_ON_LINUX, referer: 'https://t.co/x' });
    const after = statistics.parse((await t.pro.get(`/api/url/${created.body.id}`)).body.data);
    expect(after).toMatchObject({
      clicks: 3,
      uniqueClicks: 2,
      topCountries: { Germany: '2', Unknown: '1' },
      topBrowsers: { Chrome: '2', Firefox: '1' },
      topOs: { Windows: '2', Linux: '1' },
      socialCount: { facebook: 2, twitter: 1, instagram: 0 },
    });
    const listed = (await t.pro.get('/api/urls')).body.data.urls[0];
    expect(listed).toMatchObject({ alias: 'visit-me', clicks: 3, uniqueclicks: 2 });
  });

  it('does not count HEAD requests', async () => {
    const created = await t.pro.post('/api/url/add', { url: 'https://example.com', custom: 'head-only' });
    const head = await t.anonymous.request('HEAD', '/head-only');
    expect(head.status).toBe(302);
    expect((await t.pro.get(`/api/url/${created.body.id}`)).body.data.clicks).toBe(0);
  });

  it('answers an unknown alias with an HTML 404 page and keeps /api for the API', async () => {
    const missing = await t.anonymous.get('/no-such-link');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(missing.text).toContain('Link not found');

    const api = await t.pro.get('/api');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ error: 1, message: expect.any(String) });
    expect((await t.anonymous.get('/api')).status).toBe(401);
  });
});

describe('shortener pages', () => {
  let clock = Date.parse('2030-06-01T12:00:00Z');
  const t = useSandbox({ now: () => clock });
  const rows = new SandboxRows(t);

  const add = async (body: Record<string, unknown>) =>
    (await postOk<{ id: number }>(t.pro, '/api/url/add', body)).body.id;
  const clicksOf = (linkId: number) =>
    rows.count('SELECT COUNT(*) AS n FROM clicks WHERE link_id = ?', linkId);
  /** What a browser sends for the password form. */
  const submit = (path: string, form: string) =>
    t.anonymous.request('POST', path, form, { 'content-type': 'application/x-www-form-urlencoded' });

  it('answers 410 once a link has expired, without counting a click', async () => {
    const id = await add({
      url: 'https://example.com',
      custom: 'short-lived',
      expiry: formatted(clock + 3_600_000),
    });
    expect((await t.anonymous.get('/short-lived')).status).toBe(302);
    clock += 2 * 3_600_000;
    const expired = await t.anonymous.get('/short-lived');
    expect(expired.status).toBe(410);
    expect(expired.headers.get('content-type')).toMatch(/^text\/html/);
    expect(expired.text).toContain('expired');
    expect(clicksOf(id)).toBe(1);
  });

  it('asks for the password, refuses a wrong one, and lets the right one through', async () => {
    const id = await add({ url: 'https://example.com/private', custom: 'locked', password: 'letmein' });
    const form = await t.anonymous.get('/locked');
    expect(form.status).toBe(200);
    // POST, so that the password never lands in an address (history, logs, Referer).
    expect(form.text).toMatch(/<form method="post" action="\/locked">/);
    expect(form.text).toContain('name="password"');

    const wrong = await submit('/locked', 'password=guess');
    expect(wrong.status).toBe(403);
    expect(wrong.text).toContain('not right');
    expect(wrong.text).toContain('name="password"');
    expect(clicksOf(id)).toBe(0);

    const right = await submit('/locked', 'password=letmein');
    expect(right.status).toBe(302);
    expect(right.headers.get('location')).toBe('https://example.com/private');
    expect(clicksOf(id)).toBe(1);

    // Links shared with the password in their query keep working.
    expect((await t.anonymous.get('/locked?password=guess')).status).toBe(403);
    expect((await t.anonymous.get('/locked?password=letmein')).status).toBe(302);
    expect(clicksOf(id)).toBe(2);
  });

  it('shows the form again for a form without a password, or a body that is not a form', async () => {
    const id = await add({ url: 'https://example.com/private', custom: 'locked-too', password: 'letmein' });
    for (const reply of [
      await submit('/locked-too', ''),
      await submit('/locked-too', 'pass=letmein'),
      await t.anonymous.request('POST', '/locked-too', { password: 'letmein' }),
    ]) {
      expect(reply.status).toBe(200);
      expect(reply.text).toContain('name="password"');
    }
    expect(clicksOf(id)).toBe(0);
    expect((await submit('/no-such-link', 'password=x')).status).toBe(404);
  });

  it('percent-encodes destinations outside ASCII in the Location header', async () => {
    // Beyond Latin-1 a header cannot even be sent (500); within it, it would go out as Latin-1 bytes.
    const iri = 'https://bücher.example/straße/日本?q=ü#teil';
    const encoded = 'https://xn--bcher-kva.example/stra%C3%9Fe/%E6%97%A5%E6%9C%AC?q=%C3%BC#teil';
    await add({ url: iri, custom: 'umlaut' });
    const link = await t.anonymous.get('/umlaut');
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe(encoded);

    const qr = await postOk(t.pro, '/api/qr/add', { type: 'link', data: iri });
    const scan = await t.anonymous.get(`/${(qr.body.link as string).split('/').pop()!}`);
    expect(scan.status).toBe(302);
    expect(scan.headers.get('location')).toBe(encoded);
  });

  it('sends visitors to the first matching country, device or language target, with parameters', async () => {
    await add({
      url: 'https://example.com/default',
      custom: 'targeted',
      geotarget: [
        { location: 'France', link: 'https://example.fr/' },
        { location: 'ch', link: 'https://example.ch/' },
      ],
      devicetarget: [{ device: 'iPhone', link: 'https://example.com/iphone' }],
      languagetarget: [{ language: 'German', link: 'https://example.com/de' }],
      parameters: [{ name: 'utm_source', value: 'sandbox' }],
    });
    const go = async (headers: Record<string, string>) =>
      (await t.anonymous.get('/targeted', headers)).headers.get('location');
    expect(await go({ 'cf-ipcountry': 'FR' })).toBe('https://example.fr/?utm_source=sandbox');
    expect(await go({ 'cf-ipcountry': 'CH' })).toBe('https://example.ch/?utm_source=sandbox');
    expect(await go({ 'user-agent': SAFARI_ON_IPHONE })).toBe(
      'https://example.com/iphone?utm_source=sandbox',
    );
    expect(await go({ 'accept-language': 'de-AT,de;q=0.9' })).toBe(
      'https://example.com/de?utm_source=sandbox',
    );
    expect(await go({ 'user-agent': CHROME_ON_WINDOWS, 'accept-language': 'en-US' })).toBe(
      'https://example.com/default?utm_source=sandbox',
    );
  });

  it('shows framed, splash and overlay links as pages', async () => {
    const splash = rows.insertSplash('alex', 'Our <b>spring</b> offer', {
      title: 'One moment',
      message: 'You are leaving for our partner.',
    });
    const overlay = rows.insertOverlay('alex', 'Newsletter', { message: 'Sign up for ten percent off' });
    const framed = await add({ url: 'https://example.com/framed?a=1&b=2', custom: 'framed', type: 'frame' });
    await add({ url: 'https://example.com/splashed', custom: 'splashed', type: String(splash) });
    await add({ url: 'https://example.com/overlaid', custom: 'overlaid', type: `overlay-${overlay}` });

    const frame = await t.anonymous.get('/framed');
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toMatch(/^text\/html/);
    expect(frame.text).toContain('<iframe src="https://example.com/framed?a=1&#38;b=2"');
    expect(clicksOf(framed)).toBe(1);

    const splashPage = await t.anonymous.get('/splashed');
    expect(splashPage.status).toBe(200);
    expect(splashPage.text).toContain('Our &#60;b&#62;spring&#60;/b&#62; offer');
    expect(splashPage.text).toContain('You are leaving for our partner.');
    expect(splashPage.text).toContain('<a href="https://example.com/splashed"');

    const overlayPage = await t.anonymous.get('/overlaid');
    expect(overlayPage.text).toContain('<iframe src="https://example.com/overlaid"');
    expect(overlayPage.text).toContain('Sign up for ten percent off');
  });

  it('shows a bio page with its links and counts the visit', async () => {
    const { alias, linkId } = rows.insertBio('alex', 'Alex in links', {
      content: [
        { title: 'Shop', url: 'https://shop.example/' },
        { title: 'Blog', url: 'https://blog.example/' },
        { title: 'Sneaky', url: 'javascript:alert(1)' },
      ],
    });
    const page = await t.anonymous.get(`/${alias}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Alex in links</h1>');
    expect(page.text).toContain('<a href="https://shop.example/" rel="nofollow">Shop</a>');
    expect(page.text).toContain('<a href="https://blog.example/" rel="nofollow">Blog</a>');
    expect(page.text).not.toContain('javascript:');
    expect(clicksOf(linkId)).toBe(1);
  });

  it('sends dynamic QR codes on: a redirect for links, email and phone, a file for vCards', async () => {
    const visit = async (type: string, data: unknown) => {
      const created = await t.pro.post('/api/qr/add', { type, data });
      const alias = (created.body.link as string).split('/').pop()!;
      return { id: created.body.id as number, reply: await t.anonymous.get(`/${alias}`) };
    };
    const email = await visit('email', { email: 'hi@example.com', subject: 'Hello there' });
    expect(email.reply.status).toBe(302);
    expect(email.reply.headers.get('location')).toBe('mailto:hi@example.com?subject=Hello%20there');
    const phone = await visit('phone', '+15551234');
    expect(phone.reply.headers.get('location')).toBe('tel:+15551234');

    const card = await visit('vcard', { fname: 'Ada', lname: 'Lovelace', org: 'Engines' });
    expect(card.reply.status).toBe(200);
    expect(card.reply.headers.get('content-type')).toMatch(/^text\/vcard/);
    expect(card.reply.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.vcf"$/);
    expect(card.reply.text).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada\r\nORG:Engines\r\nEND:VCARD');
    expect((await t.pro.get(`/api/qr/${card.id}`)).body.details.scans).toBe(1);
  });
});

describe('request log', () => {
  const lines: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  // The sandbox logs to stderr (stdout carries the CLI's start-up line); keep what it writes.
  beforeAll(() => {
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: any[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      if (text.startsWith('{')) {
        lines.push(text);
        return true;
      }
      return write(chunk, ...rest);
    });
  });
  afterAll(() => vi.restoreAllMocks());
  const t = useSandbox({ logger: true });

  it('never holds a link password, sent in the form or in the query', async () => {
    await postOk(t.pro, '/api/url/add', {
      url: 'https://example.com/private',
      custom: 'logged',
      password: 'Sesame-4711',
    });
    expect((await t.anonymous.get('/logged?pass%77ord=Sesame-4711')).status).toBe(302);
    expect((await t.anonymous.get('/logged?x=1&password=Wrong-0815')).status).toBe(403);
    expect(lines.join('')).toContain('/logged?x=1&password=[redacted]');
    expect(lines.join('')).not.toMatch(/Sesame-4711|Wrong-0815/);

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await t.anonymous.request('POST', '/logged', 'password=Sesame-4711', form)).status).toBe(302);
    expect((await t.anonymous.request('POST', '/logged', 'password=Wrong-0815', form)).status).toBe(403);
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).not.toMatch(/Sesame-4711|Wrong-0815/);
  });
});
