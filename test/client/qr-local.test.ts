import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fetch } from '../../src/main/api/http-client.ts';
import type { DeletesEvent } from '../../src/shared/ipc/events.ts';
import type { LocalLook } from '../../src/shared/qr/design.ts';
import {
  CLIENT_SET_UPS,
  failureOf,
  startClientHarness,
  valueOf,
  type ClientHarness,
} from '../support/client-harness.ts';
import { recordingFetch } from '../support/recording-fetch.ts';

/** A real PNG of a few pixels, as a person's logo file would be. */
function pngBytes(size = 4): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([20, 90, 200, 255], i);
  return PNG.sync.write(png);
}

/** The start of a JPEG (SOI, then a JFIF APP0 segment): all main looks at to know one. */
const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
  Buffer.alloc(64, 0x42),
]);

const LOCAL: LocalLook = {
  logoScale: 0.3,
  logoFile: { name: 'café logo.png', mediaType: 'image/png', base64: pngBytes().toString('base64') },
};

/** The network as main uses it, with the JSON body of every request kept for the test to read. */
function bodyRecordingFetch() {
  const recorder = recordingFetch();
  const bodies: { url: string; body: unknown }[] = [];
  const headers: { url: string; headers: Headers }[] = [];
  const fetch: Fetch = (input, init) => {
    if (typeof init?.body === 'string') bodies.push({ url: input, body: JSON.parse(init.body) });
    headers.push({ url: input, headers: new Headers(init?.headers) });
    return recorder.fetch(input, init);
  };
  return { fetch, bodies, headers, sent: recorder.sent };
}

/** Waits for the `done` event of a scheduled delete. */
async function finished(h: ClientHarness, pendingId: string): Promise<DeletesEvent> {
  for (;;) {
    const done = h.events.find(
      (event): event is DeletesEvent =>
        event.type === 'deletes' && event.pendingId === pendingId && event.state === 'done',
    );
    if (done) return done;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The design main keeps beside each QR code, through the real handlers, gateway and client against a sandbox in
 * the three set-ups: stored once the installation accepts a code, never sent to it, read back offline, and gone
 * with the code or the account.
 */
describe.each(CLIENT_SET_UPS)('QR designs against a $profile/$revision installation', (setUp) => {
  let h: ClientHarness;
  let alex: string;
  const wire = bodyRecordingFetch();

  beforeAll(async () => {
    h = await startClientHarness(setUp, { fetch: wire.fetch, undoWindow: { delayMs: 0 } });
    ({ alex } = h.accounts);
  });
  afterAll(() => h.close());

  const addWifi = async (name: string) =>
    valueOf(
      await h.api.addQrCode({
        accountId: alex,
        type: 'wifi',
        data: { ssid: 'Guests', pass: 'welcome', encryption: 'wpa' },
        name,
        foreground: 'rgb(20,40,60)',
        local: LOCAL,
      }),
    );

  it('keeps the design of a new code, and the installation never sees the local look', async () => {
    const before = Date.now();
    const { id } = await addWifi('Lobby');
    const design = valueOf(await h.api.getQrDesign({ accountId: alex, id }));
    expect(design).toEqual({
      type: 'wifi',
      data: { ssid: 'Guests', pass: 'welcome', encryption: 'wpa' },
      name: 'Lobby',
      foreground: 'rgb(20,40,60)',
      background: 'rgb(255,255,255)',
      logo: null,
      logoScale: 0.3,
      logoFile: LOCAL.logoFile,
      savedAt: expect.any(String),
    });
    expect(Date.parse(design!.savedAt)).toBeGreaterThanOrEqual(before - 1000);

    const sent = wire.bodies.filter((request) => request.url.endsWith('/api/qr/add'));
    expect(sent.length).toBeGreaterThan(0);
    for (const { body } of sent) {
      expect(body).not.toHaveProperty('local');
      expect(JSON.stringify(body)).not.toContain(LOCAL.logoFile!.base64.slice(0, 40));
    }
  });

  it('sends and keeps only the keys a type defines, however deep an unknown one goes', async () => {
    let deep: Record<string, unknown> = { bottom: 'SMUGGLED-VALUE' };
    for (let level = 0; level < 3000; level++) deep = { nested: deep };
    const { id } = valueOf(
      await h.api.addQrCode({
        accountId: alex,
        type: 'wifi',
        data: { ssid: 'Deep', pass: 'welcome', extra: deep },
        name: 'Deep',
        local: LOCAL,
      }),
    );
    valueOf(
      await h.api.updateQrCode({ accountId: alex, id, type: 'wifi', data: { ssid: 'Deeper', more: deep } }),
    );

    const sent = wire.bodies.filter(({ url }) => /\/api\/qr\/(add|\d+\/update)$/.test(new URL(url).pathname));
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const { body } of sent) expect(JSON.stringify(body)).not.toMatch(/nested|SMUGGLED-VALUE/);
    expect(valueOf(await h.api.getQrDesign({ accountId: alex, id }))?.data).toEqual({ ssid: 'Deeper' });
    // The file itself, with its write-ahead log: not a trace.
    for (const file of ['qr-designs.db', 'qr-designs.db-wal']) {
      const path = join(h.dataDir, file);
      if (existsSync(path))
        expect(readFileSync(path).toString('latin1'), file).not.toMatch(/nested|SMUGGLED-VALUE/);
    }
  });

  it('reads a design without the network, and answers null for a code made elsewhere', async () => {
    const { id } = await addWifi('Offline');
    const requests = wire.sent.length;
    expect(valueOf(await h.api.getQrDesign({ accountId: alex, id }))?.name).toBe('Offline');
    expect(valueOf(await h.api.getQrDesign({ accountId: alex, id: 999_999 }))).toBeNull();
    expect(wire.sent.length).toBe(requests);
    expect(failureOf(await h.api.getQrDesign({ accountId: crypto.randomUUID(), id }))).toMatchObject({
      code: 'not_found',
    });
  });

  it('keeps the name on update and replaces the look with what was sent', async () => {
    const { id } = await addWifi('Terrace');
    const data = { ssid: 'Terrace', pass: 'sunny', encryption: 'wpa' as const };
    valueOf(
      await h.api.updateQrCode({
        accountId: alex,
        id,
        type: 'wifi',
        data,
        foreground: 'rgb(0,80,0)',
        background: 'rgb(240,255,240)',
        local: { logoScale: 0.15, logoFile: null },
      }),
    );
    expect(valueOf(await h.api.getQrDesign({ accountId: alex, id }))).toMatchObject({
      name: 'Terrace',
      data,
      foreground: 'rgb(0,80,0)',
      background: 'rgb(240,255,240)',
      logoScale: 0.15,
      logoFile: null,
    });
    expect(wire.bodies.filter((request) => request.url.includes(`/api/qr/${id}/update`))).not.toEqual([]);
    for (const { url, body } of wire.bodies)
      if (url.includes('/update')) expect(body).not.toHaveProperty('local');

    // Without `local`, the local look that was stored stays.
    valueOf(await h.api.updateQrCode({ accountId: alex, id, type: 'wifi', data: { ssid: 'Terrace 2' } }));
    expect(valueOf(await h.api.getQrDesign({ accountId: alex, id }))).toMatchObject({
      name: 'Terrace',
      data: { ssid: 'Terrace 2' },
      foreground: 'rgb(0,80,0)',
      logoScale: 0.15,
    });
  });

  it('forgets a design when its code is deleted, held for undo or at once', async () => {
    const held = await addWifi('Held');
    const scheduled = valueOf(await h.api.scheduleDelete({ accountId: alex, kind: 'qr', ids: [held.id] }));
    expect((await finished(h, scheduled.pendingId)).results).toEqual([{ id: held.id, ok: true }]);
    expect(valueOf(await h.api.getQrDesign({ accountId: alex, id: held.id }))).toBeNull();

    const direct = await addWifi('Direct');
    valueOf(await h.api.deleteQrCode({ accountId: alex, id: direct.id }));
    expect(valueOf(await h.api.getQrDesign({ accountId: alex, id: direct.id }))).toBeNull();
  });

  it('keeps the design of a code whose delete failed', async () => {
    // A design under an id the installation does not know for this account: its delete fails with not_found.
    const design = valueOf(await h.api.getQrDesign({ accountId: alex, id: (await addWifi('Kept')).id }))!;
    h.designs.save(alex, 987_654, design);
    const scheduled = valueOf(await h.api.scheduleDelete({ accountId: alex, kind: 'qr', ids: [987_654] }));
    expect((await finished(h, scheduled.pendingId)).results).toEqual([
      { id: 987_654, ok: false, error: expect.objectContaining({ code: 'not_found' }) },
    ]);
    expect(valueOf(await h.api.getQrDesign({ accountId: alex, id: 987_654 }))).toEqual(design);
  });
});

describe('QR designs of accounts that are forgotten', () => {
  let h: ClientHarness;
  beforeAll(async () => {
    h = await startClientHarness(CLIENT_SET_UPS[0]!);
  });
  afterAll(() => h.close());

  const addText = async (accountId: string) =>
    valueOf(await h.api.addQrCode({ accountId, type: 'text', data: 'Hello', local: LOCAL })).id;

  it('forgets them when the account’s address changes to another installation', async () => {
    const { admin } = h.accounts;
    const id = await addText(admin);
    expect(h.designs.get(admin, id)).not.toBeNull();
    // Another host, so the key must be given again: a stored key never goes to another server.
    const apiKey = h.sandbox.accounts.find((account) => account.username === 'admin')!.apiKey;
    valueOf(
      await h.api.setAccountBaseUrl({
        id: admin,
        baseUrl: h.sandbox.url.replace('127.0.0.1', 'localhost'),
        apiKey,
      }),
    );
    expect(h.designs.get(admin, id)).toBeNull();
  });

  it('forgets them when the account is removed, and no other account’s', async () => {
    const { alex, admin } = h.accounts;
    const [mine, theirs] = [await addText(alex), await addText(admin)];
    valueOf(await h.api.removeAccount({ id: alex }));
    expect(h.designs.get(alex, mine)).toBeNull();
    expect(h.designs.get(admin, theirs)).not.toBeNull();
  });

  it('never fails a saved code because its design could not be kept', async () => {
    const { admin } = h.accounts;
    h.designs.close();
    const created = await h.api.addQrCode({
      accountId: admin,
      type: 'text',
      data: 'Still saved',
      local: LOCAL,
    });
    expect(created).toMatchObject({ ok: true, value: { id: expect.any(Number) } });
    expect(h.designWarnings.join('\n')).toMatch(/could not save a design/);
  });
});

interface LogoRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * An installation's address with files of its own: `/api/*` goes on to the sandbox, everything else is one
 * of the files a logo URL could name, and every request for them is kept.
 */
async function startLogoHost(sandboxUrl: () => string) {
  const requests: LogoRequest[] = [];
  const png = pngBytes(8);
  const files: Record<string, (response: ServerResponse) => void> = {
    '/uploads/logo.png': (response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png),
    '/photo': (response) =>
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(JPEG_BYTES),
    '/mislabelled.png': (response) =>
      response.writeHead(200, { 'content-type': 'image/png' }).end(JPEG_BYTES),
    '/page.png': (response) =>
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><h1>Login</h1>'),
    '/anim.gif': (response) => response.writeHead(200, { 'content-type': 'image/gif' }).end('GIF89a....'),
    '/huge.png': (response) => {
      // No Content-Length: the limit must hold while the body streams in.
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(png);
      const chunk = Buffer.alloc(64 * 1024, 7);
      let sent = 0;
      const more = () => {
        while (sent < 3 * 1024 * 1024 && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      more();
    },
    '/declared-huge.png': (response) =>
      response
        .writeHead(200, { 'content-type': 'image/png', 'content-length': String(3 * 1024 * 1024) })
        .end(),
    '/empty.png': (response) => response.writeHead(200, { 'content-type': 'image/png' }).end(),
  };
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url!, 'http://host').pathname;
    if (path.startsWith('/api/')) {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const body = Buffer.concat(chunks);
        const answer = await fetch(sandboxUrl() + request.url, {
          method: request.method!,
          headers: request.headers as Record<string, string>,
          ...(body.length > 0 ? { body } : {}),
        });
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'text/plain',
        });
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
      return;
    }
    requests.push({ url: request.url!, headers: request.headers });
    const file = files[path];
    if (file) file(response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    requests,
    png,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe('fetching a logo for the preview', () => {
  let h: ClientHarness;
  let host: Awaited<ReturnType<typeof startLogoHost>>;
  let sandboxUrl = '';

  beforeAll(async () => {
    host = await startLogoHost(() => sandboxUrl);
    h = await startClientHarness(CLIENT_SET_UPS[0]!, {
      baseUrlFor: (url) => {
        sandboxUrl = url;
        return host.url;
      },
    });
  });
  afterAll(async () => {
    host.close();
    await h.close();
  });

  const logo = (url: string) => h.api.fetchQrLogo({ accountId: h.accounts.alex, url });

  it('answers a PNG with its name, type and exact bytes, a path resolved against the installation', async () => {
    for (const url of [`${host.url}/uploads/logo.png`, '/uploads/logo.png']) {
      const file = valueOf(await logo(url));
      expect(file).toEqual({ name: 'logo.png', mediaType: 'image/png', base64: host.png.toString('base64') });
    }
  });

  it('knows a JPEG by its bytes whatever its server calls it', async () => {
    expect(valueOf(await logo(`${host.url}/photo`))).toEqual({
      name: 'photo',
      mediaType: 'image/jpeg',
      base64: JPEG_BYTES.toString('base64'),
    });
    expect(valueOf(await logo('/mislabelled.png')).mediaType).toBe('image/jpeg');
  });

  it('says what a file that is not a PNG or JPEG is', async () => {
    expect(failureOf(await logo('/page.png'))).toEqual({
      code: 'validation',
      message: `The logo at ${host.url}/page.png is an HTML page, not a PNG or JPEG image.`,
    });
    expect(failureOf(await logo('/anim.gif')).message).toMatch(/is a GIF image, not a PNG or JPEG image\.$/);
    expect(failureOf(await logo('/empty.png')).message).toMatch(/is an empty file/);
  });

  it('refuses a logo larger than 2 MB, without reading it all', async () => {
    for (const path of ['/huge.png', '/declared-huge.png']) {
      expect(failureOf(await logo(path))).toEqual({
        code: 'validation',
        message: `The logo at ${host.url}${path} is larger than 2 MB. Use a smaller image.`,
      });
    }
  });

  it('says when there is no logo at the installation’s address', async () => {
    expect(failureOf(await logo('/uploads/missing.png'))).toEqual({
      code: 'not_found',
      message: `The logo at ${host.url}/uploads/missing.png was not found (status 404).`,
    });
  });

  it('fetches nothing elsewhere on this computer for the local installation: open and closed ports read alike', async () => {
    const other = await startLogoHost(() => sandboxUrl);
    try {
      const port = new URL(other.url).port;
      const closed = await closedPort();
      for (const url of [
        `${other.url}/uploads/logo.png`,
        `http://localhost:${port}/uploads/logo.png`,
        `http://[::ffff:7f00:1]:${port}/uploads/logo.png`,
        `http://[::ffff:127.0.0.1]:${port}/page.png`,
        `http://2130706433:${port}/uploads/logo.png`,
        `http://127.0.0.1:${closed}/logo.png`,
      ]) {
        expect(failureOf(await logo(url)), url).toEqual({
          code: 'forbidden',
          message: 'Linkdesk fetches logos only from public web addresses or from the installation itself.',
          field: 'url',
        });
      }
      expect(other.requests).toEqual([]);
    } finally {
      other.close();
    }
  });

  it('fetches only web addresses, and never sends the account’s key', async () => {
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'http://user:secret@127.0.0.1/logo.png',
    ]) {
      expect(failureOf(await logo(url))).toMatchObject({ code: 'validation', field: 'url' });
    }
    expect(host.requests.length).toBeGreaterThan(0);
    const key = h.sandbox.accounts.find((account) => account.username === 'alex')!.apiKey;
    for (const request of host.requests) {
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers.cookie).toBeUndefined();
      expect(JSON.stringify(request.headers)).not.toContain(key);
    }
  });
});

/** A port where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

describe('the installation’s own image of a code', () => {
  let h: ClientHarness;
  const wire = bodyRecordingFetch();
  beforeAll(async () => {
    h = await startClientHarness(CLIENT_SET_UPS[0]!, { fetch: wire.fetch });
  });
  afterAll(() => h.close());

  it('answers the SVG at the code’s link, fetched without the key', async () => {
    const { link } = valueOf(
      await h.api.addQrCode({ accountId: h.accounts.alex, type: 'link', data: 'https://example.test/menu' }),
    );
    expect(link).toMatch(/\/qr\/[\w-]+$/);
    const { svg } = valueOf(await h.api.getQrImage({ accountId: h.accounts.alex, link }));
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const request = wire.headers.find((sent) => sent.url === link)!;
    expect(request.headers.get('authorization')).toBeNull();
  });

  it('fetches only QR images of the account’s own installation', async () => {
    const sent = wire.sent.length;
    for (const link of [
      'https://elsewhere.example/qr/abc',
      `${h.sandbox.url}/api/account`,
      `${h.sandbox.url.replace('http:', 'ftp:')}/qr/abc`,
      'not a link',
    ]) {
      expect(failureOf(await h.api.getQrImage({ accountId: h.accounts.alex, link }))).toMatchObject({
        code: 'validation',
        field: 'link',
      });
    }
    expect(wire.sent.length).toBe(sent);
    expect(
      failureOf(
        await h.api.getQrImage({ accountId: h.accounts.alex, link: `${h.sandbox.url}/qr/nothing-here` }),
      ),
    ).toMatchObject({ code: 'not_found' });
  });
});

describe('saving and copying exports', () => {
  let h: ClientHarness;
  beforeAll(async () => {
    h = await startClientHarness(CLIENT_SET_UPS[0]!);
  });
  afterAll(() => h.close());

  it('saves base64 content as exactly its bytes, and text as text', async () => {
    const png = pngBytes(16);
    valueOf(
      await h.api.saveFile({ suggestedName: 'qr.png', content: png.toString('base64'), encoding: 'base64' }),
    );
    valueOf(await h.api.saveFile({ suggestedName: 'qr.svg', content: '<svg/>', encoding: 'utf8' }));
    expect(h.savedFiles).toEqual([
      { suggestedName: 'qr.png', content: new Uint8Array(png) },
      { suggestedName: 'qr.svg', content: '<svg/>' },
    ]);
    const refused = failureOf(
      await h.api.saveFile({ suggestedName: 'qr.png', content: 'not base64!', encoding: 'base64' }),
    );
    expect(refused).toMatchObject({ code: 'validation', field: 'content' });
    expect(h.savedFiles).toHaveLength(2);
  });

  it('refuses a name Windows keeps for a device or would change, in any case and with any extension', async () => {
    const before = h.savedFiles.length;
    for (const suggestedName of [
      'CON.zip',
      'con',
      'NUL.tar.gz',
      'Com1.png',
      'LPT9',
      'COM¹.zip',
      'lpt³.png',
      'CON .zip',
      'qr-codes.zip.',
      'qr-codes.zip ',
    ]) {
      const refused = failureOf(await h.api.saveFile({ suggestedName, content: 'x' }));
      expect(refused, suggestedName).toMatchObject({ code: 'validation', field: 'suggestedName' });
    }
    expect(h.savedFiles).toHaveLength(before);
    for (const suggestedName of ['CONSOLE.zip', 'COM10.zip', 'icon.png', 'nul-codes.zip']) {
      expect(valueOf(await h.api.saveFile({ suggestedName, content: 'x' })), suggestedName).toEqual({
        saved: true,
      });
    }
  });

  it('copies a PNG to the clipboard, and refuses anything else', async () => {
    const png = pngBytes(16);
    expect(valueOf(await h.api.copyImage({ pngBase64: png.toString('base64') }))).toEqual({ copied: true });
    expect(h.copiedImages).toEqual([new Uint8Array(png)]);
    for (const pngBase64 of [
      JPEG_BYTES.toString('base64'),
      Buffer.from('<svg/>').toString('base64'),
      '%%%',
    ]) {
      expect(failureOf(await h.api.copyImage({ pngBase64 }))).toMatchObject({
        code: 'validation',
        field: 'pngBase64',
      });
    }
    expect(h.copiedImages).toHaveLength(1);
  });
});
