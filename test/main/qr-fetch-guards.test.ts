import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchLogo, LOGO_NOT_FETCHED } from '../../src/main/qr/logo-fetch.ts';
import { pinnedFetch, type PinnedFetch } from '../../src/main/qr/pinned-fetch.ts';
import { isPublicAddress, type Resolve } from '../../src/main/qr/public-address.ts';
import { fetchQrImage } from '../../src/main/qr/qr-image-fetch.ts';
import { failure } from '../support/failure.ts';
import { tableFetch } from '../support/table-fetch.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PUBLIC = '93.184.216.34';

/**
 * Names resolve here, never by the machine's resolver: `*.inside.test` to loopback, `mixed.test` to a public and a
 * loopback address, anything else to a public address. Every name asked is kept.
 */
function testResolver() {
  const asked: string[] = [];
  const resolve: Resolve = async (host) => {
    asked.push(host);
    if (host.endsWith('.inside.test')) return ['127.0.0.1'];
    if (host === 'mixed.test') return [PUBLIC, '127.0.0.1'];
    return [PUBLIC];
  };
  return { resolve, asked };
}

/** Stands in for the connection to a public address: answers from a table, keeping what it was asked. */
function tableConnect(table: Record<string, () => Response>) {
  const asked: { url: string; addresses: readonly string[] }[] = [];
  const connect: PinnedFetch = async (url, addresses) => {
    asked.push({ url, addresses });
    const answer = table[url];
    if (!answer) throw new TypeError('fetch failed');
    return answer();
  };
  return { connect, asked };
}

const redirect = (to: string) => () => new Response(null, { status: 302, headers: { location: to } });
const nodeFetch = (input: string, init?: RequestInit) => fetch(input, init);

describe('which addresses are on the public internet', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast, broadcast and reserved IPv4', () => {
    for (const address of [
      '0.0.0.0',
      '0.1.2.3',
      '10.1.2.3',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '127.255.255.254',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.254',
      '192.0.2.1',
      '192.168.1.1',
      '198.18.0.1',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses every IPv6 form of those, however the IPv4 address is carried', () => {
    for (const address of [
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      // IPv4-mapped, in every spelling, to loopback, private and public addresses alike
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:127.0.0.1',
      '::ffff:a00:1',
      '::ffff:192.168.1.1',
      '::ffff:93.184.216.34',
      // IPv4-compatible
      '::127.0.0.1',
      '::7f00:1',
      '::a00:1',
      // NAT64 to a private IPv4, and the local-use NAT64 prefix
      '64:ff9b::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::a00:1',
      '64:ff9b::c0a8:101',
      '64:ff9b:1::a00:1',
      // 6to4 around a private IPv4
      '2002:7f00:1::1',
      '2002:c0a8:101::1',
      '2002:a00:1::',
      // unique local, link-local (with a zone too), site-local, multicast, Teredo, documentation
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'fec0::1',
      'ff02::1',
      '2001:0:4136:e378::1',
      '2001:db8::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts public hosts, NAT64 and 6to4 ones included', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '1.1.1.1',
      '100.63.255.255',
      '172.32.0.1',
      '2606:4700::1111',
      '2a00:1450:4001:80b::200e',
      '64:ff9b::5db8:d822',
      '2002:5db8:d822::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const notAnAddress of ['', 'localhost', '127.1', '1.2.3', 'example.com']) {
      expect(isPublicAddress(notAnAddress), notAnAddress).toBe(false);
    }
  });
});

describe('what main fetches for the window: logos and QR images', () => {
  let server: Server;
  let port = 0;
  const requests: { url: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push({ url: request.url!, headers: request.headers });
      response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => server.close());

  /** The review's spellings of this computer, then mapped, NAT64, 6to4 and private forms, all on the open port. */
  const refusedAddresses = () => [
    `http://127.0.0.1:${port}/logo.png`,
    `http://127.1:${port}/logo.png`,
    `http://127.0.0.1.:${port}/logo.png`,
    `http://2130706433:${port}/logo.png`,
    `http://0x7f.1:${port}/logo.png`,
    `http://0x7f000001:${port}/logo.png`,
    `http://0177.0.0.1:${port}/logo.png`,
    `http://0.0.0.0:${port}/logo.png`,
    `http://0:${port}/logo.png`,
    `http://localhost:${port}/logo.png`,
    `http://LOCALHOST.:${port}/logo.png`,
    `http://localhost.:${port}/logo.png`,
    `http://logos.localhost:${port}/logo.png`,
    `http://[::1]:${port}/logo.png`,
    `http://[0:0:0:0:0:0:0:1]:${port}/logo.png`,
    `http://[::]:${port}/logo.png`,
    `http://[::ffff:127.0.0.1]:${port}/logo.png`,
    `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}/logo.png`,
    `http://[::ffff:7f00:1]:${port}/logo.png`,
    `http://[::127.0.0.1]:${port}/logo.png`,
    `http://[::ffff:10.0.0.1]:${port}/logo.png`,
    `http://[::ffff:a00:1]:${port}/logo.png`,
    `http://[64:ff9b::127.0.0.1]:${port}/logo.png`,
    `http://[64:ff9b::a00:1]:${port}/logo.png`,
    `http://[64:ff9b:1::1]:${port}/logo.png`,
    `http://[2002:7f00:1::1]:${port}/logo.png`,
    `http://[2002:c0a8:101::1]:${port}/logo.png`,
    `http://10.0.0.1:${port}/logo.png`,
    `http://172.16.0.1:${port}/logo.png`,
    `http://192.168.1.1:${port}/logo.png`,
    `http://100.64.0.1:${port}/logo.png`,
    `http://169.254.169.254/latest/meta-data/logo.png`,
    `http://224.0.0.1:${port}/logo.png`,
    `http://255.255.255.255:${port}/logo.png`,
    `http://[fd00::1]:${port}/logo.png`,
    `http://[fe80::1]:${port}/logo.png`,
    `http://[ff02::1]:${port}/logo.png`,
    // Names that resolve to this computer, wholly or in part.
    `http://cdn.inside.test:${port}/logo.png`,
    `http://mixed.test:${port}/logo.png`,
    // A closed port reads the very same as an open one.
    'http://127.0.0.1:9/logo.png',
  ];

  it('refuses every spelling of this computer and the private network, whatever the installation, asking nothing', async () => {
    for (const installation of [
      'https://links.example.com',
      // The built-in sandbox and a self-hosted installation on the office network get the guard too.
      'http://127.0.0.1:1/',
      'http://192.168.1.20',
    ]) {
      const { resolve, asked } = testResolver();
      const { connect, asked: connected } = tableConnect({});
      for (const url of refusedAddresses()) {
        const error = await failure(fetchLogo(nodeFetch, url, installation, { resolve, connect }));
        expect([error.code, error.message, error.field], `${url} for ${installation}`).toEqual([
          'forbidden',
          LOGO_NOT_FETCHED,
          'url',
        ]);
      }
      // Names were resolved (once each); addresses never were, and nothing was connected to.
      expect(asked).toEqual(['cdn.inside.test', 'mixed.test']);
      expect(connected).toEqual([]);
    }
    expect(requests).toEqual([]);
  });

  it('refuses a redirect from a public logo into this computer, before following it', async () => {
    const { resolve } = testResolver();
    for (const into of [
      `http://127.0.0.1:${port}/logo.png`,
      `http://[::ffff:7f00:1]:${port}/logo.png`,
      `http://cdn.inside.test:${port}/logo.png`,
    ]) {
      const { connect, asked } = tableConnect({ 'https://cdn.example.com/logo.png': redirect(into) });
      const error = await failure(
        fetchLogo(nodeFetch, 'https://cdn.example.com/logo.png', 'https://links.example.com', {
          resolve,
          connect,
        }),
      );
      expect([error.code, error.message], into).toEqual(['forbidden', LOGO_NOT_FETCHED]);
      expect(asked).toEqual([{ url: 'https://cdn.example.com/logo.png', addresses: [PUBLIC] }]);
    }
    expect(requests).toEqual([]);
  });

  it('connects to the address it checked, resolving each name once', async () => {
    // A name that answers a public address to the check and this computer to any later lookup.
    const answers = [[PUBLIC], ['127.0.0.1']];
    const asked: string[] = [];
    const rebinding: Resolve = async (host) => {
      asked.push(host);
      return answers.shift() ?? ['127.0.0.1'];
    };
    const { connect, asked: connected } = tableConnect({
      'https://rebind.example.com/logo.png': () =>
        new Response(PNG, { headers: { 'content-type': 'image/png' } }),
    });
    const logo = await fetchLogo(
      nodeFetch,
      'https://rebind.example.com/logo.png',
      'https://links.example.com',
      { resolve: rebinding, connect },
    );
    expect(logo.mediaType).toBe('image/png');
    expect(asked).toEqual(['rebind.example.com']);
    expect(connected).toEqual([{ url: 'https://rebind.example.com/logo.png', addresses: [PUBLIC] }]);
  });

  it('gives up on a host name that never resolves within the fetch’s own time limit, and says it timed out', async () => {
    // A resolver that never answers, as behind a DNS server that drops every question; one for the first hop,
    // another for a redirect's.
    const asked: string[] = [];
    const unanswered: Resolve = (host) => {
      asked.push(host);
      if (host === 'cdn.example.com') return Promise.resolve([PUBLIC]);
      return new Promise<string[]>(() => undefined);
    };
    const { connect, asked: connected } = tableConnect({
      'https://cdn.example.com/logo.png': redirect('https://slow.example.net/logo.png'),
    });
    const installation = 'https://links.example.com';
    const lookups = [];
    for (const given of ['https://slow.example.net/logo.png', 'https://cdn.example.com/logo.png']) {
      lookups.push(
        await failure(
          fetchLogo(nodeFetch, given, installation, { resolve: unanswered, connect, timeoutMs: 50 }),
        ),
      );
    }
    expect(asked).toEqual(['slow.example.net', 'cdn.example.com', 'slow.example.net']);
    expect(connected.map((one) => one.url)).toEqual(['https://cdn.example.com/logo.png']);

    // The very words of a logo server that does not answer in time.
    const silent: PinnedFetch = (_url, _addresses, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      });
    const { resolve } = testResolver();
    const unanswering = await failure(
      fetchLogo(nodeFetch, 'https://slow.example.net/logo.png', installation, {
        resolve,
        connect: silent,
        timeoutMs: 50,
      }),
    );
    expect(unanswering.code).toBe('timeout');
    for (const lookup of lookups) {
      expect([lookup.code, lookup.message]).toEqual([unanswering.code, unanswering.message]);
    }
    expect(unanswering.message).toMatch(/^slow\.example\.net did not answer in time\./);
  });

  it('reaches exactly the given address, the name going only into the Host header, and says who asks', async () => {
    // `.test` names resolve nowhere: an answer proves the name was never looked up.
    const response = await pinnedFetch(`http://logo.example.test:${port}/pinned.png`, ['127.0.0.1'], {
      headers: { accept: 'image/png' },
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    expect(requests.at(-1)).toMatchObject({
      url: '/pinned.png',
      headers: { host: `logo.example.test:${port}`, accept: 'image/png', 'user-agent': 'Linkdesk' },
    });
    requests.length = 0;
  });

  it('fetches a logo on the installation’s own origin, the built-in sandbox’s too', async () => {
    const installation = `http://127.0.0.1:${port}`;
    const { resolve, asked } = testResolver();
    for (const given of [`${installation}/uploads/logo.png`, '/uploads/logo.png']) {
      const logo = await fetchLogo(nodeFetch, given, installation, { resolve });
      expect(logo.mediaType).toBe('image/png');
    }
    expect(requests.map((request) => request.url)).toEqual(['/uploads/logo.png', '/uploads/logo.png']);
    expect(asked).toEqual([]);
    requests.length = 0;
    // The same computer and port under another name (localhost for 127.0.0.1) is another origin.
    const error = await failure(
      fetchLogo(nodeFetch, `http://localhost:${port}/uploads/logo.png`, installation, { resolve }),
    );
    expect(error.message).toBe(LOGO_NOT_FETCHED);
    expect(requests).toEqual([]);
  });

  it('follows a QR image only through the installation’s own QR images, hop by hop', async () => {
    const svg = () =>
      new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'content-type': 'image/svg+xml' },
      });
    const away = tableFetch({
      'https://links.example.com/qr/abc': redirect('https://evil.example/qr/abc'),
      'https://evil.example/qr/abc': svg,
    });
    const error = await failure(
      fetchQrImage(away.fetch, 'https://links.example.com/qr/abc', 'https://links.example.com'),
    );
    expect(error.message).toMatch(/^Only QR images of this account's installation/);
    expect(away.asked).toEqual(['https://links.example.com/qr/abc']);

    const within = tableFetch({
      'https://links.example.com/qr/abc': redirect('/qr/abc/svg'),
      'https://links.example.com/qr/abc/svg': svg,
    });
    expect(
      (await fetchQrImage(within.fetch, 'https://links.example.com/qr/abc', 'https://links.example.com')).svg,
    ).toMatch(/^<svg/);
  });
});
