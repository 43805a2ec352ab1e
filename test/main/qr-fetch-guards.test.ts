import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchLogo } from '../../src/main/qr/logo-fetch.ts';
import { isPrivateAddress, NOT_FETCHED } from '../../src/main/qr/public-address.ts';
import { fetchQrImage } from '../../src/main/qr/qr-image-fetch.ts';
import { failure } from '../support/failure.ts';
import { tableFetch } from '../support/table-fetch.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** Public names resolve to a public address here, whatever the machine's resolver knows. */
const publicResolve = async () => ['93.184.216.34'];

const redirect = (to: string) => () => new Response(null, { status: 302, headers: { location: to } });

describe('what main fetches for the window: logos and QR images', () => {
  let server: Server;
  let port = 0;
  let requests = 0;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests++;
      response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => server.close());

  it('knows loopback, private, link-local and unspecified addresses in every form', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '[::1]']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses a logo on this computer for an installation on the internet, in every spelling, asking nothing', async () => {
    const spellings = [
      `http://127.0.0.1:${port}/logo.png`,
      `http://localhost:${port}/logo.png`,
      `http://2130706433:${port}/logo.png`,
      `http://0x7f.1:${port}/logo.png`,
      `http://0.0.0.0:${port}/logo.png`,
      `http://[::1]:${port}/logo.png`,
      // A closed port gets the very same answer as an open one.
      'http://127.0.0.1:9/logo.png',
    ];
    for (const url of spellings) {
      const error = await failure(
        fetchLogo((input, init) => fetch(input, init), url, 'https://links.example.com', publicResolve),
      );
      expect([error.code, error.message], url).toEqual(['forbidden', NOT_FETCHED]);
    }
    expect(requests).toBe(0);
  });

  it('refuses a redirect from a public logo into the private network, before following it', async () => {
    const { fetch, asked } = tableFetch({
      'https://cdn.example.com/logo.png': redirect(`http://127.0.0.1:${port}/logo.png`),
    });
    const error = await failure(
      fetchLogo(fetch, 'https://cdn.example.com/logo.png', 'https://links.example.com', publicResolve),
    );
    expect([error.code, error.message]).toEqual(['forbidden', NOT_FETCHED]);
    expect(asked).toEqual(['https://cdn.example.com/logo.png']);
    expect(requests).toBe(0);
  });

  it('fetches a logo on the private network when the installation is there too', async () => {
    const logo = await fetchLogo(
      (input, init) => fetch(input, init),
      `http://127.0.0.1:${port}/logo.png`,
      'http://192.168.1.20',
      publicResolve,
    );
    expect(logo.mediaType).toBe('image/png');
    expect(requests).toBe(1);
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
