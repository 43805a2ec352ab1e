import jsQRBundle from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { paginated, qrCode, statistics } from '../../src/shared/api/models.ts';
import { postOk } from '../support/post-ok.ts';
import { useRevisionSandbox } from '../support/revision-suite.ts';
import { ZERO_STATISTICS } from '../support/zero-statistics.ts';

// jsqr is a UMD bundle whose module.exports is the decoder itself; its types describe an ES default export.
const jsQR = jsQRBundle as unknown as typeof jsQRBundle.default;

const aliasOf = (link: string) => link.split('/').pop()!;

/** Downloads a code as PNG and reads it back with a QR decoder. */
async function decode(link: string, size = 300): Promise<string> {
  const response = await fetch(`${link}/download/png/${size}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
  expect(png.width).toBe(size);
  const result = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(result, `no QR code found in ${link}`).not.toBeNull();
  return result!.data;
}

describe.each(['current', 'legacy'] as const)('QR codes (%s revision)', (revision) => {
  const { t, current, rows } = useRevisionSandbox(revision);

  const addQr = async (body: Record<string, unknown>) => {
    const reply = await postOk(t.pro, '/api/qr/add', body);
    expect(reply.body).toEqual({
      error: 0,
      id: expect.any(Number),
      link: expect.stringMatching(new RegExp(`^${t.sandbox.url}/qr/[A-Za-z0-9]{6}$`)),
    });
    return reply.body as { id: number; link: string };
  };

  it('creates a code of every type and lists them newest first', async () => {
    const bodies = [
      { type: 'text', data: 'Plain words' },
      { type: 'link', data: 'https://example.com/menu' },
      { type: 'email', data: 'hello@example.com' },
      { type: 'phone', data: '+4930123456' },
      { type: 'sms', data: { phone: '+4930123456', message: 'Hi' } },
      { type: 'wifi', data: { ssid: 'Cafe', pass: 'espresso', encryption: 'wpa' } },
      { type: 'vcard', data: { fname: 'Ada', lname: 'Lovelace' } },
    ];
    const created = [];
    for (const body of bodies) created.push(await addQr({ ...body, name: `My ${body.type}` }));

    const list = paginated('qrs', qrCode).parse((await t.pro.get('/api/qr?limit=100')).body);
    expect(list.data.result).toBe(7);
    expect(list.data.qrs).toEqual(
      created.reverse().map(({ id, link }, index) => ({
        id,
        link,
        scans: 0,
        // The legacy revision predates QR names.
        name: current ? `My ${bodies[bodies.length - 1 - index]!.type}` : '',
        date: expect.any(String),
      })),
    );
    const paged = (await t.pro.get('/api/qr?limit=3&page=3')).body.data;
    expect(paged).toMatchObject({ result: 7, perpage: 3, currentpage: 3, nextpage: null, maxpage: 3 });
    expect(paged.qrs).toHaveLength(1);
    expect((await t.free.get('/api/qr')).body.data.result).toBe(0);
  });

  it('gives dynamic codes a hidden link under the same alias, and static codes none', async () => {
    const dynamic = await addQr({ type: 'email', data: { email: 'team@example.com', subject: 'Hi' } });
    const fixed = await addQr({ type: 'sms', data: { phone: '+15550100', message: 'Yes' } });
    const [hidden] = rows.all<{ kind: string; alias: string; long_url: string }>(
      'SELECT l.kind, l.alias, l.long_url FROM qr_codes q JOIN links l ON l.id = q.link_id WHERE q.id = ?',
      dynamic.id,
    );
    expect(hidden).toEqual({
      kind: 'qr',
      alias: aliasOf(dynamic.link),
      long_url: 'mailto:team@example.com?subject=Hi',
    });
    expect(rows.all('SELECT link_id, data FROM qr_codes WHERE id = ?', fixed.id)).toEqual([
      { link_id: null, data: JSON.stringify({ phone: '+15550100', message: 'Yes' }) },
    ]);
    // Hidden links never show up as links.
    expect((await t.pro.get('/api/urls')).body.data.result).toBe(0);
  });

  it('answers one code with statistics, zero for a static one', async () => {
    const fixed = await addQr({ type: 'text', data: 'static' });
    const reply = await t.pro.get(`/api/qr/${fixed.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      error: 0,
      details: { id: fixed.id, link: fixed.link, scans: 0, name: '', date: expect.any(String) },
      data: ZERO_STATISTICS,
    });
    expect(qrCode.parse(reply.body.details)).toBeTruthy();
    expect(statistics.parse(reply.body.data)).toEqual(ZERO_STATISTICS);
  });

  it('encodes the short link in a dynamic code, and visiting it counts as a scan', async () => {
    const created = await addQr({ type: 'link', data: 'https://example.com/scan-me' });
    const encoded = await decode(created.link);
    expect(encoded).toBe(`${t.sandbox.url}/${aliasOf(created.link)}`);

    const scan = await fetch(encoded, {
      redirect: 'manual',
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)',
        'cf-ipcountry': 'JP',
      },
    });
    expect(scan.status).toBe(302);
    expect(scan.headers.get('location')).toBe('https://example.com/scan-me');

    const details = (await t.pro.get(`/api/qr/${created.id}`)).body;
    expect(details.details.scans).toBe(1);
    expect(statistics.parse(details.data)).toMatchObject({
      clicks: 1,
      uniqueClicks: 1,
      topCountries: { Japan: '1' },
      topOs: { iOS: '1' },
    });
    const listed = (await t.pro.get('/api/qr')).body.data.qrs.find((qr: any) => qr.id === created.id);
    expect(listed.scans).toBe(1);
  });

  it('encodes a static code’s payload itself', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'text', data: 'Hello, world' }, 'Hello, world'],
      [{ type: 'sms', data: { phone: '+15550100', message: 'Call me' } }, 'smsto:+15550100:Call me'],
      [
        { type: 'wifi', data: { ssid: 'Home;Net', pass: 'p@ss', encryption: 'wpa' } },
        'WIFI:S:Home\\;Net;T:WPA;P:p@ss;;',
      ],
    ];
    for (const [body, payload] of cases) {
      const created = await addQr(body);
      expect(await decode(created.link)).toBe(payload);
    }
  });

  it('serves the image as SVG in the code’s colours, and downloads in SVG and PNG', async () => {
    const created = await addQr({
      type: 'text',
      data: 'colours',
      foreground: 'rgb(200,0,16)',
      background: 'rgb(250, 250, 210)',
    });
    const svg = await t.anonymous.get(`/qr/${aliasOf(created.link)}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.text).toMatch(/^<svg /);
    expect(svg.text).toContain('stroke="#c80010"');
    expect(svg.text).toContain('fill="#fafad2"');

    const download = await t.anonymous.get(`/qr/${aliasOf(created.link)}/download/svg/120`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/svg+xml');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="qr-${aliasOf(created.link)}.svg"`,
    );
    expect(download.text).toContain('width="120"');
    // The smallest size is too coarse to read back reliably; it must still come out at that size.
    const smallest = await fetch(`${created.link}/download/png/51`);
    expect(smallest.status).toBe(200);
    expect(PNG.sync.read(Buffer.from(await smallest.arrayBuffer())).width).toBe(51);
    expect(await decode(created.link, 1000)).toBe('colours');
  });

  it('refuses unknown codes, formats and sizes', async () => {
    const created = await addQr({ type: 'text', data: 'sizes' });
    const alias = aliasOf(created.link);
    expect((await t.anonymous.get('/qr/nothing-here')).status).toBe(404);
    expect((await t.anonymous.get('/qr/nothing-here/download/png/100')).status).toBe(404);
    for (const path of ['pdf/100', 'webp/100', 'png/50', 'png/1001', 'svg/abc', 'png/-5']) {
      const reply = await t.anonymous.get(`/qr/${alias}/download/${path}`);
      expect(reply.status, path).toBe(400);
      expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(reply.text).toMatch(/^(format|size): /);
    }
  });

  it('refuses bad bodies, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ data: 'x' }, 'type'],
      [{ type: 'barcode', data: 'x' }, 'type'],
      [{ type: 'text' }, 'data'],
      [{ type: 'text', data: '' }, 'data'],
      [{ type: 'text', data: 'x'.repeat(4297) }, 'data'],
      [{ type: 'link', data: 'not a url' }, 'data'],
      [{ type: 'email', data: 'nobody' }, 'data'],
      [{ type: 'phone', data: 'call me' }, 'data'],
      [{ type: 'sms', data: { message: 'Hi' } }, 'data.phone'],
      [{ type: 'wifi', data: { ssid: 'x', encryption: 'wpa3' } }, 'data.encryption'],
      [{ type: 'vcard', data: { email: 'a@b.example' } }, 'data'],
      [{ type: 'text', data: 'x', background: '#ffffff' }, 'background'],
      [{ type: 'text', data: 'x', foreground: 'rgb(256,0,0)' }, 'foreground'],
      [{ type: 'text', data: 'x', logo: 'https://example.com/logo.gif' }, 'logo'],
    ];
    for (const [body, field] of cases) {
      const reply = await t.pro.post('/api/qr/add', body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.body).toEqual({ error: 1, message: expect.stringMatching(new RegExp(`^${field}: `)) });
    }
    expect(rows.count('SELECT COUNT(*) AS n FROM qr_codes WHERE user_id = ?', rows.userId('sam'))).toBe(0);
  });

  it('refuses content its image cannot hold, and draws everything it accepts', async () => {
    // The images are drawn at error correction M: 2,331 bytes of text at most, fewer than the schema's
    // 4,296 characters (a count that holds only for digits and capitals, and at level L).
    const largest = await addQr({ type: 'text', data: 'x'.repeat(2331) });
    const image = await t.anonymous.get(`/qr/${aliasOf(largest.link)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const digits = await addQr({ type: 'text', data: '7'.repeat(4296) });
    expect((await t.anonymous.get(`/qr/${aliasOf(digits.link)}`)).status).toBe(200);

    const before = rows.count('SELECT COUNT(*) AS n FROM qr_codes');
    const tooLong: unknown[] = [
      { type: 'text', data: 'x'.repeat(2332) },
      { type: 'text', data: 'x'.repeat(4296) },
      { type: 'text', data: 'é'.repeat(1200) },
      { type: 'sms', data: { phone: '4930123456', message: '日'.repeat(1000) } },
    ];
    for (const body of tooLong) {
      const reply = await t.pro.post('/api/qr/add', body);
      expect(reply.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(reply.body).toEqual({ error: 1, message: expect.stringMatching(/^data: .*too long/) });
    }
    expect(rows.count('SELECT COUNT(*) AS n FROM qr_codes')).toBe(before);

    const update = await t.pro.put(`/api/qr/${largest.id}/update`, { data: 'x'.repeat(2332) });
    expect(update.status).toBe(400);
    expect(update.body).toEqual({ error: 1, message: expect.stringMatching(/^data: .*too long/) });
    expect((await t.anonymous.get(`/qr/${aliasOf(largest.link)}`)).status).toBe(200);
  });

  it('stores only the fields each type defines, however deep the extra keys go', async () => {
    const deep = { a: { b: { c: [{ d: { e: 'x'.repeat(100) } }] } } };
    const bodies: [Record<string, unknown>, unknown][] = [
      [
        { type: 'wifi', data: { ssid: 'Cafe', pass: 'espresso', encryption: 'wpa', extra: deep } },
        { ssid: 'Cafe', pass: 'espresso', encryption: 'wpa' },
      ],
      [
        { type: 'sms', data: { phone: '4930123456', message: 'Hi', nested: deep } },
        { phone: '4930123456', message: 'Hi' },
      ],
      [
        { type: 'email', data: { email: 'hi@example.com', subject: 'Hello', junk: deep } },
        { email: 'hi@example.com', subject: 'Hello' },
      ],
      [
        { type: 'vcard', data: { fname: 'Ada', lname: 'Lovelace', more: deep } },
        { fname: 'Ada', lname: 'Lovelace' },
      ],
    ];
    const stored = (id: number) =>
      JSON.parse(rows.get<{ data: string }>('SELECT data FROM qr_codes WHERE id = ?', id)!.data) as unknown;
    for (const [body, kept] of bodies) {
      const created = await addQr(body);
      expect(stored(created.id), body.type as string).toEqual(kept);
      const updated = await t.pro.put(`/api/qr/${created.id}/update`, { data: body.data });
      expect(updated.status, updated.text).toBe(200);
      expect(stored(created.id), `${body.type as string} updated`).toEqual(kept);
    }
  });

  it(`${current ? 'checks' : 'ignores'} the name`, async () => {
    const reply = await t.pro.post('/api/qr/add', { type: 'text', data: 'named', name: 5 });
    if (current) {
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/^name: /);
    } else {
      expect(reply.status).toBe(200);
      expect((await t.pro.get(`/api/qr/${reply.body.id}`)).body.details.name).toBe('');
    }
  });

  it('updates data and look; a dynamic code’s printed image follows the new target', async () => {
    const created = await addQr({ type: 'link', data: 'https://example.com/old', name: 'Menu' });
    const before = await decode(created.link);
    const updated = await t.pro.put(`/api/qr/${created.id}/update`, {
      // `type` is not an update field: the code stays a link code.
      type: 'text',
      data: 'https://example.com/new',
      foreground: 'rgb(0,0,128)',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ error: 0, message: expect.any(String) });
    expect(await decode(created.link)).toBe(before);
    expect((await t.anonymous.get(`/${aliasOf(created.link)}`)).headers.get('location')).toBe(
      'https://example.com/new',
    );
    expect(rows.all('SELECT type, foreground, name FROM qr_codes WHERE id = ?', created.id)).toEqual([
      { type: 'link', foreground: 'rgb(0,0,128)', name: current ? 'Menu' : '' },
    ]);
    expect((await t.anonymous.get(`/qr/${aliasOf(created.link)}`)).text).toContain('stroke="#000080"');

    const fixed = await addQr({ type: 'text', data: 'old text' });
    await t.pro.put(`/api/qr/${fixed.id}/update`, { data: 'new text' });
    expect(await decode(fixed.link)).toBe('new text');
  });

  it('refuses bad updates and answers 404 for missing and foreign codes', async () => {
    const created = await addQr({ type: 'phone', data: '+15550100' });
    const cases: [unknown, string][] = [
      [{}, 'data'],
      [{ data: 'https://example.com' }, 'data'],
      [{ data: '+15550199', background: 'white' }, 'background'],
    ];
    for (const [body, field] of cases) {
      const reply = await t.pro.put(`/api/qr/${created.id}/update`, body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(new RegExp(`^${field}: `));
    }
    expect(rows.all('SELECT long_url FROM links WHERE alias = ?', aliasOf(created.link))).toEqual([
      { long_url: 'tel:+15550100' },
    ]);

    for (const reply of [
      await t.free.get(`/api/qr/${created.id}`),
      await t.free.put(`/api/qr/${created.id}/update`, { data: '+15550199' }),
      await t.free.delete(`/api/qr/${created.id}/delete`),
      await t.pro.get('/api/qr/999999'),
      await t.pro.put('/api/qr/999999/update', { data: 'x' }),
      await t.pro.delete('/api/qr/999999/delete'),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ error: 1, message: 'QR code not found.' });
    }
    for (const reply of [
      await t.pro.get('/api/qr/first'),
      await t.pro.put('/api/qr/1.5/update', { data: 'x' }),
      await t.pro.delete('/api/qr/-1/delete'),
    ]) {
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/^id: /);
    }
    expect((await t.anonymous.get('/api/qr')).status).toBe(401);
  });

  it('deletes a code with its hidden link, scans and channel items', async () => {
    const created = await addQr({ type: 'link', data: 'https://example.com/bye' });
    const alias = aliasOf(created.link);
    await t.anonymous.get(`/${alias}`);
    const [{ link_id: linkId }] = rows.all<{ link_id: number }>(
      'SELECT link_id FROM qr_codes WHERE id = ?',
      created.id,
    ) as [{ link_id: number }];
    rows.insertChannelItem(rows.insertChannel('alex', 'Print'), 'qr', created.id);
    expect(rows.count('SELECT COUNT(*) AS n FROM clicks WHERE link_id = ?', linkId)).toBe(1);

    const deleted = await t.pro.delete(`/api/qr/${created.id}/delete`);
    expect(deleted.body).toEqual({ error: 0, message: expect.any(String) });
    expect((await t.pro.get(`/api/qr/${created.id}`)).status).toBe(404);
    expect(rows.count('SELECT COUNT(*) AS n FROM links WHERE id = ?', linkId)).toBe(0);
    expect(rows.count('SELECT COUNT(*) AS n FROM clicks WHERE link_id = ?', linkId)).toBe(0);
    expect(
      rows.count(
        `SELECT COUNT(*) AS n FROM channel_items WHERE item_type = 'qr' AND item_id = ?`,
        created.id,
      ),
    ).toBe(0);
    expect((await t.anonymous.get(`/${alias}`)).status).toBe(404);
    expect((await t.anonymous.get(`/qr/${alias}`)).status).toBe(404);
  });
});
